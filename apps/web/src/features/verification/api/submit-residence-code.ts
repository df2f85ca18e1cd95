import type { SubmitResidenceCodeInput, VerificationStatus } from '@portmarin/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { verificationQuery } from './get-verification';

/** The code received by post; a wrong one refreshes the status, whose tries left went down. */
export function useSubmitResidenceCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SubmitResidenceCodeInput) =>
      api<VerificationStatus>('/api/verification/residence/code', { method: 'POST', body: input }),
    // Each try counts: never sent twice for one click.
    retry: false,
    onSuccess: (status) => queryClient.setQueryData(verificationQuery.queryKey, status),
    onError: () => void queryClient.invalidateQueries({ queryKey: verificationQuery.queryKey }),
  });
}
