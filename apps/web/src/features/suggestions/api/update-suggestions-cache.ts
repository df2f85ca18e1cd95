import type { Suggestion, SuggestionsPage } from '@portmarin/shared';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { suggestionKeys } from './keys';

/** Applies `change` to the suggestion wherever a loaded list shows it. */
export function updateSuggestionInLists(
  queryClient: QueryClient,
  id: string,
  change: (suggestion: Suggestion) => Suggestion,
): void {
  queryClient.setQueriesData<InfiniteData<SuggestionsPage, string | undefined>>(
    { queryKey: suggestionKeys.lists },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          suggestions: page.suggestions.map((s) => (s.id === id ? change(s) : s)),
        })),
      },
  );
}
