import {
  ALERT_CATEGORY,
  type Announcement,
  type AnnouncementCategory,
  type AnnouncementInput,
  type AnnouncementStatus,
  type AnnouncementsQuery,
  type ANNOUNCEMENT_OPEN_SOURCES,
  type TownConfig,
} from '@portmarin/shared';
import type pg from 'pg';
import type { z } from 'zod';
import { logModeration } from '../../db/moderation-log.ts';
import { inTransaction, isoTimestamp as iso, type Sql } from '../../db/sql.ts';
import { AppError } from '../../lib/app-error.ts';
import { TOWN_TIME_ZONE } from '../../lib/town-time.ts';
import { resultsChanged } from '../../plugins/shared-results.ts';
import { replacePhoto, type UploadClaim } from '../../plugins/uploads.ts';

const TZ = `'${TOWN_TIME_ZONE}'`;

/** The reader as the announcements see them: whether they hold the mairie right, and who they are. */
export type Reader = { id: string; mairie: boolean } | null;

export type AnnouncementInputValue = z.output<typeof AnnouncementInput>;
type OpenSource = (typeof ANNOUNCEMENT_OPEN_SOURCES)[number];

/** An announcement's page: where the push, the feed and the feeds link to. */
export const announcementPath = (id: string): string => `/annonces/${id}`;

/**
 * The shared results (plugins/shared-results.ts) holding what everyone reads of the announcements
 * (the feed page's): a publication, an edit or a withdrawal invalidates them, once committed.
 */
export const ANNOUNCEMENTS_TOPIC = 'announcements';

/** "Valid now", for the row `a`. */
const CURRENT = 'a.withdrawn_at is null and a.starts_at <= now() and a.ends_at > now()';

/**
 * Alerte first, then the pinned ones, then the others, each by start, the latest first (the one
 * that just began is news); of two starting the same minute, the one published last.
 */
const ORDER = `(a.category = 'Alerte') desc, a.pinned desc, a.starts_at desc, a.created_at desc, a.id`;

const COLUMNS = `a.id, a.category, a.title, a.text, a.location, a.image_url,
  ${iso('a.starts_at')} as starts_at, ${iso('a.ends_at')} as ends_at,
  to_char(a.starts_at at time zone ${TZ}, 'YYYY-MM-DD"T"HH24:MI') as starts_at_local,
  to_char(a.ends_at at time zone ${TZ}, 'YYYY-MM-DD"T"HH24:MI') as ends_at_local,
  case when a.withdrawn_at is not null then 'withdrawn'
       when a.ends_at <= now() then 'ended'
       when a.starts_at > now() then 'upcoming'
       else 'current' end as status, a.pinned,
  ${iso('a.created_at')} as created_at, ${iso('a.updated_at')} as updated_at,
  ${iso('a.push_sent_at')} as push_sent_at, a.push_devices, a.push_failed`;

/** The opens of `a`, read only for the mairie. */
const REACH_COLUMNS = `,
  (select count(*)::int from announcement_opens o where o.announcement_id = a.id) as opened,
  (select count(*)::int from announcement_opens o where o.announcement_id = a.id and o.source = 'push') as opened_from_push`;

type AnnouncementRow = {
  id: string;
  category: AnnouncementCategory;
  title: string;
  text: string;
  location: string;
  image_url: string | null;
  starts_at: string;
  ends_at: string;
  starts_at_local: string;
  ends_at_local: string;
  status: AnnouncementStatus;
  pinned: boolean;
  created_at: string;
  updated_at: string;
  push_sent_at: string | null;
  push_devices: number;
  push_failed: number;
  opened?: number;
  opened_from_push?: number;
};

function toAnnouncement(r: AnnouncementRow, reader: Reader, publisher: string): Announcement {
  const mairie = reader?.mairie === true;
  return {
    id: r.id,
    publisher,
    category: r.category,
    title: r.title,
    text: r.text,
    location: r.location,
    imageUrl: r.image_url,
    startsAt: r.starts_at,
    endsAt: r.ends_at,
    startsAtLocal: r.starts_at_local,
    endsAtLocal: r.ends_at_local,
    status: r.status,
    pinned: r.pinned,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    canEdit: mairie,
    reach: mairie
      ? {
          sentAt: r.push_sent_at,
          devices: r.push_devices,
          failed: r.push_failed,
          opened: r.opened ?? 0,
          openedFromPush: r.opened_from_push ?? 0,
        }
      : null,
  };
}

/** « Mairie de Port-Marin »: the town hall signs every announcement, as the town file names it. */
export const publisherOf = (town: Pick<TownConfig, 'townHall'>): string => town.townHall.name;

