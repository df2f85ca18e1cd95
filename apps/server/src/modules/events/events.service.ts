import {
  EVENT_DATE_PAST_MESSAGE,
  EVENT_TIME_ZONE,
  type CreateEventInput,
  type EventCategory,
  type EventsPage,
  type EventsQuery,
  type TownEvent,
  type UpdateEventInput,
  type Role,
} from '@portmarin/shared';
import type pg from 'pg';
import type { z } from 'zod';
import { logModeration, staffEntry } from '../../db/moderation-log.ts';
import { decodeCursor, pageOf } from '../../db/paging.ts';
import { AUTHOR_COLUMNS } from '../posts/index.ts';
import { inTransaction, isoMicro, isoTimestamp as iso, type Sql } from '../../db/sql.ts';
import { notHidden, sqlReader, type Visibility } from '../../db/visibility.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Notifier } from '../../plugins/notifications.ts';
import { replacePhoto, type UploadClaim } from '../../plugins/uploads.ts';
import { canEditEvent } from './events.policy.ts';

export type Viewer = { id: string; role: Role } | null;

/** The app path of an event's page (its share link). */
export const eventPath = (id: string): string => `/event/${id}`;

const TZ = `'${EVENT_TIME_ZONE}'`;

// The organiser is left-joined so that a read never loses the event, whatever happens to the account.
const COLUMNS = `e.id, e.title, e.description, ${iso('e.starts_at')} as starts_at,
  to_char(e.starts_at at time zone ${TZ}, 'YYYY-MM-DD') as date,
  to_char(e.starts_at at time zone ${TZ}, 'HH24:MI') as time,
  e.location, e.category, e.image_url, e.capacity, e.attendees_count, e.for_meeting_people,
  e.organizer_id, e.cancelled_at is not null as cancelled, e.starts_at <= now() as past,
  e.hidden_at is not null as hidden, ${isoMicro('e.starts_at')} as cursor_at, ${AUTHOR_COLUMNS}`;

type EventRow = {
  id: string;
  title: string;
  description: string;
  starts_at: string;
  date: string;
  time: string;
  location: string;
  category: EventCategory;
  image_url: string | null;
  capacity: number | null;
  attendees_count: number;
  for_meeting_people: boolean;
  organizer_id: string;
  cancelled: boolean;
  past: boolean;
  hidden: boolean;
  cursor_at: string;
  author_id: string | null;
  author_name: string | null;
  author_username: string | null;
  author_image: string | null;
  author_verified: boolean | null;
  participating: boolean;
};

function toEvent(r: EventRow, viewer: Viewer): TownEvent {
  return {
    id: r.id,
    title: r.title,
    description: r.description,
    startsAt: r.starts_at,
    date: r.date,
    time: r.time,
    location: r.location,
    category: r.category,
    imageUrl: r.image_url,
    capacity: r.capacity,
    attendeesCount: r.attendees_count,
    forMeetingPeople: r.for_meeting_people,
    organizer: r.author_id
      ? {
          id: r.author_id,
          name: r.author_name,
          username: r.author_username,
          image: r.author_image,
          verified: r.author_verified ?? false,
        }
      : null,
    cancelled: r.cancelled,
    past: r.past,
    full: r.capacity !== null && r.attendees_count >= r.capacity,
    hidden: r.hidden,
    participating: r.participating,
    canEdit: canEditEvent(viewer, r.organizer_id) && !r.cancelled && !r.past,
  };
}

/** A hidden event is read by its organiser and the moderators only (`db/visibility.ts`). */
const visibleTo = (viewer: Viewer, visibility: Visibility, param: (value: unknown) => string): string =>
  notHidden('event', 'e', sqlReader(viewer, param, visibility));

const participatingColumn = (viewerParam: string | null) =>
  viewerParam
    ? `exists(select 1 from event_participants p where p.event_id = e.id and p.user_id = ${viewerParam}) as participating`
    : 'false as participating';

