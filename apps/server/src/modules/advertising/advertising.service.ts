import {
  AD_BADGE_LABELS,
  AD_OBJECTIVE_LABELS,
  AD_REQUEST_STATUS_LABELS,
  BOOST_OFFER_LABELS,
  adRequestTotalCents,
  type AdBadge,
  type AdObjective,
  type AdRequest,
  type AdRequestKind,
  type AdRequestsPage,
  type AdRequestsQuery,
  type AdRequestStatus,
  type AdvertisingPage,
  type BoostOffer,
  type DecideAdRequestInput,
  type MyAdvertising,
} from '@portmarin/shared';
import type pg from 'pg';
import type { z } from 'zod';
import type { CreateAdRequestInput } from '@portmarin/shared';
import { logModeration } from '../../db/moderation-log.ts';
import { decodeCursor, pageOf } from '../../db/paging.ts';
import { inTransaction, isoMicro, isoTimestamp as iso, type Sql } from '../../db/sql.ts';
import { AppError } from '../../lib/app-error.ts';
import { excerpt } from '../../lib/text.ts';
import type { Notifier } from '../../plugins/notifications.ts';
import { canRequestAdFor } from './advertising.policy.ts';
import { shownUsername } from '../../db/user-names.ts';

type CreateInput = z.output<typeof CreateAdRequestInput>;

type RequestRow = {
  id: string;
  kind: AdRequestKind;
  page_id: string;
  page_name: string;
  requester_id: string | null;
  requester_name: string | null;
  requester_username: string | null;
  objective: AdObjective | null;
  daily_budget_cents: number | null;
  duration_days: number | null;
  geo_target: string | null;
  boost_offer: BoostOffer | null;
  post_id: string | null;
  post_content: string | null;
  auto_boost: boolean;
  badge: AdBadge | null;
  message: string | null;
  total_cents: number;
  status: AdRequestStatus;
  decision_note: string | null;
  decided_at: string | null;
  created_at: string;
  cursor_at: string;
};

const REQUEST_COLUMNS = `r.id, r.kind, r.page_id, b.name as page_name,
  u.id as requester_id, u.name as requester_name, ${shownUsername('u')} as requester_username,
  r.objective, r.daily_budget_cents, r.duration_days, r.geo_target, r.boost_offer,
  r.post_id, coalesce(p.content, '') as post_content, r.auto_boost, r.badge, r.message, r.total_cents, r.status,
  r.decision_note, ${iso('r.decided_at')} as decided_at, ${iso('r.created_at')} as created_at,
  ${isoMicro('r.created_at')} as cursor_at`;

const REQUEST_FROM = `ad_requests r join business_pages b on b.id = r.page_id
  left join "user" u on u.id = r.requested_by
  left join posts p on p.id = r.post_id`;

function toAdRequest(r: RequestRow): AdRequest {
  return {
    id: r.id,
    kind: r.kind,
    page: { id: r.page_id, name: r.page_name },
    requestedBy: r.requester_id
      ? { id: r.requester_id, name: r.requester_name ?? '', username: r.requester_username }
      : null,
    objective: r.objective,
    dailyBudgetCents: r.daily_budget_cents,
    durationDays: r.duration_days,
    geoTarget: r.geo_target,
    boostOffer: r.boost_offer,
    post: r.post_id ? { id: r.post_id, excerpt: excerpt(r.post_content ?? '') } : null,
    autoBoost: r.auto_boost,
    badge: r.badge,
    message: r.message,
    totalCents: r.total_cents,
    status: r.status,
    decisionNote: r.decision_note,
    decidedAt: r.decided_at,
    createdAt: r.created_at,
  };
}

async function readAdRequest(sql: Sql, id: string): Promise<AdRequest> {
  const { rows } = await sql.query<RequestRow>(`select ${REQUEST_COLUMNS} from ${REQUEST_FROM} where r.id = $1`, [id]);
  if (!rows[0]) throw new AppError('AD_REQUEST_NOT_FOUND');
  return toAdRequest(rows[0]);
}

