import type { Suggestion, SuggestionStatus } from '@portmarin/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { suggestionKeys } from './keys';
import { updateSuggestionInLists } from './update-suggestions-cache';

export const updateSuggestionStatus = ({ id, status }: { id: string; status: SuggestionStatus }) =>
  api<Suggestion>(`/api/suggestions/${encodeURIComponent(id)}/status`, { method: 'PATCH', body: { status } });

export function useUpdateSuggestionStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSuggestionStatus,
    onSuccess: (suggestion) => {
      updateSuggestionInLists(queryClient, suggestion.id, (s) => ({ ...s, status: suggestion.status }));
      void queryClient.invalidateQueries({ queryKey: suggestionKeys.stats });
    },
  });
}
