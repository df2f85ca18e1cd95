import type { GamePlayResponse, GamesList } from '@portmarin/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '@/lib/api-client';
import { gameKeys } from './keys';

export const recordPlay = (slug: string) =>
  api<GamePlayResponse>(`/api/games/${encodeURIComponent(slug)}/plays`, { method: 'POST' });

/**
 * Starts a play: counted for everyone (the card shows the new count at once); a signed-in resident
 * also gets the play their score will name, with the seed of its puzzle. Not a mutation of the
 * query client: a play starts as each game ends, and a write that succeeds takes the error toasts
 * away, so the refused score's toast would go as soon as it came (issue 36 point 10). Never
 * retried: a play counted twice is worse than one missed.
 */
export function useRecordPlay() {
  const queryClient = useQueryClient();
  return useCallback(
    async (slug: string) => {
      const started = await recordPlay(slug);
      queryClient.setQueryData<GamesList>(
        gameKeys.list,
        (data) =>
          data && { games: data.games.map((g) => (g.slug === slug ? { ...g, playCount: started.playCount } : g)) },
      );
      return started;
    },
    [queryClient],
  );
}
