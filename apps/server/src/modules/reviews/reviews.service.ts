import type {
  Review,
  ReviewReplyInput,
  ReviewsPage,
  ReviewTargetKind,
  ReviewWriteResponse,
  UpsertReviewInput,
} from '@portmarin/shared';
import type pg from 'pg';
import { decodeCursor, pageOf } from '../../db/paging.ts';
import { ratingWritten, recomputeRating, REVIEW_TARGETS, REVIEWS_TOPIC } from './review-ratings.ts';
import { inTransaction, isoMicro, isoTimestamp, type Sql, prepared } from '../../db/sql.ts';
import { notHidden, sqlReader, WRITER, type Reader, type SqlReader, type Visibility } from '../../db/visibility.ts';
import { AppError } from '../../lib/app-error.ts';
import { isStaff } from '../../lib/roles.ts';
import { resultsChanged, type SharedResults } from '../../plugins/shared-results.ts';
import type { NotifyInput } from '../../plugins/notifications.ts';
import { canReply, canReview, isTargetOwner, type Actor } from './reviews.policy.ts';
import { shownUsername } from '../../db/user-names.ts';

export type Target = { kind: ReviewTargetKind; id: string };

type ReviewRow = {
  id: string;
  rating: number;
  content: string | null;
  reply: string | null;
  replied_at: string | null;
  created_at: string;
  updated_at: string;
  cursor_at: string;
  author_id: string;
  author_name: string | null;
  author_username: string | null;
  author_image: string | null;
  hidden: boolean;
};

const REVIEW_COLUMNS = `r.id, r.rating, r.content, r.reply,
  case when r.replied_at is null then null else ${isoTimestamp('r.replied_at')} end as replied_at,
  ${isoTimestamp('r.created_at')} as created_at, ${isoTimestamp('r.updated_at')} as updated_at,
  ${isoMicro('r.created_at')} as cursor_at,
  u.id as author_id, u.name as author_name, ${shownUsername('u')} as author_username,
  u.image as author_image, r.hidden_at is not null as hidden`;

function toReview(row: ReviewRow): Review {
  return {
    id: row.id,
    rating: row.rating,
    content: row.content,
    reply: row.reply,
    repliedAt: row.replied_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    author: { id: row.author_id, name: row.author_name, username: row.author_username, image: row.author_image },
    hiddenByModeration: row.hidden,
  };
}

type TargetRow = { owner_id: string | null; name: string; rating: string | null; reviews_count: number };

/**
 * The target's owner and rating; `lock` holds its row until the transaction ends (one writer at a
 * time). A target a moderator hid is not found but by its owner and moderators (`reader`), and by
 * no writer (the default).
 */
async function findTarget(
  sql: Sql,
  target: Target,
  lock = false,
  reader: (add: (v: unknown) => string) => SqlReader = () => WRITER,
) {
  const { table, notFound, name } = REVIEW_TARGETS[target.kind];
  const values: unknown[] = [target.id];
  const hidden = notHidden(
    target.kind,
    't',
    reader((v) => `$${values.push(v)}`),
  );
  const { rows } = await sql.query<TargetRow>(
    prepared(
      `select created_by as owner_id, ${name} as name, rating, reviews_count from ${table} t
     where t.id = $1 and ${hidden} ${lock ? 'for update' : ''}`,
      values,
    ),
  );
  if (!rows[0]) throw new AppError(notFound);
  return {
    ownerId: rows[0].owner_id,
    name: rows[0].name,
    summary: { rating: rows[0].rating === null ? null : Number(rows[0].rating), reviewsCount: rows[0].reviews_count },
  };
}

async function reviewById(sql: Sql, target: Target, reviewId: string): Promise<ReviewRow | undefined> {
  const { column } = REVIEW_TARGETS[target.kind];
  const { rows } = await sql.query<ReviewRow>(
    `select ${REVIEW_COLUMNS} from reviews r join "user" u on u.id = r.user_id where r.id = $1 and r.${column} = $2`,
    [reviewId, target.id],
  );
  return rows[0];
}

// ------------------------------------------------------------------ reading

