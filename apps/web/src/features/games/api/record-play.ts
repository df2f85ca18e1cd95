import type { GamePlayResponse, GamesList } from '@portmarin/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { gameKeys } from './keys';

export const recordPlay = (slug: string) =>
  api<GamePlayResponse>(`/api/games/${encodeURIComponent(slug)}/plays`, { method: 'POST' });

/**
 * Starts a play: counted for everyone (the card shows the new count at once); a signed-in resident
 * also gets the play their score will name, with the seed of its puzzle.
 */
export function useRecordPlay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordPlay,
    // A play counted twice is worse than one missed.
    retry: false,
    onSuccess: ({ playCount }, slug) =>
      queryClient.setQueryData<GamesList>(
        gameKeys.list,
        (data) => data && { games: data.games.map((g) => (g.slug === slug ? { ...g, playCount } : g)) },
      ),
  });
}