/**
 * Découvrir: upcoming events nobody cancelled, soonest first. Mes événements and Participations:
 * every one of the resident's, cancelled and past included, latest date first.
 */
export async function listEvents(
  sql: Sql,
  visibility: Visibility,
  viewer: Viewer,
  query: z.output<typeof EventsQuery>,
): Promise<EventsPage> {
  const cursor = decodeCursor(query.cursor);
  const values: unknown[] = [query.limit + 1];
  const param = (value: unknown) => `$${values.push(value)}`;
  const viewerParam = viewer ? param(viewer.id) : null;
  const conditions = [visibleTo(viewer, visibility, param)];
  const ascending = query.tab === 'discover';
  if (query.tab === 'discover') conditions.push('e.cancelled_at is null', 'e.starts_at > now()');
  if (query.tab === 'mine') conditions.push(`e.organizer_id = ${viewerParam}`);
  if (query.tab === 'participations') {
    conditions.push(
      `exists(select 1 from event_participants p where p.event_id = e.id and p.user_id = ${viewerParam})`,
    );
  }
  if (query.category) conditions.push(`e.category = ${param(query.category)}`);
  if (query.meetingPeople) conditions.push(`e.for_meeting_people = ${param(query.meetingPeople === 'true')}`);
  if (cursor) {
    conditions.push(
      `(e.starts_at, e.id) ${ascending ? '>' : '<'} (${param(cursor.at)}::timestamptz, ${param(cursor.id)}::uuid)`,
    );
  }
  const order = ascending ? 'asc' : 'desc';
  const { rows } = await sql.query<EventRow>(
    `select ${COLUMNS}, ${participatingColumn(viewerParam)}
     from events e left join "user" u on u.id = e.organizer_id
     where ${conditions.join(' and ')}
     order by e.starts_at ${order}, e.id ${order}
     limit $1`,
    values,
  );
  const page = pageOf(rows, query.limit);
  return { events: page.rows.map((r) => toEvent(r, viewer)), nextCursor: page.nextCursor };
}

export async function getEvent(sql: Sql, visibility: Visibility, viewer: Viewer, id: string): Promise<TownEvent> {
  const values: unknown[] = [id];
  const param = (value: unknown) => `$${values.push(value)}`;
  const viewerParam = viewer ? param(viewer.id) : null;
  const { rows } = await sql.query<EventRow>(
    `select ${COLUMNS}, ${participatingColumn(viewerParam)}
     from events e left join "user" u on u.id = e.organizer_id
     where e.id = $1 and ${visibleTo(viewer, visibility, param)}`,
    values,
  );
  if (!rows[0]) throw new AppError('EVENT_NOT_FOUND');
  return toEvent(rows[0], viewer);
}

/** The form's date and time read in the town's time zone; it must be to come. */
async function startsAtOf(sql: Sql, date: string, time: string): Promise<string> {
  const { rows } = await sql.query<{ starts_at: string; future: boolean }>(
    `select (($1::date + $2::time) at time zone ${TZ})::text as starts_at,
       (($1::date + $2::time) at time zone ${TZ}) > now() as future`,
    [date, time],
  );
  if (!rows[0]!.future) throw new AppError('VALIDATION_ERROR', EVENT_DATE_PAST_MESSAGE);
  return rows[0]!.starts_at;
}

export async function createEvent(
  pool: pg.Pool,
  visibility: Visibility,
  uploads: UploadClaim,
  viewer: NonNullable<Viewer>,
  input: z.output<typeof CreateEventInput>,
): Promise<TownEvent> {
  const id = await inTransaction(pool, async (client) => {
    const startsAt = await startsAtOf(client, input.date, input.time);
    const imageUrl = input.uploadId ? (await uploads.claim(client, viewer.id, input.uploadId, ['post'])).url : null;
    const { rows } = await client.query<{ id: string }>(
      `insert into events (title, description, starts_at, location, category, image_upload_id, image_url, capacity,
         for_meeting_people, organizer_id)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id`,
      [
        input.title,
        input.description,
        startsAt,
        input.location,
        input.category,
        input.uploadId,
        imageUrl,
        input.capacity,
        input.forMeetingPeople,
        viewer.id,
      ],
    );
    return rows[0]!.id;
  });
  return getEvent(pool, visibility, viewer, id);
}

