import type { MemoryFlipInput, MemoryFlipResponse } from '@portmarin/shared';
import { api } from '@/lib/api-client';

/** Memory: the server turns a card of the play's board, which only it knows, and tells its face. */
export const flipCard = ({ slug, playId, card }: MemoryFlipInput & { slug: string; playId: string }) =>
  api<MemoryFlipResponse>(`/api/games/${encodeURIComponent(slug)}/plays/${encodeURIComponent(playId)}/flips`, {
    method: 'POST',
    body: { card },
  });
