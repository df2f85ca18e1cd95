import { useMutation, useQueryClient } from '@tanstack/react-query';
import { downloadFile } from '@/lib/api-client';
import { residenceDeskQuery } from './get-residence-desk';

/**
 * Downloads the PDF of every letter still to print, as the file the server names: the server
 * makes their codes and marks them sent in the same step, so it is a POST.
 */
const printResidenceLetters = (): Promise<void> =>
  downloadFile('/api/verification/residence/letters', 'courriers-verification.pdf', 'POST');

export function usePrintResidenceLetters() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: printResidenceLetters,
    // A second download would make new codes and void the first PDF's.
    retry: false,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: residenceDeskQuery.queryKey }),
  });
}
