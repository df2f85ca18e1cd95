import type { EventCategory, EventsPage, EventTab } from '@portmarin/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { eventKeys } from './keys';

/** One tab's events (Découvrir, Mes événements, Participations), optionally one category, by cursor. */
export const eventsQuery = (tab: EventTab, category: EventCategory | null) =>
  infiniteQueryOptions({
    queryKey: eventKeys.list(tab, category),
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ tab });
      if (category) params.set('category', category);
      if (pageParam) params.set('cursor', pageParam);
      return api<EventsPage>(`/api/events?${params.toString()}`, { signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const useEvents = (tab: EventTab, category: EventCategory | null, enabled = true) =>
  useInfiniteQuery({ ...eventsQuery(tab, category), enabled });
