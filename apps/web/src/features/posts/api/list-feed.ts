import type { FeedPage } from '@portmarin/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { postKeys } from './post-keys';
import { api } from '@/lib/api-client';

export const listFeed = (cursor?: string, signal?: AbortSignal) =>
  api<FeedPage>(`/api/feed${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`, { signal });

/** Newest first; each page's cursor (opaque) asks for the older posts. */
export const feedQuery = infiniteQueryOptions({
  queryKey: postKeys.feed,
  queryFn: ({ pageParam, signal }) => listFeed(pageParam, signal),
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (last) => last.nextCursor ?? undefined,
});

export function useFeed() {
  return useInfiniteQuery(feedQuery);
}
