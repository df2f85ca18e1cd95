import type { Post, Role, SavedIds, SavedItem, SavedKind, SavedPage, SavedQuery, SavedTab } from '@portmarin/shared';
import { decodeCursor, pageOf } from '../../db/paging.ts';
import { feedChanged, postColumns, readablePost, toPost, type PostRow } from '../posts/index.ts';
import { savedLostFound } from '../lost-found/index.ts';
import { isoTimestamp as iso, type Sql } from '../../db/sql.ts';
import { notHidden, readerAt } from '../../db/visibility.ts';
import { AppError } from '../../lib/app-error.ts';
import { isForeignKeyViolation } from '../../lib/pg-errors.ts';
import { uploadUrl } from '../../plugins/uploads.ts';

/** The signed-in resident whose bookmarks these are. */
export type Resident = { id: string; role: Role };

/** Each kind: its key column in saved_items, its table and alias, and the 404 of a target not readable. */
const TARGETS = {
  post: { column: 'post_id', table: 'posts', alias: 'p', missing: 'POST_NOT_FOUND' },
  event: { column: 'event_id', table: 'events', alias: 'e', missing: 'EVENT_NOT_FOUND' },
  listing: { column: 'listing_id', table: 'marketplace_listings', alias: 'ml', missing: 'LISTING_NOT_FOUND' },
  'business-page': {
    column: 'business_page_id',
    table: 'business_pages',
    alias: 'bp',
    missing: 'BUSINESS_PAGE_NOT_FOUND',
  },
  'lost-found': { column: 'lost_found_id', table: 'lost_found_objects', alias: 'lf', missing: 'LOST_FOUND_NOT_FOUND' },
} as const satisfies Record<SavedKind, { column: string; table: string; alias: string; missing: string }>;

/**
 * The SQL condition "the target row (under its kind's alias) is readable by the resident at `viewer`":
 * a post as its link reads it (a private group's posts to members only), and nothing a moderator
 * hid (but to its author or owner and the moderators), as `db/visibility.ts` says for every kind.
 */
function readable(kind: SavedKind, reader: Resident, viewer: string): string {
  const who = readerAt(reader, viewer);
  switch (kind) {
    case 'post':
      return `${readablePost('p', viewer)} and ${notHidden('post', 'p', who)}`;
    case 'event':
      return notHidden('event', 'e', who);
    case 'listing':
      return notHidden('listing', 'ml', who);
    case 'business-page':
      return notHidden('business-page', 'bp', who);
    case 'lost-found':
      return notHidden('lost-found', 'lf', who);
  }
}

/** Saves a target the resident may read (again: nothing changes); 404 for one they may not. */
export async function saveItem(sql: Sql, reader: Resident, kind: SavedKind, id: string): Promise<void> {
  const { column, table, alias, missing } = TARGETS[kind];
  try {
    // One statement: the target is checked and the bookmark written from the same snapshot.
    const { rows } = await sql.query<{ found: boolean }>(
      `with target as (select ${alias}.id from ${table} ${alias} where ${alias}.id = $2 and ${readable(kind, reader, '$1')}),
       saved as (
         insert into saved_items (user_id, ${column}) select $1, id from target
         on conflict (user_id, ${column}) where ${column} is not null do nothing
       )
       select exists(select 1 from target) as found`,
      [reader.id, id],
    );
    if (!rows[0]?.found) throw new AppError(missing);
  } catch (error) {
    // Deleted between the check and the write: it does not exist any more.
    if (isForeignKeyViolation(error)) throw new AppError(missing);
    throw error;
  }
  // The feed keeps each reader's saves with its first page.
  if (kind === 'post') await feedChanged(sql);
}

/** Removes the resident's own bookmark, if any: nobody else's can be reached. */
export async function unsaveItem(sql: Sql, userId: string, kind: SavedKind, id: string): Promise<void> {
  const { column } = TARGETS[kind];
  const { rowCount } = await sql.query(`delete from saved_items where user_id = $1 and ${column} = $2`, [userId, id]);
  if (kind === 'post' && rowCount) await feedChanged(sql);
}

/** Which of these ids of one kind the resident saved (for cards whose read model does not say). */
export async function savedIds(sql: Sql, userId: string, kind: SavedKind, ids: string[]): Promise<SavedIds> {
  const { column } = TARGETS[kind];
  const { rows } = await sql.query<{ id: string }>(
    `select ${column} as id from saved_items where user_id = $1 and ${column} = any($2::uuid[])`,
    [userId, ids],
  );
  return { ids: rows.map((r) => r.id) };
}

const TAB_FILTERS: Record<SavedTab, string> = {
  all: 'true',
  posts: 's.post_id is not null',
  videos: 's.post_id is not null and p.video_url is not null',
  events: 's.event_id is not null',
};