/**
 * current: those valid now, for the feed's pinned slot. all: the screen's list, current and
 * upcoming for everyone, and for the mairie also the ended and withdrawn ones (the latest 100).
 */
export async function listAnnouncements(
  sql: Sql,
  reader: Reader,
  publisher: string,
  scope: NonNullable<AnnouncementsQuery['scope']>,
): Promise<Announcement[]> {
  const mairie = reader?.mairie === true;
  const where = scope === 'current' ? CURRENT : mairie ? 'true' : 'a.withdrawn_at is null and a.ends_at > now()';
  const { rows } = await sql.query<AnnouncementRow>(
    `select ${COLUMNS}${mairie ? REACH_COLUMNS : ''} from announcements a where ${where}
     order by (a.withdrawn_at is null and a.ends_at > now()) desc, ${ORDER} limit 100`,
  );
  return rows.map((r) => toAnnouncement(r, reader, publisher));
}

/** One announcement; a withdrawn one is the mairie's only (404 for everyone else). */
export async function getAnnouncement(sql: Sql, reader: Reader, publisher: string, id: string): Promise<Announcement> {
  const mairie = reader?.mairie === true;
  const { rows } = await sql.query<AnnouncementRow>(
    `select ${COLUMNS}${mairie ? REACH_COLUMNS : ''} from announcements a
     where a.id = $1 ${mairie ? '' : 'and a.withdrawn_at is null'}`,
    [id],
  );
  if (!rows[0]) throw new AppError('ANNOUNCEMENT_NOT_FOUND');
  return toAnnouncement(rows[0], reader, publisher);
}

/** The form's town-clock moments as instants; an end already past is refused. */
async function validityOf(sql: Sql, input: AnnouncementInputValue): Promise<{ startsAt: string; endsAt: string }> {
  const { rows } = await sql.query<{ starts_at: string; ends_at: string; ended: boolean }>(
    `select ($1::timestamp at time zone ${TZ})::text as starts_at, ($2::timestamp at time zone ${TZ})::text as ends_at,
       ($2::timestamp at time zone ${TZ}) <= now() as ended`,
    [input.startsAt, input.endsAt],
  );
  const row = rows[0]!;
  if (row.ended) throw new AppError('ANNOUNCEMENT_ENDED');
  return { startsAt: row.starts_at, endsAt: row.ends_at };
}

/** An Alerte is always pinned, whatever is sent (decision 0084). */
export const isAlert = (category: AnnouncementCategory): boolean => category === ALERT_CATEGORY;

/** Publishes an announcement for the town hall; the push is the caller's, once this is committed. */
export async function createAnnouncement(
  pool: pg.Pool,
  uploads: UploadClaim,
  actorId: string,
  input: AnnouncementInputValue,
): Promise<string> {
  const id = await inTransaction(pool, async (client) => {
    const { startsAt, endsAt } = await validityOf(client, input);
    const imageUrl = input.uploadId ? (await uploads.claim(client, actorId, input.uploadId, ['post'])).url : null;
    const { rows } = await client.query<{ id: string }>(
      `insert into announcements (category, title, text, location, image_upload_id, image_url, starts_at, ends_at, updated_by, pinned)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id`,
      [
        input.category,
        input.title,
        input.text,
        input.location,
        input.uploadId ?? null,
        imageUrl,
        startsAt,
        endsAt,
        actorId,
        isAlert(input.category) || input.pinned === true,
      ],
    );
    const id = rows[0]!.id;
    await logModeration(client, {
      moderatorId: actorId,
      action: 'announcement.publish',
      targetType: 'announcement',
      targetId: id,
      reason: `Annonce publiée (${input.category}) : ${input.title}`,
    });
    return id;
  });
  await resultsChanged(pool, [ANNOUNCEMENTS_TOPIC]);
  return id;
}

/**
 * Edits every field; `uploadId` absent keeps the photo, null removes it, an id replaces it;
 * `pinned` absent keeps it, and an Alerte is pinned whatever is sent. A
 * withdrawn announcement stays withdrawn. Not pushed again: residents were told once.
 */
