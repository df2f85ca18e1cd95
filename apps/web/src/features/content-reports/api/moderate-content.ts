import type { ModerateContentInput, ModerateContentResponse } from '@portmarin/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { moderationKeys } from './keys';

export const moderateContent = (input: ModerateContentInput) =>
  api<ModerateContentResponse>('/api/moderation/content', { method: 'POST', body: input });

/** Hide, restore or dismiss; the queue and the log reload. */
export function useModerateContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moderateContent,
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: moderationKeys.all }),
  });
}
