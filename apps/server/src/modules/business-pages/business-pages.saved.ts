import type { SavedCard, SavedPart } from '../../lib/app-module.ts';
import { notHidden, readerAt } from '../../db/visibility.ts';

/** A saved business page: its name, category and cover. */
export const businessPagesSaved: SavedPart = {
  kind: 'business-page',
  table: 'business_pages',
  missing: 'BUSINESS_PAGE_NOT_FOUND',
  readable: (bp, reader, viewer, visibility) => notHidden('business-page', bp, readerAt(reader, viewer, visibility)),
  async cards(sql, _reader, ids) {
    const { rows } = await sql.query<SavedCard<'business-page'>['businessPage']>(
      `select bp.id, bp.name, bp.category, bp.cover_url as "coverUrl" from business_pages bp where bp.id = any($1::uuid[])`,
      [ids],
    );
    return new Map(rows.map((businessPage) => [businessPage.id, { businessPage }]));
  },
};