export async function updateAnnouncement(
  pool: pg.Pool,
  uploads: UploadClaim,
  actorId: string,
  id: string,
  input: AnnouncementInputValue,
): Promise<{ removedUploadId: string | null }> {
  const updated = await inTransaction(pool, async (client) => {
    const { rows: before } = await client.query<{ image_upload_id: string | null }>(
      'select image_upload_id from announcements where id = $1 for no key update',
      [id],
    );
    if (!before[0]) throw new AppError('ANNOUNCEMENT_NOT_FOUND');
    const { startsAt, endsAt } = await validityOf(client, input);
    const photo = await replacePhoto(client, uploads, actorId, before[0].image_upload_id, input.uploadId);
    await client.query(
      `update announcements set category = $2, title = $3, text = $4, location = $5, starts_at = $6, ends_at = $7,
         image_upload_id = case when $8 then $9::uuid else image_upload_id end,
         image_url = case when $8 then $10 else image_url end,
         updated_by = $11, updated_at = now(),
         pinned = $12 or coalesce($13, pinned)
       where id = $1`,
      [
        id,
        input.category,
        input.title,
        input.text,
        input.location,
        startsAt,
        endsAt,
        photo.changed,
        photo.id,
        photo.url,
        actorId,
        isAlert(input.category),
        input.pinned ?? null,
      ],
    );
    await logModeration(client, {
      moderatorId: actorId,
      action: 'announcement.update',
      targetType: 'announcement',
      targetId: id,
      reason: `Annonce modifiée : ${input.title}`,
    });
    return { removedUploadId: photo.removedUploadId };
  });
  await resultsChanged(pool, [ANNOUNCEMENTS_TOPIC]);
  return updated;
}

/** Takes an announcement down for everyone but the mairie; kept with its reach for the record. */
export async function withdrawAnnouncement(pool: pg.Pool, actorId: string, id: string): Promise<void> {
  await inTransaction(pool, async (client) => {
    const { rows } = await client.query<{ title: string }>(
      `update announcements set withdrawn_at = coalesce(withdrawn_at, now()), updated_by = $2, updated_at = now()
       where id = $1 returning title`,
      [id, actorId],
    );
    if (!rows[0]) throw new AppError('ANNOUNCEMENT_NOT_FOUND');
    await logModeration(client, {
      moderatorId: actorId,
      action: 'announcement.withdraw',
      targetType: 'announcement',
      targetId: id,
      reason: `Annonce retirée : ${rows[0].title}`,
    });
  });
  await resultsChanged(pool, [ANNOUNCEMENTS_TOPIC]);
}

/**
 * A resident opened the announcement's page: counted once per resident, the first source kept
 * (decision 0079). Withdrawn ones are not found.
 */
export async function recordOpen(sql: Sql, userId: string, id: string, source: OpenSource): Promise<void> {
  const { rowCount } = await sql.query(
    `insert into announcement_opens (announcement_id, user_id, source)
     select a.id, $2, $3 from announcements a where a.id = $1 and a.withdrawn_at is null
     on conflict do nothing`,
    [id, userId, source],
  );
  if (rowCount === 0) {
    const { rowCount: exists } = await sql.query('select 1 from announcements where id = $1 and withdrawn_at is null', [
      id,
    ]);
    if (!exists) throw new AppError('ANNOUNCEMENT_NOT_FOUND');
  }
}

/** What one send did, stored once it is done: the mairie reads it beside the announcement. */
export async function recordDelivery(sql: Sql, id: string, report: { devices: number; failed: number }): Promise<void> {
  await sql.query('update announcements set push_sent_at = now(), push_devices = $2, push_failed = $3 where id = $1', [
    id,
    report.devices,
    report.failed,
  ]);
}

/** Every account but the publisher's: who the town hall's notification goes to. */
export async function residentIds(sql: Sql, exceptId: string): Promise<string[]> {
  const { rows } = await sql.query<{ id: string }>('select id from "user" where id <> $1', [exceptId]);
  return rows.map((r) => r.id);
}

/** What the Atom and iCalendar feeds write of an announcement. */
export type FeedEntry = {
  id: string;
  category: AnnouncementCategory;
  title: string;
  text: string;
  location: string;
  startsAt: Date;
  endsAt: Date;
  createdAt: Date;
  updatedAt: Date;
};

/**
 * The feeds' announcements: not withdrawn, current, upcoming and the last 30 days' ended ones (a
 * feed reader keeps what it read), the latest published first, at most 50.
 */
export async function feedEntries(sql: Sql): Promise<FeedEntry[]> {
  const { rows } = await sql.query<{
    id: string;
    category: AnnouncementCategory;
    title: string;
    text: string;
    location: string;
    starts_at: Date;
    ends_at: Date;
    created_at: Date;
    updated_at: Date;
  }>(
    `select id, category, title, text, location, starts_at, ends_at, created_at, updated_at
     from announcements a
     where a.withdrawn_at is null and a.ends_at > now() - interval '30 days'
     order by a.created_at desc, a.id limit 50`,
  );
  return rows.map((r) => ({
    id: r.id,
    category: r.category,
    title: r.title,
    text: r.text,
    location: r.location,
    startsAt: r.starts_at,
    endsAt: r.ends_at,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  }));
}
