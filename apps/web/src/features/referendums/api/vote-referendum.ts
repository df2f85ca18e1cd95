import type { ReferendumChoice, VoteReferendumResponse } from '@portmarin/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshReferendums, referendumUrl } from './keys';

export const voteReferendum = ({ id, choice }: { id: string; choice: ReferendumChoice }) =>
  api<VoteReferendumResponse>(`${referendumUrl(id)}/votes`, { method: 'POST', body: { choice } });

/** A vote is final: never retried (the second attempt would be refused as 'Déjà voté'). */
export function useVoteReferendum() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: voteReferendum, retry: false, onSettled: () => refreshReferendums(queryClient) });
}
