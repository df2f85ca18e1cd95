import type { SearchKind, SearchResults } from '@portmarin/shared';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The server is asked only for 2 characters or more. */
export const SEARCH_MIN_LENGTH = 2;

/** Every kind's first results, or (`page`) the next page of one kind. */
export const fetchSearch = (q: string, signal?: AbortSignal, page?: { kind: SearchKind; cursor: string }) => {
  const params = new URLSearchParams({ q });
  if (page) {
    params.set('kind', page.kind);
    params.set('cursor', page.cursor);
  }
  return api<SearchResults>(`/api/search?${params.toString().replace(/\+/g, '%20')}`, { signal });
};

export const searchQuery = (q: string) =>
  queryOptions({
    queryKey: ['search', q],
    queryFn: ({ signal }) => fetchSearch(q, signal),
    staleTime: 30 * 1000,
    retry: 1,
    // Results stay on screen while the next ones load, so the list does not jump.
    placeholderData: keepPreviousData,
  });

/** Residents, posts and the community kinds matching `q`, asked only while `enabled` and for 2 characters or more. */
export const useSearch = (q: string, enabled: boolean) =>
  useQuery({ ...searchQuery(q), enabled: enabled && q.length >= SEARCH_MIN_LENGTH });

/** 'Voir plus': the pages of one kind after the first results, from the cursor they ended with. */
export const searchMoreQuery = (q: string, kind: SearchKind, cursor: string) =>
  infiniteQueryOptions({
    queryKey: ['search', q, kind, cursor],
    queryFn: ({ signal, pageParam }) => fetchSearch(q, signal, { kind, cursor: pageParam }),
    initialPageParam: cursor,
    getNextPageParam: (last) => last.nextCursors[kind] ?? undefined,
    staleTime: 30 * 1000,
    retry: 1,
  });

/** Asked only once the resident wants more (`enabled`). */
export const useSearchMore = (q: string, kind: SearchKind, cursor: string | null, enabled: boolean) =>
  useInfiniteQuery({ ...searchMoreQuery(q, kind, cursor ?? ''), enabled: enabled && cursor !== null });
