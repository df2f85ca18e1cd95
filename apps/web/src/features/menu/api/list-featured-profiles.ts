import type { FeaturedProfilesResponse } from '@portmarin/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const featuredProfilesQuery = queryOptions({
  queryKey: ['profiles', 'featured'],
  queryFn: () => api<FeaturedProfilesResponse>('/api/profiles/featured'),
});

export const useFeaturedProfiles = () => useQuery(featuredProfilesQuery);
