import { type EventsPage, type TownEvent } from '@portmarin/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { eventKeys } from './keys';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
/** The visitors' home shows a handful; the agenda has the rest. */
export const WEEK_EVENTS_SHOWN = 5;

/** The upcoming events (Découvrir's order: soonest first) that start within seven days of `now`. */
export function eventsOfTheWeek(events: readonly TownEvent[], now: Date = new Date()): TownEvent[] {
  const end = now.getTime() + WEEK_MS;
  return events.filter((e) => !e.cancelled && new Date(e.startsAt).getTime() <= end).slice(0, WEEK_EVENTS_SHOWN);
}

/** Découvrir's first events, the public list visitors read; under 'events' so any change reloads it. */
export const weekEventsQuery = queryOptions({
  queryKey: [...eventKeys.all, 'week'] as const,
  queryFn: ({ signal }) => api<EventsPage>('/api/events?tab=discover&limit=20', { signal }),
  select: (page) => eventsOfTheWeek(page.events),
});

export const useWeekEvents = () => useQuery(weekEventsQuery);