/**
 * A business's request for one of its pages: the page must exist and be the requester's, a boosted
 * post must be one of that page's. The total is fixed when stored.
 */
export async function createAdRequest(sql: Sql, userId: string, input: CreateInput): Promise<AdRequest> {
  const { rows: pages } = await sql.query<{ created_by: string; hidden: boolean }>(
    'select created_by, hidden_at is not null as hidden from business_pages where id = $1',
    [input.pageId],
  );
  const page = pages[0];
  if (!page) throw new AppError('BUSINESS_PAGE_NOT_FOUND');
  if (!canRequestAdFor({ id: userId }, { createdBy: page.created_by })) throw new AppError('AD_PAGE_OWNER_ONLY');
  // What a moderator hid is not promoted to the town.
  if (page.hidden) throw new AppError('AD_PAGE_HIDDEN');

  const postId = input.kind === 'boost' ? (input.postId ?? null) : null;
  if (postId) {
    const { rowCount } = await sql.query(
      'select 1 from posts where id = $1 and business_page_id = $2 and hidden_at is null',
      [postId, input.pageId],
    );
    if (!rowCount) throw new AppError('AD_POST_NOT_ON_PAGE');
  }

  const { rows } = await sql.query<{ id: string }>(
    `insert into ad_requests (page_id, requested_by, kind, objective, daily_budget_cents, duration_days, geo_target,
       boost_offer, post_id, auto_boost, badge, message, total_cents)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) returning id`,
    [
      input.pageId,
      userId,
      input.kind,
      input.kind === 'campaign' ? input.objective : null,
      input.kind === 'campaign' ? input.dailyBudgetCents : null,
      input.kind === 'campaign' ? input.durationDays : null,
      input.kind === 'campaign' ? input.geoTarget : null,
      input.kind === 'boost' ? input.boostOffer : null,
      postId,
      input.kind === 'boost' ? input.autoBoost : false,
      input.kind === 'badge' ? input.badge : null,
      input.message || null,
      adRequestTotalCents(input),
    ],
  );
  return readAdRequest(sql, rows[0]!.id);
}

type PageStatsRow = {
  id: string;
  name: string;
  followers_count: number;
  views_count: number;
  posts_count: number;
  likes_count: number;
  comments_count: number;
  badges: AdBadge[];
  posts: Array<{ id: string; content: string }>;
};

/** How many of a page's latest posts the boost chooser offers. */
const BOOSTABLE_POSTS = 20;

/**
 * The resident's business pages with their real figures (followers, views by others, posts, likes
 * and comments on them, approved badges) and the requests made for them, newest first.
 */
export async function myAdvertising(sql: Sql, userId: string): Promise<MyAdvertising> {
  const { rows: pages } = await sql.query<PageStatsRow>(
    `select b.id, b.name, b.followers_count, b.views_count,
       (select count(*)::int from posts p where p.business_page_id = b.id) as posts_count,
       (select coalesce(sum(p.likes_count), 0)::int from posts p where p.business_page_id = b.id) as likes_count,
       (select coalesce(sum(p.comments_count), 0)::int from posts p where p.business_page_id = b.id) as comments_count,
       array(select distinct r.badge from ad_requests r
             where r.page_id = b.id and r.kind = 'badge' and r.status = 'approved' order by r.badge) as badges,
       coalesce((select json_agg(json_build_object('id', x.id, 'content', x.content))
                 from (select p.id, coalesce(p.content, '') as content from posts p where p.business_page_id = b.id
                       order by p.created_at desc, p.id desc limit ${BOOSTABLE_POSTS}) x), '[]') as posts
     from business_pages b where b.created_by = $1
     order by b.created_at, b.id`,
    [userId],
  );
  const { rows: requests } = await sql.query<RequestRow>(
    `select ${REQUEST_COLUMNS} from ${REQUEST_FROM}
     where b.created_by = $1
     order by r.created_at desc, r.id desc limit 100`,
    [userId],
  );
  return {
    pages: pages.map((p): AdvertisingPage => ({
      id: p.id,
      name: p.name,
      followersCount: p.followers_count,
      viewsCount: p.views_count,
      postsCount: p.posts_count,
      likesCount: p.likes_count,
      commentsCount: p.comments_count,
      badges: p.badges,
      posts: p.posts.map((post) => ({ id: post.id, excerpt: excerpt(post.content) })),
    })),
    requests: requests.map(toAdRequest),
  };
}

