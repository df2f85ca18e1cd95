import type { SavedPage, SavedTab } from '@portmarin/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { savedKeys } from './saved-keys';
import { api } from '@/lib/api-client';

export const listSaved = (tab: SavedTab, cursor?: string, signal?: AbortSignal) => {
  const params = new URLSearchParams({ tab });
  if (cursor) params.set('cursor', cursor);
  return api<SavedPage>(`/api/saved?${params.toString()}`, { signal });
};

/** One tab of the resident's saved items, newest saved first. */
export const savedQuery = (tab: SavedTab) =>
  infiniteQueryOptions({
    queryKey: savedKeys.list(tab),
    queryFn: ({ pageParam, signal }) => listSaved(tab, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const useSaved = (tab: SavedTab) => useInfiniteQuery(savedQuery(tab));
