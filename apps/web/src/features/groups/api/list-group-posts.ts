import type { FeedPage } from '@portmarin/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cursorQuery, groupKeys } from './keys';

/** The group's posts, newest first (members only for a private group). */
export const groupPostsQuery = (id: string) =>
  infiniteQueryOptions({
    queryKey: groupKeys.posts(id),
    queryFn: ({ pageParam, signal }) =>
      api<FeedPage>(`/api/groups/${encodeURIComponent(id)}/posts${cursorQuery(pageParam)}`, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 30 * 1000,
  });

export const useGroupPosts = (id: string, enabled = true) => useInfiniteQuery({ ...groupPostsQuery(id), enabled });
