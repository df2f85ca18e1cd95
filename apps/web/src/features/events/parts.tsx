import { CalendarClock, CalendarDays, CalendarX, MapPin } from 'lucide-react';
import { paths } from '@/config/paths';
import { detailLine, fullDateTime } from '@/lib/format';
import { DetailLine, StatusBadge } from '@/components/item-details';
import type { FeatureParts } from '@/lib/web-feature';

/** What the events feature shows in other features' screens: its hub tile, its search section, how its notifications are shown and how its saved items are shown. */
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
  saved: [
    {
      kind: 'event',
      label: 'Événement',
      icon: CalendarDays,
      target: (item) => ({ id: item.event.id, title: item.event.title, path: paths.event(item.event.id) }),
      picture: (item) => item.event.imageUrl,
      Details: ({ item }) => (
        <>
          <DetailLine>
            <CalendarDays aria-hidden="true" className="size-4" />
            <time dateTime={item.event.startsAt}>{fullDateTime(item.event.startsAt)}</time>
            {item.event.cancelled && <StatusBadge>Annulé</StatusBadge>}
          </DetailLine>
          <DetailLine>
            <MapPin aria-hidden="true" className="size-4" />
            {item.event.location}
          </DetailLine>
        </>
      ),
    },
  ],
};
