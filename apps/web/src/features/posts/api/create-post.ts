import type { CreatePostInput, FeedPage, Post } from '@portmarin/shared';
import { useMutation, useQueryClient, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import { postKeys } from './post-keys';
import { api } from '@/lib/api-client';
import { uploadImage } from '@/lib/upload';

/** Where a post is written when not in the feed: a group (members) or a business page (its owner). */
export type PostPlace = { groupId: string } | { businessPageId: string };

/** `photoDescription`: what the photo shows, its text alternative (RGAA 1.3). */
export type PostDraft = { content: string; photo: Blob | null; photoDescription?: string; place?: PostPlace };

/** Uploads the photo (re-encoded by the server), then creates the post with it. */
export async function createPost({ content, photo, photoDescription, place }: PostDraft): Promise<Post> {
  const upload = photo ? await uploadImage(photo, 'post') : null;
  const description = photoDescription?.trim();
  const body: CreatePostInput = {
    content,
    ...(upload ? { uploadId: upload.id, ...(description ? { imageAlt: description } : {}) } : {}),
    ...place,
  };
  return api<Post>('/api/posts', { method: 'POST', body });
}

/** Publishes a post; `listKey` is the list it appears in (the feed, a group's, a page's). */
export function useCreatePost(listKey: QueryKey = postKeys.feed) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPost,
    // Not retried: a second attempt could publish the post twice.
    retry: false,
    onSuccess: (post) => {
      // The new post shows at the top at once, then the list is checked against the server.
      queryClient.setQueryData<InfiniteData<FeedPage, string | undefined>>(listKey, (data) => {
        if (!data || data.pages.length === 0) return data;
        const [first, ...rest] = data.pages;
        return { ...data, pages: [{ ...first!, posts: [post, ...first!.posts] }, ...rest] };
      });
      void queryClient.invalidateQueries({ queryKey: listKey });
    },
  });
}
