import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from '../../db/schema/auth.ts';

/**
 * A resident's bookmark (spec 2, "Saved items"): a target of a kind a module declares
 * (`AppModule.saved`). No foreign key reaches the target's table: a trigger generated from the
 * declarations (saved-triggers.ts) deletes the bookmarks of a deleted target.
 */
export const savedItems = pgTable(
  'saved_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    targetId: uuid('target_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One bookmark per resident and target; it also answers "is it saved?" (the Post read model).
    uniqueIndex('saved_items_user_kind_target_idx').on(t.userId, t.kind, t.targetId),
    // /saved: newest saved first, keyset on (created_at, id).
    index('saved_items_user_created_at_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    // A deleted target's trigger looks its bookmarks up by kind and id.
    index('saved_items_kind_target_idx').on(t.kind, t.targetId),
  ],
);
