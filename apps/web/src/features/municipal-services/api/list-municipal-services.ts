import type { MunicipalService, MunicipalServiceCategory, MunicipalServicesPage } from '@portmarin/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type ServicesFilter = { category?: MunicipalServiceCategory; q?: string };

/** Every page of the services matching the filter (the town has a few dozen), in category then name order. */
export async function listMunicipalServices(filter: ServicesFilter, signal?: AbortSignal): Promise<MunicipalService[]> {
  const services: MunicipalService[] = [];
  let cursor: string | null = null;
  do {
    const params = new URLSearchParams({ limit: '100' });
    if (filter.category) params.set('category', filter.category);
    if (filter.q) params.set('q', filter.q);
    if (cursor) params.set('cursor', cursor);
    const page: MunicipalServicesPage = await api<MunicipalServicesPage>(`/api/municipal-services?${params}`, {
      signal,
    });
    services.push(...page.services);
    cursor = page.nextCursor;
  } while (cursor);
  return services;
}

export const municipalServicesKey = ['municipal-services'] as const;

export const municipalServicesQuery = (filter: ServicesFilter) =>
  queryOptions({
    queryKey: [...municipalServicesKey, filter],
    queryFn: ({ signal }) => listMunicipalServices(filter, signal),
  });

export function useMunicipalServices(filter: ServicesFilter) {
  // The previous result stays while a new filter loads: the list does not flash empty at each key.
  return useQuery({ ...municipalServicesQuery(filter), placeholderData: keepPreviousData });
}
