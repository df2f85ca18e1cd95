import type { MyProfile } from '@portmarin/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const myProfileQuery = queryOptions({
  queryKey: ['profile', 'me'],
  queryFn: () => api<MyProfile>('/api/profile'),
  // Counters are counted from data: show the current figures whenever the screen opens.
  staleTime: 0,
});

export const useMyProfile = (enabled: boolean) => useQuery({ ...myProfileQuery, enabled });
