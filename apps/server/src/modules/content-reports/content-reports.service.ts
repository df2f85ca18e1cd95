import {
  REPORT_OUTCOME_HIDDEN,
  REPORT_OUTCOME_KEPT,
  REPORT_REASON_LABELS,
  REPORT_TARGET_LABELS,
  type ContentAction,
  type ContentReportReceipt,
  type CreateContentReportInput,
  type ModerateContentResponse,
  type ModerationLogPage,
  type ModerationPageQuery,
  type ModerationQueueItem,
  type ModerationQueuePage,
  type ReportReason,
  type ReportTargetType,
  type SanctionResponse,
  type Role,
} from '@portmarin/shared';
import type pg from 'pg';
import { logModeration } from '../../db/moderation-log.ts';
import { decodeCursor, pageOf } from '../../db/paging.ts';
import { inTransaction, isoMicro, isoTimestamp as iso, type Sql } from '../../db/sql.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AfterModeration } from '../../lib/app-module.ts';
import type { Notifier } from '../../plugins/notifications.ts';
import { describeTargets, type ReportTargets } from './content-reports.targets.ts';
import { canSanction, type Actor } from './content-reports.policy.ts';
import { shownUsername } from '../../db/user-names.ts';

const COMMUNITY_STANDARDS = '/legal/community-standards';

// ------------------------------------------------------------------ reporting

type Report = {
  targetType: ReportTargetType;
  targetId: string;
  reason: ReportReason;
  details: string | null;
};

/**
 * Files a resident's report on content they can see, not their own; one open report per resident
 * per content (the partial unique index decides between two at once). Returns the receipt and
 * where the acknowledgement should point.
 */
export async function createReport(
  sql: Sql,
  targets: ReportTargets,
  reporterId: string,
  input: Report,
): Promise<{ receipt: ContentReportReceipt; link: string | null }> {
  const target = (await describeTargets(sql, targets, input.targetType, [input.targetId], reporterId)).get(
    input.targetId,
  );
  if (!target || !target.readable) throw new AppError('CONTENT_NOT_FOUND');
  if (target.author_id === reporterId) throw new AppError('REPORT_OWN_CONTENT');
  const { rows } = await sql.query<{ id: string; created_at: string }>(
    `insert into content_reports (reporter_id, target_type, target_id, target_user_id, reason, details)
     values ($1, $2, $3, $4, $5, $6)
     on conflict (reporter_id, target_type, target_id) where status = 'open' do nothing
     returning id, ${iso('created_at')} as created_at`,
    [reporterId, input.targetType, input.targetId, target.author_id, input.reason, input.details],
  );
  const row = rows[0];
  if (!row) throw new AppError('ALREADY_REPORTED');
  return { receipt: { id: row.id, createdAt: row.created_at }, link: target.link };
}

/** The acknowledgement: what was reported and why, in the reporter's notifications. */
export function acknowledge(
  notifier: Notifier,
  reporterId: string,
  input: CreateContentReportInput,
  link: string | null,
) {
  return notifier.notify({
    userId: reporterId,
    actorId: null,
    type: 'content_report_received',
    content: `${REPORT_TARGET_LABELS[input.targetType]} · ${REPORT_REASON_LABELS[input.reason]}`,
    link: link ?? COMMUNITY_STANDARDS,
  });
}

// ------------------------------------------------------------------ the queue

type GroupRow = {
  target_type: ReportTargetType;
  target_id: string;
  id: string;
  cursor_at: string;
  latest_at: string;
  reports_count: number;
  reasons: ReportReason[];
  details: string[];
  target_user_id: string | null;
};

type AuthorRow = {
  id: string;
  name: string | null;
  username: string | null;
  role: Role;
  suspended_until: string | null;
};

/**
 * Open reports grouped by content, the most recently reported first, each with its count, reasons,
 * the reporters' words and the content itself. Keyset over the group's latest report.
 */
