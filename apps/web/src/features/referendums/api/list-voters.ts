import type { ReferendumVotersPage } from '@portmarin/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cursorParam, referendumKeys, referendumUrl } from './keys';

/** Who voted what in a referendum that is not anonymous (admins only). */
export const referendumVotersQuery = (id: string) =>
  infiniteQueryOptions({
    queryKey: referendumKeys.voters(id),
    queryFn: ({ pageParam, signal }) =>
      api<ReferendumVotersPage>(`${referendumUrl(id)}/voters${cursorParam(pageParam, '?')}`, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const useReferendumVoters = (id: string, enabled: boolean) =>
  useInfiniteQuery({ ...referendumVotersQuery(id), enabled });
