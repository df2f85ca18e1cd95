import { CalendarClock, CalendarDays, CalendarX } from 'lucide-react';
import { paths } from '@/config/paths';
import { detailLine, fullDateTime } from '@/lib/format';
import type { FeatureParts } from '@/lib/web-feature';

/** What the events feature shows in other features' screens: its hub tile, its search section and how its notifications are shown. */
export const parts: FeatureParts = {
  hub: () => [{ label: 'Événements', description: 'Ce qui se passe en ville', to: paths.events, icon: CalendarDays }],
  search: [
    {
      kind: 'events',
      title: 'Événements',
      rows: {
        icon: CalendarDays,
        of: (found) =>
          found.map((e) => ({
            id: e.id,
            to: paths.event(e.id),
            label: e.title,
            detail: detailLine(e.cancelled && 'Annulé', fullDateTime(e.startsAt), e.location),
          })),
      },
    },
  ],
  notifications: {
    event_joined: { icon: CalendarDays },
    event_updated: { icon: CalendarDays },
    event_cancelled: { icon: CalendarX },
    event_reminder: { icon: CalendarClock },
  },
};
