import type { Promotion, PromotionBody, UpsertPromotionInput } from '@portmarin/shared';
import type { RowOf } from '../../db/rows.ts';
import type { promotions } from './promotions.schema.ts';
import type { Sql } from '../../db/sql.ts';
import { notHidden, VISITOR } from '../../db/visibility.ts';
import { AppError } from '../../lib/app-error.ts';
import { resultsChanged } from '../../plugins/shared-results.ts';

/** The shared results (plugins/shared-results.ts) holding the feed's cards: every admin write invalidates them. */
export const PROMOTIONS_TOPIC = 'promotions';

type Row = RowOf<typeof promotions>;

function toPromotion(row: Row): Promotion {
  // `content` was checked against the schema of its kind when written.
  const body = { kind: row.kind, content: row.content } as PromotionBody;
  return { ...body, id: row.id, position: row.position, hidden: row.hidden, updatedAt: row.updated_at.toISOString() };
}

/** Visible cards for the feed, or every card for the admin screen; by position, then age. */
export async function listPromotions(sql: Sql, opts: { includeHidden: boolean }): Promise<Promotion[]> {
  const { rows } = await sql.query<Row>(
    `select * from promotions ${opts.includeHidden ? '' : 'where not hidden'} order by position, created_at, id`,
  );
  const cards = rows.map(toPromotion);
  return opts.includeHidden ? cards : withDirectoryRatings(sql, cards);
}

/**
 * A sponsored card naming a business of the directory shows that business's rating and review
 * count, computed from residents' reviews, instead of the figures typed into the card. A card
 * naming a business a moderator hid is not shown (to anyone: the feed's cards are the same for all).
 */
async function withDirectoryRatings(sql: Sql, cards: Promotion[]): Promise<Promotion[]> {
  const names = cards.flatMap((c) => (c.kind === 'sponsored_business' ? [c.content.name.toLowerCase()] : []));
  if (names.length === 0) return cards;
  const { rows: found } = await sql.query<{ name: string; rating: number | null; reviews: number; visible: boolean }>(
    `select lower(b.business_name) as name, b.rating::float8 as rating, b.reviews_count as reviews,
            ${notHidden('business', 'b', VISITOR)} as visible
       from businesses b
      where lower(b.business_name) = any($1::text[])`,
    [names],
  );
  const byName = new Map(found.map((b) => [b.name, b]));
  return cards.flatMap((card): Promotion[] => {
    if (card.kind !== 'sponsored_business') return [card];
    const business = byName.get(card.content.name.toLowerCase());
    if (!business) return [card];
    if (!business.visible) return [];
    return [{ ...card, content: { ...card.content, rating: business.rating ?? 0, reviews: business.reviews } }];
  });
}

/** The written columns' values, in the order of the statements below ($1 to $5). */
const values = (input: UpsertPromotionInput, adminId: string) => [
  input.kind,
  JSON.stringify(input.content),
  input.position,
  input.hidden,
  adminId,
];

export async function createPromotion(sql: Sql, adminId: string, input: UpsertPromotionInput): Promise<Promotion> {
  const { rows } = await sql.query<Row>(
    `insert into promotions (kind, content, position, hidden, updated_by, updated_at)
     values ($1, $2, $3, $4, $5, now()) returning *`,
    values(input, adminId),
  );
  await resultsChanged(sql, [PROMOTIONS_TOPIC]);
  return toPromotion(rows[0]!);
}

export async function updatePromotion(
  sql: Sql,
  adminId: string,
  id: string,
  input: UpsertPromotionInput,
): Promise<Promotion> {
  const { rows } = await sql.query<Row>(
    `update promotions set kind = $1, content = $2, position = $3, hidden = $4, updated_by = $5, updated_at = now()
      where id = $6 returning *`,
    [...values(input, adminId), id],
  );
  if (!rows[0]) throw new AppError('PROMOTION_NOT_FOUND');
  await resultsChanged(sql, [PROMOTIONS_TOPIC]);
  return toPromotion(rows[0]);
}

export async function deletePromotion(sql: Sql, id: string): Promise<void> {
  const { rowCount } = await sql.query('delete from promotions where id = $1', [id]);
  if (rowCount === 0) throw new AppError('PROMOTION_NOT_FOUND');
  await resultsChanged(sql, [PROMOTIONS_TOPIC]);
}
