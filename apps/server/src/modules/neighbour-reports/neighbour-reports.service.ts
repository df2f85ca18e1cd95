import {
  NEIGHBOUR_REPORT_REOPEN_DAYS,
  NEIGHBOUR_REPORT_STATUS_LABELS,
  NEIGHBOUR_REPORT_TYPE_LABELS,
  SIMILAR_REPORTS_DAYS,
  SIMILAR_REPORTS_RADIUS_METRES,
  type CreateNeighbourReportInput,
  type FollowNeighbourReportResponse,
  type NeighbourReport,
  type NeighbourReportDetail,
  type NeighbourReportsPage,
  type NeighbourReportsQuery,
  type NeighbourReportStatus,
  type NeighbourReportType,
  type Role,
} from '@portmarin/shared';
import type pg from 'pg';
import type { z } from 'zod';
import { logModeration } from '../../db/moderation-log.ts';
import { decodeCursor, pageOf } from '../../db/paging.ts';
import { escapeLike, inTransaction, isoMicro, isoTimestamp as iso, type Sql } from '../../db/sql.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Notifier } from '../../plugins/notifications.ts';
import type { UploadClaim } from '../../plugins/uploads.ts';
import { canChangeStatus, canReopen, canSeeAuthor, canSeePhoto } from './neighbour-reports.policy.ts';
import { shownUsername } from '../../db/user-names.ts';

export type Viewer = { id: string; role: Role } | null;

/** The app page of a report: the notification's link. */
export const reportLink = (id: string) => `/neighbors-watch/${id}`;

/** Great-circle distance in metres between a report and ($lat, $long), placeholders given. */
export const distanceSql = (lat: string, long: string) =>
  `(6371000 * 2 * asin(sqrt(power(sin(radians(r.latitude - ${lat}) / 2), 2)
     + cos(radians(${lat})) * cos(radians(r.latitude)) * power(sin(radians(r.longitude - ${long}) / 2), 2))))`;

/** Select list of a report; `$1` is the viewer's id (or null). */
const REPORT_COLUMNS = `r.id, r.type, r.title, r.content, r.location_text, r.latitude, r.longitude, r.image_url, r.image_alt,
  r.status, r.status_note, r.user_id, r.anonymous, r.followers_count, r.comments_count,
  ${iso('r.created_at')} as created_at, ${iso('r.updated_at')} as updated_at, ${iso('r.resolved_at')} as resolved_at,
  ${isoMicro('r.created_at')} as cursor_at,
  r.status = 'resolu' and r.resolved_at > now() - interval '${NEIGHBOUR_REPORT_REOPEN_DAYS} days' as reopenable,
  exists(select 1 from neighbour_report_follows f where f.report_id = r.id and f.user_id = $1) as following,
  u.name as author_name, ${shownUsername('u')} as author_username, u.image as author_image`;

const REPORT_FROM = `neighbour_reports r left join "user" u on u.id = r.user_id`;

type ReportRow = {
  id: string;
  type: string;
  title: string;
  content: string;
  location_text: string | null;
  latitude: number | null;
  longitude: number | null;
  image_url: string | null;
  image_alt: string | null;
  status: string;
  status_note: string | null;
  user_id: string | null;
  anonymous: boolean;
  followers_count: number;
  comments_count: number;
  created_at: string;
  updated_at: string;
  resolved_at: string | null;
  cursor_at: string;
  reopenable: boolean;
  following: boolean;
  author_name: string | null;
  author_username: string | null;
  author_image: string | null;
};

/** A photo the app stores (`/uploads/…`), as opposed to an outside address an Open311 client gave. */
export const isStoredPhoto = (url: string | null): boolean => !!url && url.startsWith('/');

/**
 * Anonymous to residents and visitors; moderators learn who filed it only when the reporter gave
 * their name; the reporter always learns that it is theirs.
 */
