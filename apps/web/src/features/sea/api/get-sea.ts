import type { SeaPage } from '@portmarin/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { seaKeys } from './keys';

/** As often as the weather page: the server asks the provider at most once per cache period. */
const REFRESH_MS = 5 * 60 * 1000;

export const getSea = (signal?: AbortSignal) => api<SeaPage>('/api/sea', { signal });

export const seaQuery = queryOptions({
  queryKey: seaKeys.page,
  queryFn: ({ signal }) => getSea(signal),
  refetchInterval: REFRESH_MS,
});

export const useSea = () => useQuery(seaQuery);
