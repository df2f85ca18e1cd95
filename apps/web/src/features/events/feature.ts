import { paths } from '@/config/paths';
import { screen, type WebFeature } from '@/lib/web-feature';

/**
 * The events feature's description of itself, listed in features/index.ts (which imports this file,
 * not the index: the index's other exports would join the first screen's code).
 */
export const eventsFeature: WebFeature = {
  name: 'events',
  hubPosition: 60,
  routes: () => [
    { path: paths.events, lazy: screen(() => import('./components/events-page'), 'EventsPage') },
    // paths.event with the id as a route parameter: '/event/:id'.
    { path: `${paths.event('')}:id`, lazy: screen(() => import('./components/event-page'), 'EventPage') },
  ],
  parts: () => import('./parts').then((m) => m.parts),
  visitorHome: { position: 2, load: () => import('./components/week-events-section').then((m) => m.WeekEventsSection) },
};