/** The admins' list: one status or all, newest first, by cursor. */
export async function listAdRequests(sql: Sql, query: AdRequestsQuery): Promise<AdRequestsPage> {
  const cursor = decodeCursor(query.cursor);
  const values: unknown[] = [query.limit + 1];
  const conditions: string[] = [];
  if (query.status) conditions.push(`r.status = $${values.push(query.status)}`);
  if (cursor) {
    values.push(cursor.at, cursor.id);
    conditions.push(`(r.created_at, r.id) < ($${values.length - 1}::timestamptz, $${values.length}::uuid)`);
  }
  const { rows } = await sql.query<RequestRow>(
    `select ${REQUEST_COLUMNS} from ${REQUEST_FROM}
     ${conditions.length ? `where ${conditions.join(' and ')}` : ''}
     order by r.created_at desc, r.id desc limit $1`,
    values,
  );
  const page = pageOf(rows, query.limit);
  return { requests: page.rows.map(toAdRequest), nextCursor: page.nextCursor };
}

/**
 * An admin approves or refuses a pending request, logged in the same transaction. Gives the
 * page's owner, to be notified once committed.
 */
export async function decideAdRequest(
  pool: pg.Pool,
  adminId: string,
  id: string,
  input: DecideAdRequestInput,
): Promise<{ request: AdRequest; ownerId: string }> {
  const ownerId = await inTransaction(pool, async (client) => {
    const { rows } = await client.query<{ status: AdRequestStatus; owner_id: string; kind: AdRequestKind }>(
      `select r.status, b.created_by as owner_id, r.kind
       from ad_requests r join business_pages b on b.id = r.page_id where r.id = $1 for update of r`,
      [id],
    );
    const before = rows[0];
    if (!before) throw new AppError('AD_REQUEST_NOT_FOUND');
    if (before.status !== 'pending') throw new AppError('AD_REQUEST_DECIDED');
    await client.query(
      `update ad_requests set status = $2, decided_by = $3, decided_at = now(), decision_note = $4, updated_at = now()
       where id = $1`,
      [id, input.decision, adminId, input.note || null],
    );
    await logModeration(client, {
      moderatorId: adminId,
      action: input.decision === 'approved' ? 'ad_request.approve' : 'ad_request.refuse',
      targetType: 'ad_request',
      targetId: id,
      targetUserId: before.owner_id,
      reason: input.note || AD_REQUEST_STATUS_LABELS[input.decision],
      details: { kind: before.kind },
    });
    return before.owner_id;
  });
  return { request: await readAdRequest(pool, id), ownerId };
}

/** What was asked, in a few words: the notification's excerpt and the moderation log's reader. */
export function describeAdRequest(request: AdRequest): string {
  switch (request.kind) {
    case 'campaign':
      return `Campagne ${request.objective ? AD_OBJECTIVE_LABELS[request.objective] : ''}`.trim();
    case 'boost':
      return request.boostOffer ? BOOST_OFFER_LABELS[request.boostOffer] : 'Boost';
    case 'badge':
      return `Badge ${request.badge ? AD_BADGE_LABELS[request.badge] : ''}`.trim();
  }
}

/** The page's owner hears of the answer (after the change is committed). */
export async function notifyAdRequestOutcome(notifier: Notifier, ownerId: string, request: AdRequest): Promise<void> {
  const note = request.decisionNote ? ` — ${request.decisionNote}` : '';
  await notifier.notify({
    userId: ownerId,
    actorId: null,
    type: 'ad_request_outcome',
    content: `${describeAdRequest(request)} pour « ${request.page.name} » : ${AD_REQUEST_STATUS_LABELS[request.status]}${note}`,
    link: '/advertising',
  });
}
