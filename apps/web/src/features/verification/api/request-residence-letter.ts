import type { RequestResidenceLetterInput, VerificationStatus } from '@portmarin/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { verificationQuery } from './get-verification';

/** « Recevoir un code par courrier »: the answer is the resident's new status. */
export function useRequestResidenceLetter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RequestResidenceLetterInput) =>
      api<VerificationStatus>('/api/verification/residence/letter', { method: 'POST', body: input }),
    // A retried request could replace the first one's letter.
    retry: false,
    onSuccess: (status) => queryClient.setQueryData(verificationQuery.queryKey, status),
  });
}
