import type { FeedPage } from '@portmarin/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { businessPageKeys } from './keys';

/** The page's posts, newest first, by cursor. */
export const businessPagePostsQuery = (id: string) =>
  infiniteQueryOptions({
    queryKey: businessPageKeys.posts(id),
    queryFn: ({ pageParam, signal }) => {
      const cursor = pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : '';
      return api<FeedPage>(`/api/business-pages/${encodeURIComponent(id)}/posts${cursor}`, { signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 30 * 1000,
  });

export const useBusinessPagePosts = (id: string) => useInfiniteQuery(businessPagePostsQuery(id));
