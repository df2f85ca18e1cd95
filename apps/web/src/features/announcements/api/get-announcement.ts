import type { Announcement } from '@portmarin/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { announcementKeys, announcementUrl } from './keys';

export const announcementQuery = (id: string) =>
  queryOptions({
    queryKey: announcementKeys.detail(id),
    queryFn: ({ signal }) => api<Announcement>(announcementUrl(id), { signal }),
    // A missing or withdrawn announcement stays so: no retries on 400/404.
    retry: false,
  });

export const useAnnouncement = (id: string) => useQuery(announcementQuery(id));
