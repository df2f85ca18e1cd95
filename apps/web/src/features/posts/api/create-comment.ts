import type { Comment, CommentsPage } from '@portmarin/shared';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { updatePostInCaches } from './post-cache';
import { postKeys } from './post-keys';

export const createComment = ({ postId, content }: { postId: string; content: string }) =>
  api<Comment>(`/api/posts/${encodeURIComponent(postId)}/comments`, { method: 'POST', body: { content } });

export function useCreateComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createComment,
    // Posting twice is worse than a failure the resident can retry.
    retry: false,
    onSuccess: (comment) => {
      queryClient.setQueryData<InfiniteData<CommentsPage, string | undefined>>(
        postKeys.comments(comment.postId),
        (data) => {
          if (!data) return data;
          const last = data.pages.at(-1);
          // Oldest first: a new comment belongs at the end, once the last page is loaded.
          if (!last || last.nextCursor) return data;
          return { ...data, pages: [...data.pages.slice(0, -1), { ...last, comments: [...last.comments, comment] }] };
        },
      );
      updatePostInCaches(queryClient, comment.postId, (post) => ({ ...post, commentsCount: post.commentsCount + 1 }));
    },
  });
}
