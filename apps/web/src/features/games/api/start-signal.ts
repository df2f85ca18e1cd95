import type { ReactionSignalResponse } from '@portmarin/shared';
import { api } from '@/lib/api-client';

/** Test de réaction: the server starts the play's round, draws its wait and keeps when the signal is due. */
export const startSignal = ({ slug, playId }: { slug: string; playId: string }) =>
  api<ReactionSignalResponse>(`/api/games/${encodeURIComponent(slug)}/plays/${encodeURIComponent(playId)}/signal`, {
    method: 'POST',
  });