export async function listQueue(
  sql: Sql,
  targets: ReportTargets,
  query: ModerationPageQuery & { limit: number },
): Promise<ModerationQueuePage> {
  const cursor = decodeCursor(query.cursor);
  const values: unknown[] = [query.limit + 1];
  if (cursor) values.push(cursor.at, cursor.id);
  const { rows } = await sql.query<GroupRow>(
    `with latest as (
       select distinct on (target_type, target_id) target_type, target_id, id, created_at
       from content_reports where status = 'open'
       order by target_type, target_id, created_at desc, id desc
     ), page as (
       select * from latest
       ${cursor ? 'where (created_at, id) < ($2::timestamptz, $3::uuid)' : ''}
       order by created_at desc, id desc
       limit $1
     )
     select p.target_type, p.target_id, p.id, ${isoMicro('p.created_at')} as cursor_at,
       ${iso('p.created_at')} as latest_at, s.reports_count, s.reasons, s.details, s.target_user_id
     from page p
     cross join lateral (
       select count(*)::int as reports_count, max(r.target_user_id) as target_user_id,
         array_agg(distinct r.reason) as reasons,
         coalesce((array_agg(r.details order by r.created_at desc) filter (where r.details is not null))[1:5], '{}')
           as details
       from content_reports r
       where r.target_type = p.target_type and r.target_id = p.target_id and r.status = 'open'
     ) s
     order by p.created_at desc, p.id desc`,
    values,
  );
  const page = pageOf(rows, query.limit);

  const byType = new Map<ReportTargetType, string[]>();
  for (const row of page.rows) byType.set(row.target_type, [...(byType.get(row.target_type) ?? []), row.target_id]);
  const described = new Map(
    await Promise.all(
      [...byType].map(async ([type, ids]) => [type, await describeTargets(sql, targets, type, ids, null)] as const),
    ),
  );
  // The author as the reports recorded them, for content deleted since.
  const authorOf = (row: GroupRow) =>
    described.get(row.target_type)?.get(row.target_id)?.author_id ?? row.target_user_id;
  const authorIds = [...new Set(page.rows.map(authorOf))];
  const { rows: authors } = await sql.query<AuthorRow>(
    `select id, name, ${shownUsername()} as username, role,
       case when suspended_until > now() then ${iso('suspended_until')} end as suspended_until
     from "user" where id = any($1::text[])`,
    [authorIds.filter((id): id is string => !!id)],
  );
  const authorById = new Map(authors.map((a) => [a.id, a]));

  const items: ModerationQueueItem[] = page.rows.map((row) => {
    const target = described.get(row.target_type)?.get(row.target_id);
    const authorId = authorOf(row);
    const author = authorId ? authorById.get(authorId) : undefined;
    return {
      targetType: row.target_type,
      targetId: row.target_id,
      reportsCount: row.reports_count,
      reasons: row.reasons,
      details: row.details,
      latestAt: row.latest_at,
      content: {
        excerpt: target?.excerpt ?? null,
        imageUrl: target?.image_url ?? null,
        place: target?.place ?? REPORT_TARGET_LABELS[row.target_type],
        // A conversation opens to its participants only: moderators read the message here.
        link: row.target_type === 'message' ? null : (target?.link ?? null),
        author: author
          ? {
              id: author.id,
              name: author.name,
              username: author.username,
              role: author.role,
              suspendedUntil: author.suspended_until,
            }
          : null,
        hidden: target?.hidden ?? false,
        exists: !!target,
      },
    };
  });
  return { items, nextCursor: page.nextCursor };
}

// ------------------------------------------------------------------ acting on content

type Outcome = { reporters: string[]; link: string | null; hidden: boolean; resolved: number };

/**
 * Hides, restores or keeps (dismiss) a content, resolving its open reports, logged in the same
 * transaction, and what the content's module runs after a decision (a review's rating follows),
 * and once committed what that returned (results other instances keep dropped).
 */
