import type { Referendum } from '@portmarin/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { referendumKeys, referendumUrl } from './keys';

export const referendumQuery = (id: string) =>
  queryOptions({
    queryKey: referendumKeys.detail(id),
    queryFn: ({ signal }) => api<Referendum>(referendumUrl(id), { signal }),
  });

export const useReferendum = (id: string) => useQuery(referendumQuery(id));
