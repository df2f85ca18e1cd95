import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from '../../db/schema/auth.ts';
import { businessPages } from '../business-pages/business-pages.schema.ts';
import { posts } from '../posts/posts.schema.ts';

/**
 * A business page's request to the town's advertising hub (spec 2, "Advertising hub"): a campaign,
 * a boost or a badge, which an admin approves or refuses. Nothing is charged by the app.
 */
export const adRequests = pgTable(
  'ad_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    pageId: uuid('page_id')
      .notNull()
      .references(() => businessPages.id, { onDelete: 'cascade' }),
    requestedBy: text('requested_by')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['campaign', 'boost', 'badge'] }).notNull(),
    objective: text('objective', { enum: ['notoriete', 'trafic', 'engagement', 'conversions'] }),
    dailyBudgetCents: integer('daily_budget_cents'),
    durationDays: integer('duration_days'),
    geoTarget: text('geo_target'),
    boostOffer: text('boost_offer', { enum: ['boost_7_jours', 'boost_3_jours'] }),
    /** The boosted post; null boosts the page itself (or the post was deleted since). */
    postId: uuid('post_id').references(() => posts.id, { onDelete: 'set null' }),
    autoBoost: boolean('auto_boost').notNull().default(false),
    badge: text('badge', { enum: ['verifie', 'premium', 'commerce_local'] }),
    message: text('message'),
    /** Computed when stored (daily × days, the offer's or the badge's price), so a price change keeps old figures. */
    totalCents: integer('total_cents').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'refused'] })
      .notNull()
      .default('pending'),
    decidedBy: text('decided_by').references(() => user.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionNote: text('decision_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The admin queue: pending first-come; the business's list: its pages' newest.
    index('ad_requests_status_created_idx').on(t.status, t.createdAt, t.id),
    index('ad_requests_page_created_idx').on(t.pageId, t.createdAt.desc()),
    index('ad_requests_requested_by_idx').on(t.requestedBy),
    check(
      'ad_requests_kind_fields',
      sql`(${t.kind} = 'campaign' and ${t.objective} is not null and ${t.dailyBudgetCents} >= 200 and ${t.durationDays} >= 1 and ${t.geoTarget} is not null)
        or (${t.kind} = 'boost' and ${t.boostOffer} is not null)
        or (${t.kind} = 'badge' and ${t.badge} is not null)`,
    ),
  ],
);
