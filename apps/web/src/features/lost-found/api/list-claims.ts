import type { LostFoundClaims } from '@portmarin/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { lostFoundKeys, lostFoundUrl } from './keys';

/** An object's claims, for the mairie. */
export const lostFoundClaimsQuery = (id: string) =>
  queryOptions({
    queryKey: lostFoundKeys.claims(id),
    queryFn: ({ signal }) => api<LostFoundClaims>(`${lostFoundUrl(id)}/claims`, { signal }),
  });

export const useLostFoundClaims = (id: string) => useQuery(lostFoundClaimsQuery(id));
