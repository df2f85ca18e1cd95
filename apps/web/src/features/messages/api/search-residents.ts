import type { SearchResults } from '@portmarin/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The server searches from 2 characters (same rule as the top-bar search). */
export const RESIDENT_SEARCH_MIN_LENGTH = 2;

export type ResidentResult = SearchResults['residents'][number];

export const searchResidents = async (q: string, signal?: AbortSignal): Promise<ResidentResult[]> =>
  (await api<SearchResults>(`/api/search?q=${encodeURIComponent(q)}&kind=residents`, { signal })).residents;

export const residentSearchQuery = (q: string) =>
  queryOptions({
    queryKey: ['search', 'residents', q],
    queryFn: ({ signal }) => searchResidents(q, signal),
    staleTime: 30 * 1000,
    retry: 1,
    // Results stay on screen while the next ones load, so the list does not jump.
    placeholderData: keepPreviousData,
  });

export const useResidentSearch = (q: string) =>
  useQuery({ ...residentSearchQuery(q), enabled: q.length >= RESIDENT_SEARCH_MIN_LENGTH });
