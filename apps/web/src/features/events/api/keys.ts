import type { EventCategory, EventTab } from '@portmarin/shared';
import type { QueryClient } from '@tanstack/react-query';

/** Every events query starts with 'events': one invalidation reloads the lists and the pages. */
export const eventKeys = {
  all: ['events'] as const,
  list: (tab: EventTab, category: EventCategory | null) => ['events', 'list', tab, category] as const,
  detail: (id: string) => ['events', 'detail', id] as const,
  calendar: ['events', 'calendar'] as const,
};

/** After a create, RSVP, edit or cancel: the lists and the event's page reload. */
export const refreshEvents = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: eventKeys.all });

export const eventUrl = (id: string) => `/api/events/${encodeURIComponent(id)}`;
