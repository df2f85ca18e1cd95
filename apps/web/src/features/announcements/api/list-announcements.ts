import type { AnnouncementsResponse } from '@portmarin/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { announcementKeys } from './keys';

/** The valid ones, pinned above the feed (the feed's page carries the first answer). */
export const currentAnnouncementsQuery = queryOptions({
  queryKey: announcementKeys.list('current'),
  queryFn: ({ signal }) => api<AnnouncementsResponse>('/api/announcements', { signal }),
});

/** The screen's list: current and upcoming, and for the mairie the ended and withdrawn ones. */
export const allAnnouncementsQuery = queryOptions({
  queryKey: announcementKeys.list('all'),
  queryFn: ({ signal }) => api<AnnouncementsResponse>('/api/announcements?scope=all', { signal }),
});

export const useCurrentAnnouncements = () => useQuery(currentAnnouncementsQuery);
export const useAllAnnouncements = () => useQuery(allAnnouncementsQuery);
