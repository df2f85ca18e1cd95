import { SEARCH_KINDS } from '@portmarin/shared';
import { sql } from 'drizzle-orm';
import { boolean, customType, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The search index: one document per searchable row of every kind the modules declare
 * (`SearchPart.document`), kept current by the triggers search-index.ts installs from those
 * declarations. A search is one statement over this table (docs/decisions/0097-one-search-index.md).
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    kind: text('kind').notNull(),
    /** The row's primary key, as text (residents' ids are text, the others uuids). */
    rowId: text('row_id').notNull(),
    /** Its words in `public.french_unaccent`: its name weighted A, the rest D. */
    vector: tsvector('vector').notNull(),
    /** Text matched as a substring, lower-cased without accents (residents' names), else null. */
    names: text('names'),
    /** What its kind's order reads: a name or title (and its key, lower-cased without accents), a date, an end, a state, a count. */
    title: text('title'),
    titleKey: text('title_key'),
    at: timestamp('at', { withTimezone: true }),
    until: timestamp('until', { withTimezone: true }),
    state: text('state'),
    score: integer('score'),
    /** A moderator hid it, or hid the place it was written in. */
    hidden: boolean('hidden').notNull().default(false),
    /** Who still reads it when hidden, besides moderators: every one of them (usually one). */
    hiddenOwners: text('hidden_owners')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** A hidden row of another kind (a group) whose owners alone still read it, by that kind's rule. */
    hiddenKind: text('hidden_kind'),
    hiddenRow: text('hidden_row'),
    /** False when its author's profile is hidden from visitors. */
    visitors: boolean('visitors').notNull().default(true),
    /** A private group: only its members find it by more than its name (weight A). */
    membersOf: uuid('members_of'),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.rowId] }),
    // A GIN index per kind: each kind's matches are read apart, none reading another kind's.
    // Written straight into the tree: a search never reads through a pending list of recent writes.
    ...SEARCH_KINDS.map((kind) =>
      index(`search_documents_vector_idx_${snake(kind)}`)
        .using('gin', t.vector)
        .with({ fastupdate: false })
        .where(sql.raw(`kind = '${kind}'`)),
    ),
    // The walks of a word in many documents (SearchPart.walk): by date, by name, stopped at the page.
    index('search_documents_at_idx').on(t.kind, t.at, t.rowId),
    index('search_documents_title_idx').on(t.kind, t.title, t.rowId),
    // What one resident finds beyond any resident (search-shared.ts): hidden documents by their owner,
    // a private group's by the group.
    index('search_documents_hidden_owner_idx')
      .on(sql`(${t.hiddenOwners}[1])`)
      .where(sql`${t.hidden}`),
    index('search_documents_members_of_idx')
      .on(t.kind, t.membersOf)
      .where(sql`${t.membersOf} is not null`),
    // A reader of many groups: the words' matches among private groups' documents only.
    index('search_documents_private_vector_idx')
      .using('gin', t.vector)
      .with({ fastupdate: false })
      .where(sql`${t.membersOf} is not null`),
    index('search_documents_names_idx')
      .using('gin', sql`${t.names} gin_trgm_ops`)
      .where(sql`${t.names} is not null`),
  ],
);

/** Every word of the index (its lexemes), for typo tolerance: the words near a mistyped one. */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
]);
