import type { GameBest, GameScoreResponse, SubmitGameScoreInput } from '@portmarin/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { gameKeys } from './keys';

export const submitScore = ({ slug, ...body }: SubmitGameScoreInput & { slug: string }) =>
  api<GameScoreResponse>(`/api/games/${encodeURIComponent(slug)}/scores`, { method: 'POST', body });

/** Saves a signed-in resident's finished game; the bests come back with it, the leaderboard reloads. */
export function useSubmitScore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitScore,
    retry: false,
    onSuccess: ({ best, weekBest }, { slug }) => {
      queryClient.setQueryData<GameBest>(gameKeys.best(slug), { best, weekBest });
      void queryClient.invalidateQueries({ queryKey: gameKeys.leaderboard(slug) });
    },
  });
}