function toReport(r: ReportRow, viewer: Viewer): NeighbourReport {
  const mine = !!viewer && r.user_id === viewer.id;
  return {
    id: r.id,
    type: r.type,
    title: r.title,
    content: r.content,
    locationText: r.location_text,
    latitude: r.latitude,
    longitude: r.longitude,
    imageUrl: isStoredPhoto(r.image_url) && !canSeePhoto(viewer, { userId: r.user_id }) ? null : r.image_url,
    imageAlt: isStoredPhoto(r.image_url) && !canSeePhoto(viewer, { userId: r.user_id }) ? null : r.image_alt,
    status: r.status,
    statusNote: r.status_note,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    resolvedAt: r.resolved_at,
    followersCount: r.followers_count,
    commentsCount: r.comments_count,
    following: r.following,
    mine,
    canReopen: mine && r.reopenable,
    anonymous: r.anonymous,
    author:
      canSeeAuthor(viewer, { anonymous: r.anonymous }) && r.user_id
        ? { id: r.user_id, name: r.author_name ?? '', username: r.author_username, image: r.author_image }
        : null,
  };
}

export async function listReports(
  sql: Sql,
  viewer: Viewer,
  query: NeighbourReportsQuery,
): Promise<NeighbourReportsPage> {
  const cursor = decodeCursor(query.cursor);
  const values: unknown[] = [viewer?.id ?? null, query.limit + 1];
  if (cursor) values.push(cursor.at, cursor.id);
  const { rows } = await sql.query<ReportRow>(
    `select ${REPORT_COLUMNS} from ${REPORT_FROM}
     ${cursor ? 'where (r.created_at, r.id) < ($3::timestamptz, $4::uuid)' : ''}
     order by r.created_at desc, r.id desc
     limit $2`,
    values,
  );
  const page = pageOf(rows, query.limit);
  return { reports: page.rows.map((r) => toReport(r, viewer)), nextCursor: page.nextCursor };
}

export async function getReport(sql: Sql, viewer: Viewer, id: string): Promise<NeighbourReportDetail> {
  const { rows } = await sql.query<ReportRow>(`select ${REPORT_COLUMNS} from ${REPORT_FROM} where r.id = $2`, [
    viewer?.id ?? null,
    id,
  ]);
  const row = rows[0];
  if (!row) throw new AppError('NEIGHBOUR_REPORT_NOT_FOUND');
  const history = await sql.query<{ id: string; status: string; note: string | null; created_at: string }>(
    `select id, status, note, ${iso('created_at')} as created_at from neighbour_report_updates
     where report_id = $1 order by created_at, id`,
    [id],
  );
  return {
    ...toReport(row, viewer),
    history: history.rows.map((h) => ({ id: h.id, status: h.status, note: h.note, createdAt: h.created_at })),
  };
}

/**
 * Open reports of the same type, recent, within a few hundred metres of the position or at the same
 * place (its text, accents and case aside): the resident follows one instead of filing it twice.
 */
export async function findSimilar(
  sql: Sql,
  viewer: Viewer,
  query: { type: NeighbourReportType; latitude?: number; longitude?: number; locationText?: string },
): Promise<NeighbourReport[]> {
  const values: unknown[] = [viewer?.id ?? null, query.type];
  const near: string[] = [];
  if (query.latitude !== undefined && query.longitude !== undefined) {
    values.push(query.latitude, query.longitude);
    near.push(
      `(r.latitude is not null and ${distanceSql('$3::float8', '$4::float8')} <= ${SIMILAR_REPORTS_RADIUS_METRES})`,
    );
  }
  const place = query.locationText?.trim().toLowerCase();
  if (place && place.length >= 3) {
    values.push(`%${escapeLike(place)}%`, place);
    const like = `$${values.length - 1}`;
    const exact = `$${values.length}`;
    near.push(`(r.location_text is not null and (
      public.immutable_unaccent(lower(r.location_text)) like public.immutable_unaccent(${like})
      or public.immutable_unaccent(${exact}) like '%' || public.immutable_unaccent(lower(r.location_text)) || '%'))`);
  }
  if (near.length === 0) return [];
  const { rows } = await sql.query<ReportRow>(
    `select ${REPORT_COLUMNS} from ${REPORT_FROM}
     where r.type = $2 and r.status <> 'resolu' and r.created_at > now() - interval '${SIMILAR_REPORTS_DAYS} days'
       and (${near.join(' or ')})
     order by r.followers_count desc, r.created_at desc
     limit 5`,
    values,
  );
  return rows.map((r) => toReport(r, viewer));
}

