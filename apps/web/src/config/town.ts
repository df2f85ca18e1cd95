import type { TownConfig } from '@portmarin/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const townQuery = queryOptions({
  queryKey: ['town'],
  queryFn: () => api<TownConfig>('/api/town'),
  staleTime: Infinity,
});

/** The town's configuration (name, product, town hall…), loaded once before the app renders. */
export function useTown(): TownConfig {
  return useSuspenseQuery(townQuery).data;
}
