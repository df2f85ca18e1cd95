import type { UserSettings } from '@portmarin/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const settingsQuery = queryOptions({
  queryKey: ['settings'],
  queryFn: () => api<UserSettings>('/api/settings'),
});

export function useSettings(enabled: boolean) {
  return useQuery({ ...settingsQuery, enabled });
}
