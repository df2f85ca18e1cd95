import type { TownEvent } from '@portmarin/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { eventKeys, eventUrl } from './keys';

export const eventQuery = (id: string) =>
  queryOptions({
    queryKey: eventKeys.detail(id),
    queryFn: ({ signal }) => api<TownEvent>(eventUrl(id), { signal }),
    // A missing event stays missing: no retries on 400/404.
    retry: false,
  });

export const useEvent = (id: string) => useQuery(eventQuery(id));