/** The post's columns are null on a row of another kind; paging reads the bookmark's id (cursor_id). */
type SavedRow = Omit<Partial<PostRow>, 'id'> & {
  id: string | null;
  saved_id: string;
  cursor_id: string;
  cursor_at: string;
  saved_at: string;
  post_id: string | null;
  event_id: string | null;
  event_title: string | null;
  event_starts_at: string | null;
  event_location: string | null;
  event_image_url: string | null;
  event_cancelled: boolean | null;
  listing_id: string | null;
  listing_title: string | null;
  listing_price_cents: number | null;
  listing_price_period: 'unique' | 'mois' | 'nuit' | null;
  listing_photo: string | null;
  listing_status: 'active' | 'inactive' | 'sold' | null;
  page_id: string | null;
  page_name: string | null;
  page_category: string | null;
  page_cover_url: string | null;
  lost_found: Extract<SavedItem, { kind: 'lost-found' }>['lostFound'] | null;
};

function toItem(r: SavedRow): SavedItem {
  const savedAt = r.saved_at;
  if (r.post_id) return { kind: 'post', savedAt, post: toPost(r as unknown as PostRow) satisfies Post };
  if (r.event_id) {
    return {
      kind: 'event',
      savedAt,
      event: {
        id: r.event_id,
        title: r.event_title!,
        startsAt: r.event_starts_at!,
        location: r.event_location!,
        imageUrl: r.event_image_url,
        cancelled: r.event_cancelled!,
      },
    };
  }
  if (r.listing_id) {
    return {
      kind: 'listing',
      savedAt,
      listing: {
        id: r.listing_id,
        title: r.listing_title!,
        priceCents: r.listing_price_cents!,
        pricePeriod: r.listing_price_period!,
        imageUrl: r.listing_photo ? uploadUrl(r.listing_photo) : null,
        status: r.listing_status!,
      },
    };
  }
  if (r.lost_found) return { kind: 'lost-found', savedAt, lostFound: r.lost_found };
  return {
    kind: 'business-page',
    savedAt,
    businessPage: { id: r.page_id!, name: r.page_name!, category: r.page_category, coverUrl: r.page_cover_url },
  };
}

/**
 * The resident's saved items, newest saved first, keyset-paged on (saved time, bookmark id). Each
 * target is left-joined with its card's columns; a target they may no longer read is left out.
 */
export async function listSaved(sql: Sql, reader: Resident, query: SavedQuery): Promise<SavedPage> {
  const cursor = decodeCursor(query.cursor);
  const values: unknown[] = [reader.id, query.limit + 1];
  if (cursor) values.push(cursor.at, cursor.id);
  const readableTarget = (Object.keys(TARGETS) as SavedKind[])
    .map((kind) => `(s.${TARGETS[kind].column} is not null and ${readable(kind, reader, '$1')})`)
    .join(' or ');
  const { rows } = await sql.query<SavedRow>(
    `select ${postColumns('$1', 's.created_at')}, s.id as saved_id, s.id as cursor_id, ${iso('s.created_at')} as saved_at,
       s.post_id, s.event_id, e.title as event_title, ${iso('e.starts_at')} as event_starts_at,
       e.location as event_location, e.image_url as event_image_url, e.cancelled_at is not null as event_cancelled,
       s.listing_id, ml.title as listing_title, ml.price_cents as listing_price_cents,
       ml.price_period as listing_price_period, ml.status as listing_status,
       (select up.thumb_name from marketplace_listing_photos mp join uploads up on up.id = mp.upload_id
         where mp.listing_id = ml.id order by mp.position limit 1) as listing_photo,
       s.business_page_id as page_id, bp.name as page_name, bp.category as page_category, bp.cover_url as page_cover_url,
       ${savedLostFound('lf')} as lost_found
     from saved_items s
       left join posts p on p.id = s.post_id
       left join "user" u on u.id = p.user_id
       left join events e on e.id = s.event_id
       left join marketplace_listings ml on ml.id = s.listing_id
       left join business_pages bp on bp.id = s.business_page_id
       left join lost_found_objects lf on lf.id = s.lost_found_id
     where s.user_id = $1 and ${TAB_FILTERS[query.tab]} and (${readableTarget})
       ${cursor ? 'and (s.created_at, s.id) < ($3::timestamptz, $4::uuid)' : ''}
     order by s.created_at desc, s.id desc
     limit $2`,
    values,
  );
  const page = pageOf(rows as (SavedRow & { id: string })[], query.limit);
  return { items: page.rows.map(toItem), nextCursor: page.nextCursor };
}
