import type { BusinessPagesPage } from '@portmarin/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { businessPageKeys } from './keys';

export const listBusinessPages = (cursor: string | null, signal?: AbortSignal) =>
  api<BusinessPagesPage>(`/api/business-pages${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`, { signal });

/** Every page, newest first, by cursor. */
export const businessPagesQuery = infiniteQueryOptions({
  queryKey: businessPageKeys.list,
  queryFn: ({ pageParam, signal }) => listBusinessPages(pageParam, signal),
  initialPageParam: null as string | null,
  getNextPageParam: (last) => last.nextCursor,
  staleTime: 30 * 1000,
});

export const useBusinessPages = () => useInfiniteQuery(businessPagesQuery);
