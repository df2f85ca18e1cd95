import type { Profile } from '@portmarin/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Usernames are unique case-insensitively: one cache entry per resident. */
export const profileKey = (username: string) => ['profile', 'user', username.toLowerCase()] as const;

export const profileQuery = (username: string) =>
  queryOptions({
    queryKey: profileKey(username),
    queryFn: () => api<Profile>(`/api/profiles/${encodeURIComponent(username)}`),
    staleTime: 0,
  });

export const useProfile = (username: string) => useQuery(profileQuery(username));
