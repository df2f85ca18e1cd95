import type { SponsorsResponse } from '@portmarin/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const sponsorKeys = {
  all: ['sponsors'] as const,
  public: () => [...sponsorKeys.all, 'public'] as const,
  admin: () => [...sponsorKeys.all, 'admin'] as const,
};

/** The active sponsors, in the admins' order. */
export const sponsorsQuery = () =>
  queryOptions({
    queryKey: sponsorKeys.public(),
    queryFn: ({ signal }) => api<SponsorsResponse>('/api/sponsors', { signal }),
  });

export const useSponsors = () => useQuery(sponsorsQuery());

/** Every sponsor, inactive ones too (admins). */
export const adminSponsorsQuery = () =>
  queryOptions({
    queryKey: sponsorKeys.admin(),
    queryFn: ({ signal }) => api<SponsorsResponse>('/api/admin/sponsors', { signal }),
  });

export const useAdminSponsors = () => useQuery(adminSponsorsQuery());
