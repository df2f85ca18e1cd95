import type { CreateReferendumInput, ReferendumProposal, ReferendumProposalsList } from '@portmarin/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshReferendums } from './keys';

/** The moderators' queue: outside 'referendums', so a vote does not reload it. */
const proposalsKey = ['moderation', 'referendum-proposals'] as const;
const proposalUrl = (id: string) => `/api/moderation/referendum-proposals/${encodeURIComponent(id)}`;

/** A resident's proposal: it waits for a moderator, so nothing of the lists changes yet. */
export function useProposeReferendum() {
  return useMutation({
    mutationFn: (input: CreateReferendumInput) =>
      api<ReferendumProposal>('/api/referendums/proposals', { method: 'POST', body: input }),
    // A retried proposal could be sent twice.
    retry: false,
  });
}

export const usePendingProposals = () =>
  useQuery({
    queryKey: proposalsKey,
    queryFn: () => api<ReferendumProposalsList>('/api/moderation/referendum-proposals'),
  });

export function useDecideProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: { publish: true } | { publish: false; reason: string } }) =>
      decision.publish
        ? api<{ referendumId: string }>(`${proposalUrl(id)}/publish`, { method: 'POST', body: {} })
        : api<null>(`${proposalUrl(id)}/decline`, { method: 'POST', body: { reason: decision.reason } }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: proposalsKey });
      void refreshReferendums(queryClient);
    },
  });
}
