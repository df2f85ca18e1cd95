import type { ShareResponse } from '@portmarin/shared';
import { api } from '@/lib/api-client';

/** Records one share of a post; the answer is the new count. */
export const sharePost = (postId: string) =>
  api<ShareResponse>(`/api/posts/${encodeURIComponent(postId)}/share`, { method: 'POST' });
