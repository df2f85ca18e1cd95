import type { ReferendumStatus } from '@portmarin/shared';
import type { QueryClient } from '@tanstack/react-query';

/** Every referendums query starts with 'referendums': one invalidation reloads lists, stats and pages. */
export const referendumKeys = {
  all: ['referendums'] as const,
  list: (status: ReferendumStatus) => ['referendums', 'list', status] as const,
  stats: ['referendums', 'stats'] as const,
  detail: (id: string) => ['referendums', 'detail', id] as const,
  voters: (id: string) => ['referendums', 'voters', id] as const,
};

/** After a vote, a creation or a closing: the tabs, their counts, the stats and the pages reload. */
export const refreshReferendums = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: referendumKeys.all });

export const referendumUrl = (id: string) => `/api/referendums/${encodeURIComponent(id)}`;

/** `?cursor=…` when there is one, after `prefix` ('?' or '&'). */
export const cursorParam = (cursor: string | null, prefix: '?' | '&') =>
  cursor ? `${prefix}cursor=${encodeURIComponent(cursor)}` : '';
