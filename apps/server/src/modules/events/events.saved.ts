import type { SavedPart } from '../../lib/app-module.ts';
import { isoTimestamp as iso } from '../../db/sql.ts';
import { notHidden, readerAt } from '../../db/visibility.ts';

type SavedEventRow = {
  id: string;
  title: string;
  startsAt: string;
  location: string;
  imageUrl: string | null;
  cancelled: boolean;
};

/** A saved event: its date, place and whether it was cancelled. */
export const eventsSaved: SavedPart = {
  kind: 'event',
  table: 'events',
  missing: 'EVENT_NOT_FOUND',
  readable: (e, reader, viewer, visibility) => notHidden('event', e, readerAt(reader, viewer, visibility)),
  tabs: { events: () => 'true' },
  async cards(sql, _reader, ids) {
    const { rows } = await sql.query<SavedEventRow>(
      `select e.id, e.title, ${iso('e.starts_at')} as "startsAt", e.location, e.image_url as "imageUrl",
         e.cancelled_at is not null as cancelled
       from events e where e.id = any($1::uuid[])`,
      [ids],
    );
    return new Map(rows.map((event) => [event.id, { event }]));
  },
};
