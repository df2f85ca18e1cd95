import type { AddressesSummary } from '@portmarin/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const addressesKey = ['addresses'] as const;

export const getAddressesSummary = (signal?: AbortSignal) =>
  api<AddressesSummary>('/api/addresses/summary', { signal });

export const addressesSummaryQuery = () =>
  queryOptions({ queryKey: [...addressesKey, 'summary'], queryFn: ({ signal }) => getAddressesSummary(signal) });

/** The town's address count, for the admins' import screen. */
export function useAddressesSummary() {
  return useQuery(addressesSummaryQuery());
}
