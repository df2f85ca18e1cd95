import type { Business } from '@portmarin/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { BUSINESSES_KEY } from './list-businesses';

export const getBusiness = (id: string) => api<Business>(`/api/businesses/${encodeURIComponent(id)}`);

export const businessQuery = (id: string) =>
  queryOptions({ queryKey: [...BUSINESSES_KEY, 'one', id], queryFn: () => getBusiness(id) });

/** One business, fresh (the card gives its first look). */
export function useBusiness(id: string, initial?: Business) {
  return useQuery({ ...businessQuery(id), ...(initial ? { placeholderData: initial } : {}) });
}
