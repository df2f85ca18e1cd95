import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from '../../db/schema/auth.ts';
import { uploads } from '../../db/schema/uploads.ts';

/**
 * « Objets trouvés »: what was found in town and left at the town hall, posted by its staff (the
 * `mairie` right). Open until « Rendu à son propriétaire » (`returned_at`); never deleted, so a
 * resident's claim keeps its object.
 */
export const lostFoundObjects = pgTable(
  'lost_found_objects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    foundPlace: text('found_place').notNull(),
    /** The day it was found, on the town's calendar. */
    foundOn: date('found_on').notNull(),
    imageUploadId: uuid('image_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    imageUrl: text('image_url'),
    /** Who posted or last changed it for the town hall: kept for the record, never shown. */
    postedBy: text('posted_by').references(() => user.id, { onDelete: 'set null' }),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The list: open ones first, the latest found first.
  (t) => [index('lost_found_objects_list_idx').on(t.returnedAt, t.foundOn.desc(), t.createdAt.desc())],
);

/** A resident's request to get an object back: their message to the mairie, once per object. */
export const lostFoundClaims = pgTable(
  'lost_found_claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    objectId: uuid('object_id')
      .notNull()
      .references(() => lostFoundObjects.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    status: text('status', { enum: ['pending', 'accepted', 'declined'] })
      .notNull()
      .default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lost_found_claims_object_user_idx').on(t.objectId, t.userId),
    index('lost_found_claims_user_idx').on(t.userId),
    check('lost_found_claims_status', sql`${t.status} in ('pending', 'accepted', 'declined')`),
  ],
);
