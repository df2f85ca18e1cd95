import type { SearchResults } from '@portmarin/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The server is asked only for 2 characters or more. */
export const SEARCH_MIN_LENGTH = 2;

export const fetchSearch = (q: string, signal?: AbortSignal) =>
  api<SearchResults>(`/api/search?q=${encodeURIComponent(q)}`, { signal });

export const searchQuery = (q: string) =>
  queryOptions({
    queryKey: ['search', q],
    queryFn: ({ signal }) => fetchSearch(q, signal),
    staleTime: 30 * 1000,
    retry: 1,
    // Results stay on screen while the next ones load, so the list does not jump.
    placeholderData: keepPreviousData,
  });

/** Residents and posts matching `q`, asked only while `enabled` and for 2 characters or more. */
export const useSearch = (q: string, enabled: boolean) =>
  useQuery({ ...searchQuery(q), enabled: enabled && q.length >= SEARCH_MIN_LENGTH });
