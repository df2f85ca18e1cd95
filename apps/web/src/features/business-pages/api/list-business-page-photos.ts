import type { BusinessPagePhotos } from '@portmarin/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { businessPageKeys } from './keys';

/** The 6 latest photos of the page's posts. */
export const businessPagePhotosQuery = (id: string) =>
  queryOptions({
    queryKey: businessPageKeys.photos(id),
    queryFn: ({ signal }) =>
      api<BusinessPagePhotos>(`/api/business-pages/${encodeURIComponent(id)}/photos`, { signal }),
    staleTime: 0,
  });

export const useBusinessPagePhotos = (id: string, enabled = true) =>
  useQuery({ ...businessPagePhotosQuery(id), enabled });
