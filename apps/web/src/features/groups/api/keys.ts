import type { QueryClient } from '@tanstack/react-query';

/** Every groups query starts with 'groups': one invalidation reloads both lists and the pages. */
export const groupKeys = {
  all: ['groups'] as const,
  mine: ['groups', 'mine'] as const,
  discover: ['groups', 'discover'] as const,
  detail: (id: string) => ['groups', 'detail', id] as const,
  posts: (id: string) => ['groups', 'posts', id] as const,
  members: (id: string) => ['groups', 'members', id] as const,
  requests: (id: string) => ['groups', 'requests', id] as const,
};

/** After a create, join, leave or edit: both lists and the group's own queries reload. */
export const refreshGroups = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: groupKeys.all });

/** `?cursor=…` when there is one. */
export const cursorQuery = (cursor: string | null) => (cursor ? `?cursor=${encodeURIComponent(cursor)}` : '');