/** The others' reviews of the target, newest first, with its rating, the viewer's own review and whether they own it. */
export async function listReviews(
  sql: Sql,
  visibility: Visibility,
  viewer: Reader,
  target: Target,
  query: { cursor?: string | undefined; limit: number },
): Promise<ReviewsPage> {
  const cursor = decodeCursor(query.cursor);
  const found = await findTarget(sql, target, false, (add) => sqlReader(viewer, add, visibility));
  const { column } = REVIEW_TARGETS[target.kind];
  const values: unknown[] = [target.id, query.limit + 1];
  if (cursor) values.push(cursor.at, cursor.id);
  const add = (v: unknown) => `$${values.push(v)}`;
  // A review a moderator hid shows only to its author (flagged) and moderators.
  const hidden = notHidden('review', 'r', sqlReader(viewer, add, visibility));
  // The viewer's own review is `mine`, shown once above the others (issue 28: it was listed twice),
  // read in the same statement as the page (issue 39: one round trip less for every resident).
  const viewerParam = viewer ? add(viewer.id) : null;
  const mineBranch = viewerParam
    ? `union all
       (select ${REVIEW_COLUMNS}, true as mine from reviews r join "user" u on u.id = r.user_id
        where r.${column} = $1 and r.user_id = ${viewerParam})`
    : '';
  const { rows } = await sql.query<ReviewRow & { mine: boolean }>(
    prepared(
      `select * from ((select ${REVIEW_COLUMNS}, false as mine from reviews r join "user" u on u.id = r.user_id
        where r.${column} = $1 and ${hidden} ${viewerParam ? `and r.user_id <> ${viewerParam}` : ''}
          ${cursor ? 'and (r.created_at, r.id) < ($3::timestamptz, $4::uuid)' : ''}
        order by r.created_at desc nulls last, r.id desc nulls last
        limit $2)
       ${mineBranch}) page
       order by mine, cursor_at desc, id desc`,
      values,
    ),
  );
  const own = rows.find((r) => r.mine);
  const page = pageOf(
    rows.filter((r) => !r.mine),
    query.limit,
  );
  return {
    reviews: page.rows.map(toReview),
    nextCursor: page.nextCursor,
    summary: found.summary,
    mine: own ? toReview(own) : null,
    isOwner: isTargetOwner(viewer, found),
  };
}

/**
 * Says that a write changed a target's reviews (written, changed, removed, answered, hidden or
 * restored, their author erased): every instance drops the first pages it keeps. A reviewer's new
 * name or photo changes the feed's topic, which drops them too (`dependOn`, reviews.routes.ts).
 */
export const reviewsChanged = (sql: Sql): Promise<void> => resultsChanged(sql, [REVIEWS_TOPIC]);

/** Who a first page of reviews is cut for: moderators see the reviews a moderator hid. */
type ReviewsAudience = 'reader' | 'moderator';

/**
 * The others' first reviews of a target as every reader of an audience sees them: one row more
 * than a page and one for the reader's own, which their page leaves out (one review per resident
 * per target). Each review's JSON is built once.
 */
type SharedReviews = { rows: Array<{ id: string; cursor_at: string; authorId: string; json: string }> };

/**
 * `listReviews`'s answer as JSON text. The first page (no cursor) comes from the instance's shared
 * result of the target and the reader's audience; what is the reader's (the target's visibility to
 * them, its rating, their own review) is read in one statement on every request.
 */
