import type { AssociationsPage } from '@portmarin/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const associationsKey = ['associations'] as const;

export const listAssociations = (cursor?: string, signal?: AbortSignal) =>
  api<AssociationsPage>(`/api/associations${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`, { signal });

/** By name; per viewer, since each association says whether the viewer may edit it. */
export const associationsQuery = (viewerId: string | null) =>
  infiniteQueryOptions({
    queryKey: [...associationsKey, 'list', viewerId],
    queryFn: ({ pageParam, signal }) => listAssociations(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const useAssociations = (viewerId: string | null) => useInfiniteQuery(associationsQuery(viewerId));
