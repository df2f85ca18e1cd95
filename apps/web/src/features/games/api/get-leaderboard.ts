import type { GameLeaderboard } from '@portmarin/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { gameKeys } from './keys';

export const getLeaderboard = (slug: string, signal?: AbortSignal) =>
  api<GameLeaderboard>(`/api/games/${encodeURIComponent(slug)}/leaderboard?period=week`, { signal });

/** This week's top 10 (the week starts on Monday, Paris time). */
export const leaderboardQuery = (slug: string) =>
  queryOptions({ queryKey: gameKeys.leaderboard(slug), queryFn: ({ signal }) => getLeaderboard(slug, signal) });

export const useLeaderboard = (slug: string) => useQuery(leaderboardQuery(slug));
