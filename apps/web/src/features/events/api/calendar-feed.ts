import type { CalendarFeed } from '@portmarin/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { eventKeys } from './keys';

/** The resident's private feed URL (made on first ask) and the town's public one. */
export const calendarFeedQuery = queryOptions({
  queryKey: eventKeys.calendar,
  queryFn: ({ signal }) => api<CalendarFeed>('/api/events/calendar', { signal }),
});

export const useCalendarFeed = (enabled: boolean) => useQuery({ ...calendarFeedQuery, enabled });

/** 'Réinitialiser le lien': the old URL stops working at once. */
export function useResetCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<CalendarFeed>('/api/events/calendar/reset', { method: 'POST' }),
    onSuccess: (feed) => queryClient.setQueryData(eventKeys.calendar, feed),
  });
}
