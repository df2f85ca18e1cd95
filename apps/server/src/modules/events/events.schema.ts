import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from '../../db/schema/auth.ts';
import { uploads } from '../../db/schema/uploads.ts';

/** A town event (spec 2, "Events"); `attendees_count` is kept equal to its participants. */
export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** The date and time it starts (the form's date and time, in the town's time zone). */
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    location: text('location').notNull(),
    category: text('category', { enum: ['Musique', 'Tech', 'Sport', 'Culture'] }).notNull(),
    imageUploadId: uuid('image_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    imageUrl: text('image_url'),
    /** Places available; null means no limit. */
    capacity: integer('capacity'),
    attendeesCount: integer('attendees_count').notNull().default(0),
    /** Listed in the dating section's 'events' tab: an event meant for meeting people. */
    forMeetingPeople: boolean('for_meeting_people').notNull().default(false),
    organizerId: text('organizer_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Set once the day-before reminders went out, so they go once. */
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    /** Hidden by a moderator: shown only to its organiser and the moderators. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('events_starts_at_id_idx').on(t.startsAt, t.id),
    index('events_organizer_idx').on(t.organizerId, t.startsAt),
    check('events_capacity_positive', sql`${t.capacity} is null or ${t.capacity} > 0`),
    check(
      'events_attendees_within_capacity',
      sql`${t.attendeesCount} >= 0 and (${t.capacity} is null or ${t.attendeesCount} <= ${t.capacity})`,
    ),
  ],
);

/** A resident's 'Participer' on an event: one row each, enforced by the key. */
export const eventParticipants = pgTable(
  'event_participants',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] }), index('event_participants_user_idx').on(t.userId)],
);

/**
 * A resident's private calendar feed of their participations. The URL's token is never stored:
 * it is derived from the server secret and `nonce` (so its owner can be shown it again), and found
 * by `token_hash` (SHA-256). Resetting draws a new nonce: the old URL no longer matches anything.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  nonce: text('nonce').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
