import type { RatingSummary, ReviewTargetKind } from '@portmarin/shared';
import type { Sql } from '../../db/sql.ts';
import type { AfterModeration } from '../../lib/app-module.ts';
import { resultsChanged } from '../../plugins/shared-results.ts';
import { businessesChanged } from '../businesses/index.ts';

/** The shared results (plugins/shared-results.ts) holding the targets' first pages of reviews (reviews.service.ts). */
export const REVIEWS_TOPIC = 'reviews';

/** Where each kind of reviewed target lives; names are constants, never input. */
export const REVIEW_TARGETS = {
  business: { table: 'businesses', column: 'business_id', notFound: 'BUSINESS_NOT_FOUND', name: 'business_name' },
  'business-page': {
    table: 'business_pages',
    column: 'business_page_id',
    notFound: 'BUSINESS_PAGE_NOT_FOUND',
    name: 'name',
  },
} as const;

/**
 * Writes the target's rating (the average of its visible reviews, one decimal) and count. Called
 * inside the transaction of every review write or moderation, after the target's row was locked:
 * concurrent writers queue on that lock, and each one's statements then see the others' commits.
 * A review hidden by a moderator counts no more than a deleted one.
 */
export async function recomputeRating(
  sql: Sql,
  target: { kind: ReviewTargetKind; id: string },
): Promise<RatingSummary> {
  const { table, column } = REVIEW_TARGETS[target.kind];
  const { rows } = await sql.query<{ rating: string | null; reviews_count: number }>(
    `update ${table} t set rating = s.rating, reviews_count = s.n
     from (select round(avg(rating)::numeric, 1) as rating, count(*)::int as n
           from reviews where ${column} = $1 and hidden_at is null) s
     where t.id = $1
     returning t.rating, t.reviews_count`,
    [target.id],
  );
  const row = rows[0]!;
  // Heard at the transaction's commit: a sponsored card shows the business's rating.
  if (target.kind === 'business') await businessesChanged(sql);
  return { rating: row.rating === null ? null : Number(row.rating), reviewsCount: row.reviews_count };
}

/**
 * Once a review write committed: the target's first pages of reviews, and a local business's
 * rating, shown in the directory's lists, whose visitors' first pages every instance keeps (a
 * business page's is read each time).
 */
export async function ratingWritten(pool: Sql, target: { kind: ReviewTargetKind }): Promise<void> {
  await resultsChanged(pool, [REVIEWS_TOPIC]);
  if (target.kind === 'business') await businessesChanged(pool);
}

/**
 * A review's business or business page, locked, gets its rating back from its visible reviews
 * (after a moderator's decision); then, once committed, the lists that show it follow.
 */
export async function recomputeRatingOf(sql: Sql, reviewId: string): Promise<AfterModeration> {
  const { rows } = await sql.query<{ business_id: string | null; business_page_id: string | null }>(
    'select business_id, business_page_id from reviews where id = $1',
    [reviewId],
  );
  const review = rows[0]!;
  const target = review.business_id
    ? { kind: 'business' as const, id: review.business_id }
    : { kind: 'business-page' as const, id: review.business_page_id! };
  await sql.query(`select 1 from ${REVIEW_TARGETS[target.kind].table} where id = $1 for update`, [target.id]);
  await recomputeRating(sql, target);
  return (pool) => ratingWritten(pool, target);
}
