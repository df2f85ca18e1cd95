import type { BusinessPage } from '@portmarin/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { businessPageKeys } from './keys';

export const businessPageQuery = (id: string) =>
  queryOptions({
    queryKey: businessPageKeys.page(id),
    queryFn: ({ signal }) => api<BusinessPage>(`/api/business-pages/${encodeURIComponent(id)}`, { signal }),
    // The follower count is counted from data: current whenever the page opens.
    staleTime: 0,
  });

export const useBusinessPage = (id: string) => useQuery(businessPageQuery(id));
