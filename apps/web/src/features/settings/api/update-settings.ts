import type { UpdateSettingsInput, UserSettings } from '@portmarin/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { settingsQuery } from './get-settings';

export const updateSettings = (change: UpdateSettingsInput) =>
  api<UserSettings>('/api/settings', { method: 'PATCH', body: change });

/** Optimistic: the switch moves at once and moves back if the server refuses. */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: settingsQuery.queryKey });
      const previous = queryClient.getQueryData(settingsQuery.queryKey);
      if (previous) {
        queryClient.setQueryData(settingsQuery.queryKey, {
          notifications: { ...previous.notifications, ...change.notifications },
          privacy: { ...previous.privacy, ...change.privacy },
          quietHours: { ...previous.quietHours, ...change.quietHours },
          digest: change.digest ?? previous.digest,
        });
      }
      return { previous };
    },
    onError: (_error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(settingsQuery.queryKey, context.previous);
    },
    onSuccess: (saved) => queryClient.setQueryData(settingsQuery.queryKey, saved),
  });
}
