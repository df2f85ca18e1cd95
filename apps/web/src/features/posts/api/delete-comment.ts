import type { CommentsPage } from '@portmarin/shared';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { updatePostInCaches } from './post-cache';
import { postKeys } from './post-keys';

export const deleteComment = ({ postId, commentId }: { postId: string; commentId: string }) =>
  api<void>(`/api/posts/${encodeURIComponent(postId)}/comments/${encodeURIComponent(commentId)}`, {
    method: 'DELETE',
  });

export function useDeleteComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteComment,
    onSuccess: (_result, { postId, commentId }) => {
      queryClient.setQueryData<InfiniteData<CommentsPage, string | undefined>>(postKeys.comments(postId), (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                comments: page.comments.filter((c) => c.id !== commentId),
              })),
            }
          : data,
      );
      updatePostInCaches(queryClient, postId, (post) => ({
        ...post,
        commentsCount: Math.max(0, post.commentsCount - 1),
      }));
    },
  });
}
