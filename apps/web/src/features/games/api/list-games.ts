import type { GamesList } from '@portmarin/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { gameKeys } from './keys';

/** The whole catalogue: the tabs filter it on the page, so switching tabs costs no request. */
export const listGames = (signal?: AbortSignal) => api<GamesList>('/api/games', { signal });

export const gamesQuery = queryOptions({
  queryKey: gameKeys.list,
  queryFn: ({ signal }) => listGames(signal),
});

export const useGames = () => useQuery(gamesQuery);