export async function readReviews(
  sql: Sql,
  visibility: Visibility,
  results: SharedResults,
  viewer: Reader,
  target: Target,
  query: { cursor?: string | undefined; limit: number },
): Promise<string> {
  if (query.cursor !== undefined) return JSON.stringify(await listReviews(sql, visibility, viewer, target, query));
  const audience: ReviewsAudience = viewer && isStaff(viewer) ? 'moderator' : 'reader';
  // The reader who loads the shared page reads their own review with it (one statement with the
  // reviews, as listReviews): then the target alone; anyone else, the target and their review.
  let loaded: Promise<ReviewRow | null> | undefined;
  const sharedPage = results.get(REVIEWS_TOPIC, `${target.kind}:${target.id}:${audience}:${query.limit}`, () => {
    const load = loadSharedReviews(sql, target, audience, query.limit, viewer?.id ?? null);
    loaded = load.then(({ own }) => own);
    return load.then(({ shared }) => shared);
  });
  const [found, shared, own] = await Promise.all([
    loaded
      ? findTarget(sql, target, false, (add) => sqlReader(viewer, add, visibility))
      : findTargetWithOwnReview(sql, visibility, target, viewer),
    sharedPage,
    loaded,
  ]);
  const ownRow = loaded ? own : (found as { mine?: ReviewRow | null }).mine;
  const others = shared.rows.filter((row) => row.authorId !== viewer?.id).slice(0, query.limit + 1);
  const { rows: page, nextCursor } = pageOf(others, query.limit);
  const mine = ownRow ? JSON.stringify(toReview(ownRow)) : 'null';
  return `{"reviews":[${page.map((row) => row.json).join(',')}],"nextCursor":${JSON.stringify(nextCursor)},"summary":${JSON.stringify(found.summary)},"mine":${mine},"isOwner":${isTargetOwner(viewer, found)}}`;
}

/** The shared page, and the loading reader's own review (hidden or not: it is theirs) in the same statement. */
async function loadSharedReviews(
  sql: Sql,
  target: Target,
  audience: ReviewsAudience,
  limit: number,
  readerId: string | null,
): Promise<{ shared: SharedReviews; own: ReviewRow | null }> {
  const { column } = REVIEW_TARGETS[target.kind];
  const ownBranch = readerId
    ? `union all
       (select ${REVIEW_COLUMNS}, true as own from reviews r join "user" u on u.id = r.user_id
        where r.${column} = $1 and r.user_id = $3)`
    : '';
  const { rows } = await sql.query<ReviewRow & { own: boolean }>({
    name: `reviews-shared-${column}-${audience}${readerId ? '-with-own' : ''}`,
    text: `select * from ((select ${REVIEW_COLUMNS}, false as own from reviews r join "user" u on u.id = r.user_id
      where r.${column} = $1 ${audience === 'moderator' ? '' : 'and r.hidden_at is null'}
      order by r.created_at desc nulls last, r.id desc nulls last
      limit $2)
      ${ownBranch}) page
      order by own, cursor_at desc, id desc`,
    values: readerId ? [target.id, limit + 2, readerId] : [target.id, limit + 2],
  });
  return {
    shared: {
      rows: rows
        .filter((row) => !row.own)
        .map((row) => ({
          id: row.id,
          cursor_at: row.cursor_at,
          authorId: row.author_id,
          json: JSON.stringify(toReview(row)),
        })),
    },
    own: rows.find((row) => row.own) ?? null,
  };
}

/**
 * `findTarget` for a reader, with their own review (hidden or not: it is theirs) in the same
 * statement: the target's primary key, then the unique (target, author) index.
 */
async function findTargetWithOwnReview(sql: Sql, visibility: Visibility, target: Target, viewer: Reader) {
  const { table, notFound, name, column } = REVIEW_TARGETS[target.kind];
  const values: unknown[] = [target.id];
  const reader = sqlReader(viewer, (v) => `$${values.push(v)}`, visibility);
  const viewerParam = viewer ? (reader.param ?? `$${values.push(viewer.id)}`) : null;
  const mine = viewerParam
    ? `(select row_to_json(own) from (select ${REVIEW_COLUMNS} from reviews r join "user" u on u.id = r.user_id
        where r.${column} = t.id and r.user_id = ${viewerParam}) own)`
    : 'null';
  const { rows } = await sql.query<TargetRow & { mine: ReviewRow | null }>(
    prepared(
      `select created_by as owner_id, ${name} as name, rating, reviews_count, ${mine} as mine from ${table} t
     where t.id = $1 and ${notHidden(target.kind, 't', reader)}`,
      values,
    ),
  );
  const row = rows[0];
  if (!row) throw new AppError(notFound);
  return {
    ownerId: row.owner_id,
    mine: row.mine,
    summary: { rating: row.rating === null ? null : Number(row.rating), reviewsCount: row.reviews_count },
  };
}

