import type { LostFoundObject } from '@portmarin/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { lostFoundKeys, lostFoundUrl } from './keys';

export const lostFoundObjectQuery = (id: string) =>
  queryOptions({
    queryKey: lostFoundKeys.detail(id),
    queryFn: ({ signal }) => api<LostFoundObject>(lostFoundUrl(id), { signal }),
    // A missing or hidden object stays so: no retries on 400/404.
    retry: false,
  });

export const useLostFoundObject = (id: string) => useQuery(lostFoundObjectQuery(id));
