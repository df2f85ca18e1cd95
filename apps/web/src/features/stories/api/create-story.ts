import type { StoryItem } from '@portmarin/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { uploadImage } from '@/lib/upload';
import { storiesQuery } from './list-stories';

/** The photo goes through the upload endpoint (checked, re-encoded), then becomes a story. */
export async function createStory(file: Blob): Promise<StoryItem> {
  const upload = await uploadImage(file, 'story');
  return api<StoryItem>('/api/stories', { method: 'POST', body: { uploadId: upload.id } });
}

export function useCreateStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStory,
    // A retried POST could publish the story twice.
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: storiesQuery.queryKey }),
  });
}
