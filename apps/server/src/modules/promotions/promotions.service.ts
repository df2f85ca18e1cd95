import type { Promotion, PromotionBody, UpsertPromotionInput } from '@portmarin/shared';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { businesses } from '../businesses/index.ts';
import { promotions } from './promotions.schema.ts';
import { notHiddenSql } from '../../db/visibility.ts';
import { AppError } from '../../lib/app-error.ts';

type Row = typeof promotions.$inferSelect;

function toPromotion(row: Row): Promotion {
  // `content` was checked against the schema of its kind when written.
  const body = { kind: row.kind, content: row.content } as PromotionBody;
  return { ...body, id: row.id, position: row.position, hidden: row.hidden, updatedAt: row.updatedAt.toISOString() };
}

/** Visible cards for the feed, or every card for the admin screen; by position, then age. */
export async function listPromotions(db: Db, opts: { includeHidden: boolean }): Promise<Promotion[]> {
  const rows = await db
    .select()
    .from(promotions)
    .where(opts.includeHidden ? undefined : eq(promotions.hidden, false))
    .orderBy(asc(promotions.position), asc(promotions.createdAt), asc(promotions.id));
  const cards = rows.map(toPromotion);
  return opts.includeHidden ? cards : withDirectoryRatings(db, cards);
}

/**
 * A sponsored card naming a business of the directory shows that business's rating and review
 * count, computed from residents' reviews, instead of the figures typed into the card. A card
 * naming a business a moderator hid is not shown (to anyone: the feed's cards are the same for all).
 */
async function withDirectoryRatings(db: Db, cards: Promotion[]): Promise<Promotion[]> {
  const names = cards.flatMap((c) => (c.kind === 'sponsored_business' ? [c.content.name.toLowerCase()] : []));
  if (names.length === 0) return cards;
  const found = await db
    .select({
      name: sql<string>`lower(${businesses.businessName})`,
      rating: businesses.rating,
      reviews: businesses.reviewsCount,
      visible: sql<boolean>`${notHiddenSql('business', '"businesses"', null)}`,
    })
    .from(businesses)
    .where(inArray(sql`lower(${businesses.businessName})`, names));
  const byName = new Map(found.map((b) => [b.name, b]));
  return cards.flatMap((card): Promotion[] => {
    if (card.kind !== 'sponsored_business') return [card];
    const business = byName.get(card.content.name.toLowerCase());
    if (!business) return [card];
    if (!business.visible) return [];
    return [{ ...card, content: { ...card.content, rating: business.rating ?? 0, reviews: business.reviews } }];
  });
}

function columns(input: UpsertPromotionInput, adminId: string) {
  return {
    kind: input.kind,
    content: input.content,
    position: input.position,
    hidden: input.hidden,
    updatedBy: adminId,
    updatedAt: new Date(),
  };
}

export async function createPromotion(db: Db, adminId: string, input: UpsertPromotionInput): Promise<Promotion> {
  const [row] = await db.insert(promotions).values(columns(input, adminId)).returning();
  return toPromotion(row!);
}

export async function updatePromotion(
  db: Db,
  adminId: string,
  id: string,
  input: UpsertPromotionInput,
): Promise<Promotion> {
  const [row] = await db.update(promotions).set(columns(input, adminId)).where(eq(promotions.id, id)).returning();
  if (!row) throw new AppError('PROMOTION_NOT_FOUND');
  return toPromotion(row);
}

export async function deletePromotion(db: Db, id: string): Promise<void> {
  const [row] = await db.delete(promotions).where(eq(promotions.id, id)).returning({ id: promotions.id });
  if (!row) throw new AppError('PROMOTION_NOT_FOUND');
}
