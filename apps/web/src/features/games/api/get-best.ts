import type { GameBest } from '@portmarin/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { gameKeys } from './keys';

export const getBest = (slug: string, signal?: AbortSignal) =>
  api<GameBest>(`/api/games/${encodeURIComponent(slug)}/best`, { signal });

export const bestQuery = (slug: string) =>
  queryOptions({ queryKey: gameKeys.best(slug), queryFn: ({ signal }) => getBest(slug, signal) });

/** The signed-in resident's bests; visitors have none, so nothing is asked for them. */
export const useBest = (slug: string, signedIn: boolean) => useQuery({ ...bestQuery(slug), enabled: signedIn });
