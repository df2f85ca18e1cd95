import type { FeedPage } from '@portmarin/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { PostPlace } from '@/features/posts';
import { api } from '@/lib/api-client';

/** Every search of a place starts with 'place-search': a deleted post reloads them all. */
export const placeSearchKeys = {
  all: ['place-search'] as const,
  results: (place: PostPlace, q: string) => ['place-search', place, q] as const,
};

const searchPath = (place: PostPlace) =>
  'groupId' in place
    ? `/api/groups/${encodeURIComponent(place.groupId)}/posts/search`
    : `/api/business-pages/${encodeURIComponent(place.businessPageId)}/posts/search`;

/** The place's posts holding every word of `q`, newest first, page by page. */
export const usePlacePostsSearch = (place: PostPlace, q: string) =>
  useInfiniteQuery({
    queryKey: placeSearchKeys.results(place, q),
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ q });
      if (pageParam) params.set('cursor', pageParam);
      return api<FeedPage>(`${searchPath(place)}?${params.toString()}`, { signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 30 * 1000,
  });
