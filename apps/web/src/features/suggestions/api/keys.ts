import type { SuggestionStatus } from '@portmarin/shared';

/** Every suggestions query starts with 'suggestions': one invalidation reloads the list and the stats. */
export const suggestionKeys = {
  all: ['suggestions'] as const,
  list: (status: SuggestionStatus | null) => ['suggestions', 'list', status ?? 'all'] as const,
  lists: ['suggestions', 'list'] as const,
  stats: ['suggestions', 'stats'] as const,
};
