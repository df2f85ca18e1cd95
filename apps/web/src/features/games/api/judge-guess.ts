import type { GuessInput, GuessResponse } from '@portmarin/shared';
import { api } from '@/lib/api-client';

/** Devine le nombre: the server judges a guess of the play, whose number only it knows. */
export const judgeGuess = ({ slug, playId, guess }: GuessInput & { slug: string; playId: string }) =>
  api<GuessResponse>(`/api/games/${encodeURIComponent(slug)}/plays/${encodeURIComponent(playId)}/guesses`, {
    method: 'POST',
    body: { guess },
  });
