import type { FeedPage } from '@portmarin/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type ProfilePostsKind = 'posts' | 'liked';

/** A resident's posts ('posts') or the posts they liked ('liked', own profile only), by cursor. */
export const profilePostsQuery = (username: string, kind: ProfilePostsKind) =>
  infiniteQueryOptions({
    queryKey: ['profile', kind, username.toLowerCase()],
    queryFn: ({ pageParam, signal }) => {
      const cursor = pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : '';
      return api<FeedPage>(`/api/profiles/${encodeURIComponent(username)}/${kind}${cursor}`, { signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 30 * 1000,
  });

export const useProfilePosts = (username: string, kind: ProfilePostsKind, enabled = true) =>
  useInfiniteQuery({ ...profilePostsQuery(username, kind), enabled });
