import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { removePostFromCaches } from './post-cache';

export const deletePost = (postId: string) =>
  api<void>(`/api/posts/${encodeURIComponent(postId)}`, { method: 'DELETE' });

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    onSuccess: (_result, postId) => removePostFromCaches(queryClient, postId),
  });
}
