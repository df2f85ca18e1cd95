import type { MotusGuessInput, MotusGuessResponse } from '@portmarin/shared';
import { api } from '@/lib/api-client';

/** Motus: the server colours a word of the play, whose word only it knows until the end. */
export const judgeWord = ({ slug, playId, word }: MotusGuessInput & { slug: string; playId: string }) =>
  api<MotusGuessResponse>(`/api/games/${encodeURIComponent(slug)}/plays/${encodeURIComponent(playId)}/words`, {
    method: 'POST',
    body: { word },
  });
