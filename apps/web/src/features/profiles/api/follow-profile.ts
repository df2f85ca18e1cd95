import type { FollowResponse, Profile } from '@portmarin/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { myProfileQuery } from './get-my-profile';
import { profileKey } from './get-profile';

export const followProfile = (username: string, follow: boolean) =>
  api<FollowResponse>(`/api/profiles/${encodeURIComponent(username)}/follow`, {
    method: follow ? 'POST' : 'DELETE',
  });

/** Optimistic: the button and the count change at once and go back if the server refuses. */
export function useFollowProfile(username: string) {
  const queryClient = useQueryClient();
  const key = profileKey(username);
  return useMutation({
    mutationFn: (follow: boolean) => followProfile(username, follow),
    // Following twice is harmless but the optimistic count would drift: no silent retry.
    retry: false,
    onMutate: async (follow) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Profile>(key);
      if (previous) {
        queryClient.setQueryData<Profile>(key, {
          ...previous,
          isFollowedByMe: follow,
          followersCount: Math.max(0, previous.followersCount + (follow ? 1 : -1)),
        });
      }
      return { previous };
    },
    onError: (_error, _follow, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (result) => {
      queryClient.setQueryData<Profile>(key, (current) =>
        current ? { ...current, isFollowedByMe: result.following, followersCount: result.followersCount } : current,
      );
      // The followers grid and the follower's own "Abonnements" counter change too.
      void queryClient.invalidateQueries({ queryKey: key });
      void queryClient.invalidateQueries({ queryKey: myProfileQuery.queryKey });
    },
  });
}
