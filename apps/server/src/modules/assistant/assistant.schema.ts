import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The local assistant's FAQ: practical answers about the town, searched with the municipal
 * services, events, businesses and associations. `path` is the app page that says more.
 */
export const assistantFaq = pgTable(
  'assistant_faq',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    question: text('question').notNull().unique(),
    answer: text('answer').notNull(),
    /** Words residents use for the topic that the question and answer do not hold. */
    keywords: text('keywords').notNull().default(''),
    path: text('path').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('assistant_faq_search_idx').using(
      'gin',
      sql`to_tsvector('public.french_unaccent'::regconfig, ${t.question} || ' ' || ${t.keywords} || ' ' || ${t.answer})`,
    ),
  ],
);
