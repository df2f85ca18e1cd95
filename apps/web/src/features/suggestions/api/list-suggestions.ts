import type { SuggestionStatus, SuggestionsPage } from '@portmarin/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { suggestionKeys } from './keys';

export const listSuggestions = (status: SuggestionStatus | null, cursor?: string, signal?: AbortSignal) => {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return api<SuggestionsPage>(`/api/suggestions${query ? `?${query}` : ''}`, { signal });
};

/** Popular first (votes, then newest), optionally one status. */
export const suggestionsQuery = (status: SuggestionStatus | null) =>
  infiniteQueryOptions({
    queryKey: suggestionKeys.list(status),
    queryFn: ({ pageParam, signal }) => listSuggestions(status, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const useSuggestions = (status: SuggestionStatus | null) => useInfiniteQuery(suggestionsQuery(status));
