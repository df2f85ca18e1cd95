import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from '../../db/schema/auth.ts';
import { businessPages } from '../business-pages/business-pages.schema.ts';
import { businesses } from '../businesses/businesses.schema.ts';

/** One review per resident per business or business page (exactly one of the two). */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id').references(() => businesses.id, { onDelete: 'cascade' }),
    businessPageId: uuid('business_page_id').references(() => businessPages.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    content: text('content'),
    /** The owner's one answer. */
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    /** Hidden by a moderator: shown only to its author and the moderators. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reviews_business_user_idx')
      .on(t.businessId, t.userId)
      .where(sql`${t.businessId} is not null`),
    uniqueIndex('reviews_business_page_user_idx')
      .on(t.businessPageId, t.userId)
      .where(sql`${t.businessPageId} is not null`),
    // reviews.service.ts orders by `created_at desc nulls last, id desc nulls last`.
    index('reviews_business_created_idx').on(t.businessId, t.createdAt.desc(), t.id.desc()),
    index('reviews_business_page_created_idx').on(t.businessPageId, t.createdAt.desc(), t.id.desc()),
    check('reviews_one_target', sql`(${t.businessId} is null) <> (${t.businessPageId} is null)`),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);