type LockedEvent = {
  organizer_id: string;
  title: string;
  cancelled: boolean;
  past: boolean;
  attendees_count: number;
  image_upload_id: string | null;
};

/** The event under its row lock, for its organiser or a moderator; 404 to whoever may not read it. */
async function lockForEdit(client: pg.PoolClient, viewer: NonNullable<Viewer>, id: string): Promise<LockedEvent> {
  const { rows } = await client.query<LockedEvent & { hidden: boolean }>(
    `select organizer_id, title, cancelled_at is not null as cancelled, starts_at <= now() as past, attendees_count,
       image_upload_id, hidden_at is not null as hidden
     from events where id = $1 for update`,
    [id],
  );
  const event = rows[0];
  if (!event || (event.hidden && !canEditEvent(viewer, event.organizer_id))) throw new AppError('EVENT_NOT_FOUND');
  if (!canEditEvent(viewer, event.organizer_id)) throw new AppError('EVENT_ORGANIZER_ONLY');
  if (event.cancelled) throw new AppError('EVENT_CANCELLED');
  if (event.past) throw new AppError('EVENT_PAST');
  return event;
}

async function participantsOf(sql: Sql, id: string): Promise<string[]> {
  const { rows } = await sql.query<{ user_id: string }>('select user_id from event_participants where event_id = $1', [
    id,
  ]);
  return rows.map((r) => r.user_id);
}

export type EventChange = { event: TownEvent; participants: string[]; removedUploadId: string | null };

/**
 * The organiser (or a moderator, logged) rewrites the event. A new date sends the day-before
 * reminder again; places cannot drop below the residents already in.
 */
export async function updateEvent(
  pool: pg.Pool,
  visibility: Visibility,
  uploads: UploadClaim,
  viewer: NonNullable<Viewer>,
  id: string,
  input: z.output<typeof UpdateEventInput>,
): Promise<EventChange> {
  const { participants, removedUploadId } = await inTransaction(pool, async (client) => {
    const before = await lockForEdit(client, viewer, id);
    if (input.capacity !== null && input.capacity < before.attendees_count) {
      throw new AppError('EVENT_CAPACITY_TOO_LOW');
    }
    const startsAt = await startsAtOf(client, input.date, input.time);
    const photo = await replacePhoto(client, uploads, viewer.id, before.image_upload_id, input.uploadId);
    await client.query(
      `update events set title = $2, description = $3, location = $5, category = $6, capacity = $7,
         for_meeting_people = $8,
         reminder_sent_at = case when starts_at = $4::timestamptz then reminder_sent_at end,
         starts_at = $4::timestamptz,
         image_upload_id = case when $9 then $10::uuid else image_upload_id end,
         image_url = case when $9 then $11 else image_url end,
         updated_at = now()
       where id = $1`,
      [
        id,
        input.title,
        input.description,
        startsAt,
        input.location,
        input.category,
        input.capacity,
        input.forMeetingPeople,
        photo.changed,
        photo.id,
        photo.url,
      ],
    );
    const entry = staffEntry(viewer.id, before.organizer_id, 'event.edit', { type: 'event', id });
    if (entry) await logModeration(client, entry);
    return {
      participants: await participantsOf(client, id),
      removedUploadId: photo.removedUploadId,
    };
  });
  return { event: await getEvent(pool, visibility, viewer, id), participants, removedUploadId };
}