export async function moderateContent(
  pool: pg.Pool,
  targets: ReportTargets,
  moderatorId: string,
  input: { targetType: ReportTargetType; targetId: string; action: ContentAction; reason: string },
): Promise<Outcome> {
  const { targetType, targetId, action, reason } = input;
  const { table, afterModeration } = targets.get(targetType)!;
  const { outcome, afterCommit } = await inTransaction(pool, async (client) => {
    // The row is held until commit: two moderators acting at once are applied one after the other.
    const locked = await client.query(`select 1 from ${table} where id = $1 for update`, [targetId]);
    // Content deleted since it was reported can still be dismissed, leaving the queue.
    const exists = !!locked.rowCount;
    if (!exists && action !== 'dismiss') throw new AppError('CONTENT_NOT_FOUND');
    let afterCommit: AfterModeration | undefined;
    if (action !== 'dismiss') {
      await client.query(
        `update ${table} set hidden_at = ${action === 'hide' ? 'coalesce(hidden_at, now())' : 'null'} where id = $1`,
        [targetId],
      );
      afterCommit = (await afterModeration?.(client, targetId)) ?? undefined;
    }
    const target = exists
      ? (await describeTargets(client, targets, targetType, [targetId], null)).get(targetId)!
      : null;
    const { rows } = await client.query<{ reporter_id: string | null; target_user_id: string | null }>(
      `update content_reports set status = $3, resolved_by = $4, resolved_at = now()
       where target_type = $1 and target_id = $2 and status = 'open'
       returning reporter_id, target_user_id`,
      [targetType, targetId, action === 'hide' ? 'actioned' : 'dismissed', moderatorId],
    );
    if (!exists && rows.length === 0) throw new AppError('CONTENT_NOT_FOUND');
    await logModeration(client, {
      moderatorId,
      action,
      targetType,
      targetId,
      targetUserId: target ? target.author_id : (rows[0]?.target_user_id ?? null),
      reason,
      details: { resolvedReports: rows.length, ...(exists ? {} : { deleted: true }) },
    });
    const reporters = [...new Set(rows.map((r) => r.reporter_id).filter((id): id is string => !!id))];
    const outcome = { reporters, link: target?.link ?? null, hidden: target?.hidden ?? false, resolved: rows.length };
    return { outcome, afterCommit };
  });
  await afterCommit?.(pool);
  return outcome;
}

/** Each reporter hears the outcome, once the decision is committed. */
export async function notifyOutcome(notifier: Notifier, outcome: Outcome): Promise<void> {
  const content = outcome.hidden ? REPORT_OUTCOME_HIDDEN : REPORT_OUTCOME_KEPT;
  const link = outcome.hidden ? COMMUNITY_STANDARDS : (outcome.link ?? COMMUNITY_STANDARDS);
  await notifier.notifyAll(outcome.reporters, { actorId: null, type: 'content_report_outcome', content, link });
}

export function toContentResponse(outcome: Outcome): ModerateContentResponse {
  return { hidden: outcome.hidden, resolvedReports: outcome.resolved };
}

// ------------------------------------------------------------------ sanctions

type Sanction = { kind: 'warn' } | { kind: 'suspend'; days: number } | { kind: 'lift' };

/**
 * Warns, suspends or lifts the suspension of a resident, logged in the same transaction. Nobody
 * sanctions themselves; moderators and admins are not sanctioned by the moderation.
 */
