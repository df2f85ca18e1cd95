import type { AddressSearchResults } from '@portmarin/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The town's addresses matching what the resident typed (the picker asks as they type). */
export function useAddressSearch(q: string) {
  const query = q.trim();
  return useQuery({
    queryKey: ['addresses', query],
    queryFn: ({ signal }) => api<AddressSearchResults>(`/api/addresses?q=${encodeURIComponent(query)}`, { signal }),
    enabled: query.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}
