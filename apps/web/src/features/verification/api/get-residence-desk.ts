import type { ResidenceDesk } from '@portmarin/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The town hall's desk: letters to print, confirmations awaited, verified residents. */
export const residenceDeskQuery = queryOptions({
  queryKey: ['verification', 'desk'],
  queryFn: () => api<ResidenceDesk>('/api/verification/residence/desk'),
});

export function useResidenceDesk(enabled = true) {
  return useQuery({ ...residenceDeskQuery, enabled });
}