// ------------------------------------------------------------------ writing

/** Where a review's notification leads: the page, or the directory found by the business's name. */
function targetLink(target: Target, name: string): string {
  return target.kind === 'business-page' ? `/business/${target.id}` : `/entreprises?q=${encodeURIComponent(name)}`;
}

/**
 * Rates the target, or changes the resident's rating: one review per resident per target. A first
 * review also says whom to tell (the target's owner, when it has one), once committed.
 */
export async function upsertReview(
  pool: pg.Pool,
  actor: Actor,
  target: Target,
  input: UpsertReviewInput,
): Promise<ReviewWriteResponse & { ownerNotice: NotifyInput | null }> {
  const { column } = REVIEW_TARGETS[target.kind];
  const written = await inTransaction(pool, async (client) => {
    const found = await findTarget(client, target, true);
    if (!canReview(actor, found)) throw new AppError('REVIEW_OWN_TARGET');
    // `xmax = 0` only on a row this statement inserted, not on one it updated.
    const { rows } = await client.query<{ id: string; created: boolean }>(
      `insert into reviews (${column}, user_id, rating, content) values ($1, $2, $3, $4)
       on conflict (${column}, user_id) where ${column} is not null
       do update set rating = excluded.rating, content = excluded.content, updated_at = now()
       returning id, xmax = 0 as created`,
      [target.id, actor.id, input.rating, input.content],
    );
    const summary = await recomputeRating(client, target);
    const review = await reviewById(client, target, rows[0]!.id);
    const ownerNotice: NotifyInput | null =
      rows[0]!.created && found.ownerId
        ? {
            userId: found.ownerId,
            actorId: actor.id,
            type: 'review_received',
            content: [`${found.name} · ${input.rating}/5`, input.content].filter(Boolean).join(' — '),
            link: targetLink(target, found.name),
          }
        : null;
    return { review: toReview(review!), summary, ownerNotice };
  });
  await ratingWritten(pool, target);
  return written;
}

/** Removes the resident's own review. */
export async function deleteReview(pool: pg.Pool, actor: Actor, target: Target): Promise<ReviewWriteResponse> {
  const { column } = REVIEW_TARGETS[target.kind];
  const written = await inTransaction(pool, async (client) => {
    await findTarget(client, target, true);
    const { rowCount } = await client.query(`delete from reviews where ${column} = $1 and user_id = $2`, [
      target.id,
      actor.id,
    ]);
    if (!rowCount) throw new AppError('REVIEW_NOT_FOUND');
    return { review: null, summary: await recomputeRating(client, target) };
  });
  await ratingWritten(pool, target);
  return written;
}

/** The owner's one answer to a review (409 the second time). */
export async function replyToReview(
  sql: Sql,
  actor: Actor,
  target: Target,
  reviewId: string,
  input: ReviewReplyInput,
): Promise<Review> {
  const { column } = REVIEW_TARGETS[target.kind];
  const found = await findTarget(sql, target);
  const existing = await reviewById(sql, target, reviewId);
  // A review a moderator hid takes no answer: as if it did not exist.
  if (!existing || existing.hidden) throw new AppError('REVIEW_NOT_FOUND');
  const allowed = canReply(actor, found, existing);
  if (allowed === 'not-owner') throw new AppError('REVIEW_REPLY_OWNER_ONLY');
  if (allowed === 'already-replied') throw new AppError('REVIEW_ALREADY_REPLIED');
  // `reply is null` in the same statement: of two answers at once, the second changes nothing.
  const { rowCount } = await sql.query(
    `update reviews set reply = $1, replied_at = now() where id = $2 and ${column} = $3 and reply is null`,
    [input.content, reviewId, target.id],
  );
  if (!rowCount) throw new AppError('REVIEW_ALREADY_REPLIED');
  await reviewsChanged(sql);
  return toReview((await reviewById(sql, target, reviewId))!);
}
