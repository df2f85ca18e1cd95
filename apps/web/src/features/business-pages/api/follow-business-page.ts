import type { BusinessPage, BusinessPageFollowResponse } from '@portmarin/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { businessPageKeys } from './keys';

export const followBusinessPage = (id: string, follow: boolean) =>
  api<BusinessPageFollowResponse>(`/api/business-pages/${encodeURIComponent(id)}/follow`, {
    method: follow ? 'POST' : 'DELETE',
  });

/** Optimistic: the button and the count change at once, and go back if the server refuses. */
export function useFollowBusinessPage(id: string) {
  const queryClient = useQueryClient();
  const key = businessPageKeys.page(id);
  return useMutation({
    mutationFn: (follow: boolean) => followBusinessPage(id, follow),
    retry: false,
    onMutate: async (follow) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<BusinessPage>(key);
      if (previous) {
        queryClient.setQueryData<BusinessPage>(key, {
          ...previous,
          followedByMe: follow,
          followersCount: Math.max(0, previous.followersCount + (follow ? 1 : -1)),
        });
      }
      return { previous };
    },
    onError: (_error, _follow, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (result) => {
      // The server's count is the exact one.
      queryClient.setQueryData<BusinessPage>(key, (current) =>
        current ? { ...current, followedByMe: result.following, followersCount: result.followersCount } : current,
      );
      void queryClient.invalidateQueries({ queryKey: businessPageKeys.list });
    },
  });
}
