import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from '../../db/schema/auth.ts';
import { businessPages } from '../business-pages/business-pages.schema.ts';
import { events } from '../events/events.schema.ts';
import { lostFoundObjects } from '../lost-found/lost-found.schema.ts';
import { marketplaceListings } from '../marketplace/marketplace.schema.ts';
import { posts } from '../posts/posts.schema.ts';

/**
 * A resident's bookmark (spec 2, "Saved items"): one nullable key per kind, exactly one set, so each
 * target keeps a real foreign key and a deleted post, event, listing or page takes its bookmarks along.
 */
export const savedItems = pgTable(
  'saved_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    postId: uuid('post_id').references(() => posts.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id').references(() => marketplaceListings.id, { onDelete: 'cascade' }),
    businessPageId: uuid('business_page_id').references(() => businessPages.id, { onDelete: 'cascade' }),
    lostFoundId: uuid('lost_found_id').references(() => lostFoundObjects.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'saved_items_one_target',
      sql`num_nonnulls(${t.postId}, ${t.eventId}, ${t.listingId}, ${t.businessPageId}, ${t.lostFoundId}) = 1`,
    ),
    // One bookmark per resident and target; these also answer "is it saved?" (the Post read model).
    uniqueIndex('saved_items_user_post_idx')
      .on(t.userId, t.postId)
      .where(sql`${t.postId} is not null`),
    uniqueIndex('saved_items_user_event_idx')
      .on(t.userId, t.eventId)
      .where(sql`${t.eventId} is not null`),
    uniqueIndex('saved_items_user_listing_idx')
      .on(t.userId, t.listingId)
      .where(sql`${t.listingId} is not null`),
    uniqueIndex('saved_items_user_business_page_idx')
      .on(t.userId, t.businessPageId)
      .where(sql`${t.businessPageId} is not null`),
    uniqueIndex('saved_items_user_lost_found_idx')
      .on(t.userId, t.lostFoundId)
      .where(sql`${t.lostFoundId} is not null`),
    // /saved: newest saved first, keyset on (created_at, id).
    index('saved_items_user_created_at_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    // The cascades from each target look its bookmarks up by key.
    index('saved_items_post_idx')
      .on(t.postId)
      .where(sql`${t.postId} is not null`),
    index('saved_items_event_idx')
      .on(t.eventId)
      .where(sql`${t.eventId} is not null`),
    index('saved_items_listing_idx')
      .on(t.listingId)
      .where(sql`${t.listingId} is not null`),
    index('saved_items_business_page_idx')
      .on(t.businessPageId)
      .where(sql`${t.businessPageId} is not null`),
  ],
);
