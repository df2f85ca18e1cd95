import type { RatingSummary, ReviewTargetKind } from '@portmarin/shared';
import type { Sql } from './sql.ts';

/** Where each kind of reviewed target lives; names are constants, never input. */
export const REVIEW_TARGETS = {
  business: { table: 'businesses', column: 'business_id', notFound: 'BUSINESS_NOT_FOUND' },
  businessPage: { table: 'business_pages', column: 'business_page_id', notFound: 'BUSINESS_PAGE_NOT_FOUND' },
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
  return { rating: row.rating === null ? null : Number(row.rating), reviewsCount: row.reviews_count };
}
