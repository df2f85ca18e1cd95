import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { Sql } from '../../db/sql.ts';
import { AppError } from '../../lib/app-error.ts';
import { calendarText as icalendarText } from '../../lib/icalendar.ts';
import { eventPath, type CalendarEntry } from './events.service.ts';

export { ICS_CONTENT_TYPE } from '../../lib/icalendar.ts';

/** The events as VEVENTs (lib/icalendar): an event has no end time in the app, so no DTEND. */
export function calendarText(
  entries: CalendarEntry[],
  opts: { publicUrl: string; productName: string; name: string; host: string },
): string {
  return icalendarText(
    entries.map((e) => ({
      uid: `${e.id}@${opts.host}`,
      start: e.startsAt,
      summary: e.title,
      description: e.description,
      location: e.location,
      url: `${opts.publicUrl}${eventPath(e.id)}`,
      category: e.category,
      cancelled: e.cancelled,
      created: e.createdAt,
      lastModified: e.updatedAt,
    })),
    { productName: opts.productName, product: 'Evenements', name: opts.name },
  );
}

// ---------------------------------------------------------------- private feeds

/** 256 random bits per reset; the token itself never touches the database. */
const NONCE_BYTES = 32;

const tokenOf = (secret: string, userId: string, nonce: string): string =>
  createHmac('sha256', secret).update(`calendar-feed:${userId}:${nonce}`).digest('base64url');

const hashOf = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * A resident's feed token: derived from the server secret and the row's random nonce (so the URL
 * can be shown to them again, and the database alone cannot rebuild it); found by its SHA-256.
 * Made on first ask; `reset` draws a new nonce, after which the old token matches nothing.
 */
export async function feedToken(sql: Sql, secret: string, userId: string, reset: boolean): Promise<string> {
  const nonce = randomBytes(NONCE_BYTES).toString('base64url');
  // On first ask two tabs may race: the first row stays and both read it back. The CTE's own row
  // comes first (the statement's snapshot still holds the old one after a reset).
  const { rows } = await sql.query<{ nonce: string }>(
    `with written as (
       insert into calendar_feeds (user_id, nonce, token_hash) values ($1, $2, $3)
       on conflict (user_id) do ${reset ? 'update set nonce = excluded.nonce, token_hash = excluded.token_hash, created_at = now()' : 'nothing'}
       returning nonce
     )
     select nonce from (select nonce, 0 as rank from written
       union all select nonce, 1 from calendar_feeds where user_id = $1) found
     order by rank limit 1`,
    [userId, nonce, hashOf(tokenOf(secret, userId, nonce))],
  );
  // A row another tab committed while this statement ran is outside its snapshot: read it now.
  const found =
    rows[0] ??
    (await sql.query<{ nonce: string }>('select nonce from calendar_feeds where user_id = $1', [userId])).rows[0];
  if (!found) throw new AppError('CALENDAR_FEED_NOT_FOUND');
  return tokenOf(secret, userId, found.nonce);
}

/** The resident a feed token belongs to; 404 for an unknown or revoked one. */
export async function feedOwner(sql: Sql, token: string): Promise<string> {
  const { rows } = await sql.query<{ user_id: string }>('select user_id from calendar_feeds where token_hash = $1', [
    hashOf(token),
  ]);
  if (!rows[0]) throw new AppError('CALENDAR_FEED_NOT_FOUND');
  return rows[0].user_id;
}
