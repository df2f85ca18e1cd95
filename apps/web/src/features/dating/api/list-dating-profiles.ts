import type { DatingProfilesPage } from '@portmarin/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { datingKeys } from './keys';

export type ProfileTab = 'friends' | 'sports' | 'romantic';

export const listDatingProfiles = (tab: ProfileTab, cursor?: string, signal?: AbortSignal) => {
  const params = new URLSearchParams({ tab });
  if (cursor) params.set('cursor', cursor);
  return api<DatingProfilesPage>(`/api/dating/profiles?${params.toString()}`, { signal });
};

/** Others' opted-in profiles of a tab, recently updated first. */
export const datingProfilesQuery = (tab: ProfileTab) =>
  infiniteQueryOptions({
    queryKey: datingKeys.profiles(tab),
    queryFn: ({ pageParam, signal }) => listDatingProfiles(tab, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const useDatingProfiles = (tab: ProfileTab) => useInfiniteQuery(datingProfilesQuery(tab));
