import type { CreatePostInput, FeedPage, Post } from '@portmarin/shared';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { postKeys } from '@/components/posts/api/post-keys';
import { api } from '@/lib/api-client';
import { uploadImage } from '@/lib/upload';

export type PostDraft = { content: string; photo: Blob | null };

/** Uploads the photo (re-encoded by the server), then creates the post with it. */
export async function createPost({ content, photo }: PostDraft): Promise<Post> {
  const upload = photo ? await uploadImage(photo, 'post') : null;
  const body: CreatePostInput = { content, ...(upload ? { uploadId: upload.id } : {}) };
  return api<Post>('/api/posts', { method: 'POST', body });
}

export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPost,
    // Not retried: a second attempt could publish the post twice.
    retry: false,
    onSuccess: (post) => {
      // The new post shows at the top at once, then the feed is checked against the server.
      queryClient.setQueryData<InfiniteData<FeedPage, string | undefined>>(postKeys.feed, (data) => {
        if (!data || data.pages.length === 0) return data;
        const [first, ...rest] = data.pages;
        return { ...data, pages: [{ ...first!, posts: [post, ...first!.posts] }, ...rest] };
      });
      void queryClient.invalidateQueries({ queryKey: postKeys.feed });
    },
  });
}
