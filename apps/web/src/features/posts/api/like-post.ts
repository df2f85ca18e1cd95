import type { LikeResponse } from '@portmarin/shared';
import { api } from '@/lib/api-client';

/** POST likes, DELETE unlikes; the answer carries the exact count. */
export const likePost = (postId: string, like: boolean) =>
  api<LikeResponse>(`/api/posts/${encodeURIComponent(postId)}/like`, { method: like ? 'POST' : 'DELETE' });
