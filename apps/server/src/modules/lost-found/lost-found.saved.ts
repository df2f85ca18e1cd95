import type { SavedLostFound } from '@portmarin/shared';
import type { SavedPart } from '../../lib/app-module.ts';
import { notHidden, readerAt } from '../../db/visibility.ts';
import { LOST_FOUND_HIDDEN_KIND } from './lost-found.service.ts';

/** A saved found object: where and when it was found, and whether it went back to its owner. */
export const lostFoundSaved: SavedPart = {
  kind: 'lost-found',
  table: 'lost_found_objects',
  missing: 'LOST_FOUND_NOT_FOUND',
  readable: (o, reader, viewer, visibility) =>
    notHidden(LOST_FOUND_HIDDEN_KIND, o, readerAt(reader, viewer, visibility)),
  async cards(sql, _reader, ids) {
    const { rows } = await sql.query<SavedLostFound>(
      `select o.id, o.title, o.found_place as "foundPlace", o.found_on::text as "foundOn", o.image_url as "imageUrl",
         o.returned_at is not null as returned
       from lost_found_objects o where o.id = any($1::uuid[])`,
      [ids],
    );
    return new Map(rows.map((lostFound) => [lostFound.id, { lostFound }]));
  },
};
