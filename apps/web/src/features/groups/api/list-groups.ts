import type { GroupsPage } from '@portmarin/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cursorQuery, groupKeys } from './keys';

export type GroupsTab = 'mine' | 'discover';

/** Mes groupes (the resident's, with their role) or Découvrir (public groups not joined), by cursor. */
export const groupsQuery = (tab: GroupsTab) =>
  infiniteQueryOptions({
    queryKey: tab === 'mine' ? groupKeys.mine : groupKeys.discover,
    queryFn: ({ pageParam, signal }) => api<GroupsPage>(`/api/groups/${tab}${cursorQuery(pageParam)}`, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const useGroups = (tab: GroupsTab, enabled = true) => useInfiniteQuery({ ...groupsQuery(tab), enabled });
