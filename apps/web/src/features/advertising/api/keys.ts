import type { AdRequestStatus } from '@portmarin/shared';

export const advertisingKeys = {
  all: ['advertising'] as const,
  mine: () => [...advertisingKeys.all, 'me'] as const,
  admin: (status: AdRequestStatus | null) => [...advertisingKeys.all, 'admin', status ?? 'all'] as const,
};