export type NewReport = {
  userId: string | null;
  /** Filed anonymously: the reporter is kept for their own screens, export and notifications only. */
  anonymous: boolean;
  type: NeighbourReportType;
  title: string | null;
  content: string;
  locationText: string | null;
  latitude: number | null;
  longitude: number | null;
  uploadId?: string | null;
  imageAlt?: string;
  /** An outside image (Open311 media_url). */
  imageUrl?: string | null;
};

/** Stores a report with its first history line ('Nouveau'); the title defaults to the type's label. */
export async function insertReport(pool: pg.Pool, uploads: UploadClaim, input: NewReport): Promise<string> {
  return inTransaction(pool, async (client) => {
    const imageUrl =
      input.uploadId && input.userId
        ? (await uploads.claim(client, input.userId, input.uploadId, ['post'])).url
        : (input.imageUrl ?? null);
    const { rows } = await client.query<{ id: string }>(
      `insert into neighbour_reports (user_id, type, title, content, location_text, latitude, longitude, image_upload_id, image_url, image_alt, anonymous)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning id`,
      [
        input.userId,
        input.type,
        input.title ?? NEIGHBOUR_REPORT_TYPE_LABELS[input.type],
        input.content,
        input.locationText,
        input.latitude,
        input.longitude,
        input.userId ? (input.uploadId ?? null) : null,
        imageUrl,
        imageUrl ? input.imageAlt || null : null,
        input.anonymous,
      ],
    );
    const id = rows[0]!.id;
    // The first line's author is the reporter: left blank when they filed anonymously.
    await client.query(
      `insert into neighbour_report_updates (report_id, status, changed_by) values ($1, 'nouveau', $2)`,
      [id, input.anonymous ? null : input.userId],
    );
    return id;
  });
}

export async function createReport(
  pool: pg.Pool,
  uploads: UploadClaim,
  viewer: NonNullable<Viewer>,
  input: z.output<typeof CreateNeighbourReportInput>,
): Promise<NeighbourReportDetail> {
  const id = await insertReport(pool, uploads, {
    userId: viewer.id,
    anonymous: input.anonymous,
    type: input.type,
    title: input.title,
    content: input.content,
    locationText: input.locationText,
    latitude: input.latitude,
    longitude: input.longitude,
    uploadId: input.uploadId,
    ...(input.imageAlt ? { imageAlt: input.imageAlt } : {}),
  });
  return getReport(pool, viewer, id);
}

/** "Moi aussi": idempotent both ways; the count moves with the row, in one transaction. */
export async function setFollow(
  pool: pg.Pool,
  userId: string,
  reportId: string,
  follow: boolean,
): Promise<FollowNeighbourReportResponse> {
  return inTransaction(pool, async (client) => {
    const exists = await client.query('select 1 from neighbour_reports where id = $1', [reportId]);
    if (exists.rowCount === 0) throw new AppError('NEIGHBOUR_REPORT_NOT_FOUND');
    const changed = follow
      ? await client.query(
          `insert into neighbour_report_follows (report_id, user_id) values ($1, $2) on conflict do nothing`,
          [reportId, userId],
        )
      : await client.query(`delete from neighbour_report_follows where report_id = $1 and user_id = $2`, [
          reportId,
          userId,
        ]);
    const delta = changed.rowCount ? (follow ? 1 : -1) : 0;
    const { rows } = await client.query<{ followers_count: number }>(
      `update neighbour_reports set followers_count = followers_count + $2 where id = $1 returning followers_count`,
      [reportId, delta],
    );
    return { following: follow, followersCount: rows[0]!.followers_count };
  });
}

type StatusChange = { reportId: string; status: NeighbourReportStatus; note: string | null; notify: string[] };