/** 'Annuler l'événement': it stays readable, marked cancelled; its participants are told. */
export async function cancelEvent(
  pool: pg.Pool,
  visibility: Visibility,
  viewer: NonNullable<Viewer>,
  id: string,
): Promise<Omit<EventChange, 'removedUploadId'>> {
  const participants = await inTransaction(pool, async (client) => {
    const before = await lockForEdit(client, viewer, id);
    await client.query('update events set cancelled_at = now(), updated_at = now() where id = $1', [id]);
    const entry = staffEntry(viewer.id, before.organizer_id, 'event.cancel', { type: 'event', id });
    if (entry) await logModeration(client, entry);
    return participantsOf(client, id);
  });
  return { event: await getEvent(pool, visibility, viewer, id), participants };
}

/** Why an event takes no new participant: gone, hidden, cancelled, started, or full. */
async function refusal(sql: Sql, id: string): Promise<AppError> {
  const { rows } = await sql.query<{ hidden: boolean; cancelled: boolean; past: boolean }>(
    `select hidden_at is not null as hidden, cancelled_at is not null as cancelled, starts_at <= now() as past
     from events where id = $1`,
    [id],
  );
  const event = rows[0];
  if (!event || event.hidden) return new AppError('EVENT_NOT_FOUND');
  if (event.cancelled) return new AppError('EVENT_CANCELLED');
  if (event.past) return new AppError('EVENT_PAST');
  return new AppError('EVENT_FULL');
}

/**
 * 'Participer'. The row and the count go together: the participant row first (its key makes a
 * second click a no-op), then one conditional update that takes the event's row lock and re-checks
 * the places left once it has it, so 2N simultaneous requests for N places leave exactly N.
 * Returns whether the resident was added (false when they already were).
 */
export async function joinEvent(
  pool: pg.Pool,
  visibility: Visibility,
  viewer: NonNullable<Viewer>,
  id: string,
): Promise<{ event: TownEvent; joined: boolean; organizerId: string | null }> {
  const joined = await inTransaction(pool, async (client) => {
    const inserted = await client.query(
      `insert into event_participants (event_id, user_id)
       select id, $2 from events where id = $1 and hidden_at is null
       on conflict do nothing`,
      [id, viewer.id],
    );
    if (!inserted.rowCount) {
      const { rowCount } = await client.query('select 1 from event_participants where event_id = $1 and user_id = $2', [
        id,
        viewer.id,
      ]);
      if (!rowCount) throw await refusal(client, id);
      return false;
    }
    const counted = await client.query(
      `update events set attendees_count = attendees_count + 1
       where id = $1 and cancelled_at is null and hidden_at is null and starts_at > now()
         and (capacity is null or attendees_count < capacity)`,
      [id],
    );
    // Rolled back with the participant row: no place, no participation.
    if (!counted.rowCount) throw await refusal(client, id);
    return true;
  });
  const event = await getEvent(pool, visibility, viewer, id);
  return { event, joined, organizerId: event.organizer?.id ?? null };
}

/** 'Annuler ma participation': idempotent; the count moves with the row. */
export async function leaveEvent(
  pool: pg.Pool,
  visibility: Visibility,
  viewer: NonNullable<Viewer>,
  id: string,
): Promise<TownEvent> {
  await inTransaction(pool, async (client) => {
    const { rows } = await client.query<{ hidden: boolean; past: boolean }>(
      'select hidden_at is not null as hidden, starts_at <= now() as past from events where id = $1 for update',
      [id],
    );
    const event = rows[0];
    if (!event || event.hidden) throw new AppError('EVENT_NOT_FOUND');
    if (event.past) throw new AppError('EVENT_PAST');
    const deleted = await client.query('delete from event_participants where event_id = $1 and user_id = $2', [
      id,
      viewer.id,
    ]);
    if (deleted.rowCount) {
      await client.query('update events set attendees_count = greatest(attendees_count - 1, 0) where id = $1', [id]);
    }
  });
  return getEvent(pool, visibility, viewer, id);
}

