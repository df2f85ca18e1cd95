import type { MyProfile, UpdateProfileInput } from '@portmarin/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { myProfileQuery } from './get-my-profile';

export const updateProfile = (input: UpdateProfileInput) =>
  api<MyProfile>('/api/profile', { method: 'PATCH', body: input });

/** Saves the profile, then refreshes every view of it (own page, public pages, the session's name and photo). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    // A refused username must not be sent twice.
    retry: false,
    onSuccess: async (saved) => {
      queryClient.setQueryData(myProfileQuery.queryKey, saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['profile'], refetchType: 'active' }),
        queryClient.invalidateQueries({ queryKey: ['session'] }),
      ]);
    },
  });
}
