import type { SuggestionVoteResponse } from '@portmarin/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { suggestionKeys } from './keys';
import { updateSuggestionInLists } from './update-suggestions-cache';

export const voteSuggestion = (id: string) =>
  api<SuggestionVoteResponse>(`/api/suggestions/${encodeURIComponent(id)}/vote`, { method: 'POST' });

/** A vote is final: the card shows the new count at once; the order and stats reload behind it. */
export function useVoteSuggestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: voteSuggestion,
    retry: false,
    onSuccess: (result, id) => {
      updateSuggestionInLists(queryClient, id, (s) => ({ ...s, votesCount: result.votesCount, hasVoted: true }));
      void queryClient.invalidateQueries({ queryKey: suggestionKeys.stats });
    },
  });
}
