import type { ReferendumsPage, ReferendumStatus } from '@portmarin/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cursorParam, referendumKeys } from './keys';

/** One tab's referendums ('Actifs' or 'Terminés'), with both tabs' counts on every page. */
export const referendumsQuery = (status: ReferendumStatus) =>
  infiniteQueryOptions({
    queryKey: referendumKeys.list(status),
    queryFn: ({ pageParam, signal }) =>
      api<ReferendumsPage>(`/api/referendums?status=${status}${cursorParam(pageParam, '&')}`, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const useReferendums = (status: ReferendumStatus) => useInfiniteQuery(referendumsQuery(status));
