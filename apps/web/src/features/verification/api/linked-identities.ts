import type { LinkedIdentities, LinkedIdentitiesQuery, ReleaseIdentityInput } from '@portmarin/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const linkedIdentitiesQuery = (query: LinkedIdentitiesQuery | null) =>
  queryOptions({
    queryKey: ['verification', 'identities', query],
    queryFn: ({ signal }) =>
      api<LinkedIdentities>(`/api/verification/identities?${new URLSearchParams(query ?? {}).toString()}`, { signal }),
    enabled: query !== null,
  });

/** The town hall's search: the accounts linked to the identity of this family name and birth date. */
export const useLinkedIdentities = (query: LinkedIdentitiesQuery | null) => useQuery(linkedIdentitiesQuery(query));

export const releaseIdentity = (userId: string, input: ReleaseIdentityInput) =>
  api<null>(`/api/verification/identities/${encodeURIComponent(userId)}`, { method: 'DELETE', body: input });

/** Frees the identity linked to an account (the town hall; logged with its reason). */
export function useReleaseIdentity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, reason }: { userId: string; reason: string }) => releaseIdentity(userId, { reason }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['verification', 'identities'] }),
  });
}
