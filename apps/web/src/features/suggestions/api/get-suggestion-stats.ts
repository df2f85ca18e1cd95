import type { SuggestionStats } from '@portmarin/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { suggestionKeys } from './keys';

export const getSuggestionStats = (signal?: AbortSignal) => api<SuggestionStats>('/api/suggestions/stats', { signal });

export const suggestionStatsQuery = queryOptions({
  queryKey: suggestionKeys.stats,
  queryFn: ({ signal }) => getSuggestionStats(signal),
});

export const useSuggestionStats = () => useQuery(suggestionStatsQuery);
