import type { ResidentSearchResults } from '@portmarin/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The counter finds a resident by name, e-mail or username (2 characters at least). */
export function useResidentSearch(q: string) {
  const query = q.trim();
  return useQuery({
    queryKey: ['verification', 'desk', 'residents', query],
    queryFn: ({ signal }) =>
      api<ResidentSearchResults>(`/api/verification/residence/residents?q=${encodeURIComponent(query)}`, { signal }),
    enabled: query.length >= 2,
    placeholderData: keepPreviousData,
  });
}