/** Who hears of a change: the followers and the reporter, the one who made it aside. */
async function audience(client: Sql, reportId: string, reporterId: string | null, actorId: string): Promise<string[]> {
  const { rows } = await client.query<{ user_id: string }>(
    'select user_id from neighbour_report_follows where report_id = $1',
    [reportId],
  );
  const ids = new Set(rows.map((r) => r.user_id));
  if (reporterId) ids.add(reporterId);
  ids.delete(actorId);
  return [...ids];
}

async function applyStatus(
  client: pg.PoolClient,
  reportId: string,
  status: NeighbourReportStatus,
  note: string | null,
  /** Null for an anonymous reporter reopening their own report. */
  actorId: string | null,
): Promise<void> {
  await client.query(
    `update neighbour_reports set status = $2, status_note = $3, updated_at = now(),
       resolved_at = case when $2 = 'resolu' then now() else null end
     where id = $1`,
    [reportId, status, note],
  );
  await client.query(
    `insert into neighbour_report_updates (report_id, status, note, changed_by) values ($1, $2, $3, $4)`,
    [reportId, status, note, actorId],
  );
}

/** A moderator's (or admin's) change, logged with it; returns who to notify once committed. */
export async function changeStatus(
  pool: pg.Pool,
  actor: NonNullable<Viewer>,
  reportId: string,
  status: NeighbourReportStatus,
  note: string | null,
): Promise<StatusChange> {
  if (!canChangeStatus(actor)) throw new AppError('MODERATORS_ONLY');
  return inTransaction(pool, async (client) => {
    const { rows } = await client.query<{ user_id: string | null; anonymous: boolean; status: string }>(
      'select user_id, anonymous, status from neighbour_reports where id = $1 for update',
      [reportId],
    );
    const report = rows[0];
    if (!report) throw new AppError('NEIGHBOUR_REPORT_NOT_FOUND');
    await applyStatus(client, reportId, status, note, actor.id);
    await logModeration(client, {
      moderatorId: actor.id,
      action: 'neighbour_report.status',
      targetType: 'neighbour_report',
      targetId: reportId,
      // The log names the reporter only when they gave their name.
      targetUserId: report.anonymous ? null : report.user_id,
      reason: note ?? `Statut : ${NEIGHBOUR_REPORT_STATUS_LABELS[status]}`,
      details: { from: report.status, to: status },
    });
    return { reportId, status, note, notify: await audience(client, reportId, report.user_id, actor.id) };
  });
}

/** The reporter reopens a resolved report within 30 days of its resolution; its followers hear of it. */
export async function reopenReport(
  pool: pg.Pool,
  actor: NonNullable<Viewer>,
  reportId: string,
  note: string | null,
): Promise<StatusChange> {
  return inTransaction(pool, async (client) => {
    const { rows } = await client.query<{
      user_id: string | null;
      anonymous: boolean;
      status: string;
      within: boolean;
    }>(
      `select user_id, anonymous, status,
         resolved_at > now() - interval '${NEIGHBOUR_REPORT_REOPEN_DAYS} days' as within
       from neighbour_reports where id = $1 for update`,
      [reportId],
    );
    const report = rows[0];
    if (!report) throw new AppError('NEIGHBOUR_REPORT_NOT_FOUND');
    const verdict = canReopen(actor, { userId: report.user_id, status: report.status, withinWindow: report.within });
    if (verdict !== 'ok') throw new AppError(verdict);
    await applyStatus(client, reportId, 'nouveau', note, report.anonymous ? null : actor.id);
    return { reportId, status: 'nouveau', note, notify: await audience(client, reportId, report.user_id, actor.id) };
  });
}

/** Sent after the change is committed: the new status's label and the note, linked to the report. */
export async function notifyStatusChange(notifier: Notifier, change: StatusChange): Promise<void> {
  const label = NEIGHBOUR_REPORT_STATUS_LABELS[change.status];
  const content = change.note ? `${label} : ${change.note}` : label;
  for (const userId of change.notify) {
    await notifier.notify({
      userId,
      actorId: null,
      type: 'neighbour_report_status',
      content,
      link: reportLink(change.reportId),
    });
  }
}
