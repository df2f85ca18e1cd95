import type { Post, UpdatePostInput } from '@portmarin/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { updatePostInCaches } from './post-cache';

export const updatePost = ({ postId, ...input }: UpdatePostInput & { postId: string }) =>
  api<Post>(`/api/posts/${encodeURIComponent(postId)}`, { method: 'PATCH', body: input });

export function useUpdatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePost,
    onSuccess: (post) => updatePostInCaches(queryClient, post.id, () => post),
  });
}
