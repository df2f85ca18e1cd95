import type { CreateSuggestionInput, Suggestion } from '@portmarin/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { suggestionKeys } from './keys';

export const createSuggestion = (input: CreateSuggestionInput) =>
  api<Suggestion>('/api/suggestions', { method: 'POST', body: input });

export function useCreateSuggestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSuggestion,
    // Sending the idea twice is worse than a failure the resident can retry.
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: suggestionKeys.all }),
  });
}