export async function sanctionUser(
  pool: pg.Pool,
  actor: Actor,
  userId: string,
  sanction: Sanction,
  reason: string,
): Promise<SanctionResponse> {
  return inTransaction(pool, async (client) => {
    const { rows } = await client.query<{ role: AuthorRow['role']; suspended: boolean }>(
      `select role, coalesce(suspended_until > now(), false) as suspended from "user" where id = $1 for update`,
      [userId],
    );
    const target = rows[0];
    if (!target) throw new AppError('PROFILE_NOT_FOUND');
    const allowed = canSanction(actor, { id: userId, role: target.role });
    if (allowed === 'self') throw new AppError('SANCTION_SELF');
    if (allowed === 'staff') throw new AppError('SANCTION_FORBIDDEN');

    let until: string | null = null;
    if (sanction.kind === 'warn') {
      await client.query(
        `insert into user_sanctions (user_id, kind, reason, moderator_id) values ($1, 'warning', $2, $3)`,
        [userId, reason, actor.id],
      );
    } else if (sanction.kind === 'suspend') {
      const { rows: updated } = await client.query<{ until: string }>(
        `update "user" set suspended_until = now() + make_interval(days => $2) where id = $1
         returning ${iso('suspended_until')} as until`,
        [userId, sanction.days],
      );
      until = updated[0]!.until;
      await client.query(
        `insert into user_sanctions (user_id, kind, reason, ends_at, moderator_id)
         values ($1, 'suspension', $2, $3::timestamptz, $4)`,
        [userId, reason, until, actor.id],
      );
    } else {
      if (!target.suspended) throw new AppError('NOT_SUSPENDED');
      await client.query(`update "user" set suspended_until = null where id = $1`, [userId]);
    }
    await logModeration(client, {
      moderatorId: actor.id,
      action: sanction.kind === 'lift' ? 'lift_suspension' : sanction.kind,
      targetType: 'user',
      targetId: userId,
      targetUserId: userId,
      reason,
      ...(sanction.kind === 'suspend' ? { details: { days: sanction.days, until } } : {}),
    });
    return { userId, suspendedUntil: until };
  });
}

const PARIS_DATE = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/Paris',
});

const SANCTION_NOTIFICATIONS = {
  warn: 'moderation_warning',
  suspend: 'moderation_suspension',
  lift: 'moderation_suspension_lifted',
} as const;

/** The resident hears of a warning, a suspension (with its end) and its early lifting. */
export async function notifySanction(
  notifier: Notifier,
  userId: string,
  kind: Sanction['kind'],
  reason: string,
  until: string | null,
): Promise<void> {
  await notifier.notify({
    userId,
    actorId: null,
    type: SANCTION_NOTIFICATIONS[kind],
    content: kind === 'suspend' && until ? `Jusqu’au ${PARIS_DATE.format(new Date(until))} : ${reason}` : reason,
    link: COMMUNITY_STANDARDS,
  });
}

// ------------------------------------------------------------------ the log

type LogRow = {
  id: string;
  cursor_at: string;
  created_at: string;
  action: string;
  target_type: string;
  target_id: string;
  reason: string;
  details: Record<string, unknown> | null;
  moderator_id: string | null;
  moderator_name: string | null;
  moderator_username: string | null;
  target_user_id: string | null;
  target_user_name: string | null;
  target_user_username: string | null;
};

/** Everything moderators and admins did, the latest first. */
export async function listLog(sql: Sql, query: ModerationPageQuery & { limit: number }): Promise<ModerationLogPage> {
  const cursor = decodeCursor(query.cursor);
  const values: unknown[] = [query.limit + 1];
  if (cursor) values.push(cursor.at, cursor.id);
  const { rows } = await sql.query<LogRow>(
    `select l.id, ${isoMicro('l.created_at')} as cursor_at, ${iso('l.created_at')} as created_at, l.action,
       l.target_type, l.target_id, l.reason, l.details,
       m.id as moderator_id, m.name as moderator_name, ${shownUsername('m')} as moderator_username,
       t.id as target_user_id, t.name as target_user_name, ${shownUsername('t')} as target_user_username
     from moderation_log l
       left join "user" m on m.id = l.moderator_id
       left join "user" t on t.id = l.target_user_id
     ${cursor ? 'where (l.created_at, l.id) < ($2::timestamptz, $3::uuid)' : ''}
     order by l.created_at desc, l.id desc
     limit $1`,
    values,
  );
  const page = pageOf(rows, query.limit);
  return {
    entries: page.rows.map((r) => ({
      id: r.id,
      moderator: r.moderator_id ? { id: r.moderator_id, name: r.moderator_name, username: r.moderator_username } : null,
      action: r.action,
      targetType: r.target_type,
      targetId: r.target_id,
      targetUser: r.target_user_id
        ? { id: r.target_user_id, name: r.target_user_name, username: r.target_user_username }
        : null,
      reason: r.reason,
      details: r.details,
      createdAt: r.created_at,
    })),
    nextCursor: page.nextCursor,
  };
}
