import type { VerificationStatus } from '@portmarin/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const verificationQuery = queryOptions({
  queryKey: ['verification'],
  queryFn: () => api<VerificationStatus>('/api/verification'),
});

/** The signed-in resident's identity and residence verification, and what the town offers. */
export function useVerification(enabled = true) {
  return useQuery({ ...verificationQuery, enabled });
}