/** Each participant but the actor hears of the change (the notifier applies their 'events' switch). */
export async function notifyParticipants(
  notifier: Notifier,
  participants: string[],
  actorId: string | null,
  type: 'event_updated' | 'event_cancelled' | 'event_reminder',
  event: { id: string; title: string },
): Promise<void> {
  for (const userId of participants) {
    if (userId === actorId) continue;
    await notifier.notify({ userId, actorId, type, content: event.title, link: eventPath(event.id) });
  }
}

/**
 * The day-before reminders: every event starting within 24 hours whose reminder has not gone,
 * marked first (so two sweeps never send it twice), then its participants notified.
 */
export async function sendEventReminders(pool: pg.Pool, notifier: Notifier): Promise<number> {
  const { rows } = await pool.query<{ id: string; title: string }>(
    `update events set reminder_sent_at = now()
     where reminder_sent_at is null and cancelled_at is null and hidden_at is null
       and starts_at > now() and starts_at <= now() + interval '24 hours'
     returning id, title`,
  );
  for (const event of rows) {
    await notifyParticipants(notifier, await participantsOf(pool, event.id), null, 'event_reminder', event);
  }
  return rows.length;
}

export type CalendarEntry = {
  id: string;
  title: string;
  description: string;
  startsAt: Date;
  location: string;
  category: EventCategory;
  cancelled: boolean;
  updatedAt: Date;
  createdAt: Date;
};

type CalendarRow = {
  id: string;
  title: string;
  description: string;
  starts_at: Date;
  location: string;
  category: EventCategory;
  cancelled: boolean;
  updated_at: Date;
  created_at: Date;
};

const CALENDAR_COLUMNS = `e.id, e.title, e.description, e.starts_at, e.location, e.category,
  e.cancelled_at is not null as cancelled, e.updated_at, e.created_at`;

const toEntry = (r: CalendarRow): CalendarEntry => ({
  id: r.id,
  title: r.title,
  description: r.description,
  startsAt: r.starts_at,
  location: r.location,
  category: r.category,
  cancelled: r.cancelled,
  updatedAt: r.updated_at,
  createdAt: r.created_at,
});

export async function calendarEntry(
  sql: Sql,
  visibility: Visibility,
  viewer: Viewer,
  id: string,
): Promise<CalendarEntry> {
  const values: unknown[] = [id];
  const param = (value: unknown) => `$${values.push(value)}`;
  const { rows } = await sql.query<CalendarRow>(
    `select ${CALENDAR_COLUMNS} from events e where e.id = $1 and ${visibleTo(viewer, visibility, param)}`,
    values,
  );
  if (!rows[0]) throw new AppError('EVENT_NOT_FOUND');
  return toEntry(rows[0]);
}

/** How far back the feeds reach: a calendar keeps the recent past, not years of it. */
const FEED_PAST_DAYS = 30;
const FEED_MAX_EVENTS = 500;

/** The town's public feed: every upcoming event nobody hid (cancelled ones say so). */
export async function townCalendarEntries(sql: Sql): Promise<CalendarEntry[]> {
  const { rows } = await sql.query<CalendarRow>(
    `select ${CALENDAR_COLUMNS} from events e
     where e.hidden_at is null and e.starts_at > now()
     order by e.starts_at, e.id limit ${FEED_MAX_EVENTS}`,
  );
  return rows.map(toEntry);
}

/** A resident's private feed: the events they joined, the last month's included. */
export async function participationEntries(sql: Sql, userId: string): Promise<CalendarEntry[]> {
  const { rows } = await sql.query<CalendarRow>(
    `select ${CALENDAR_COLUMNS} from events e
     join event_participants p on p.event_id = e.id and p.user_id = $1
     where e.hidden_at is null and e.starts_at > now() - interval '${FEED_PAST_DAYS} days'
     order by e.starts_at, e.id limit ${FEED_MAX_EVENTS}`,
    [userId],
  );
  return rows.map(toEntry);
}
