import { exportRows, REPORT_EXCERPT, type AppModule } from '../../lib/app-module.ts';
import { eventsRoutes } from './events.routes.ts';
import { seedEvents } from './events.seed.ts';
import { eventsSaved } from './events.saved.ts';
import { eventsSearch } from './events.search.ts';
import { upcomingEventsDigest } from './events.digest.ts';

/** Town events: RSVP within capacity, reminders, iCalendar feeds. */
export const eventsModule: AppModule = {
  name: 'events',
  search: [eventsSearch],
  saved: [eventsSaved],
  digest: [upcomingEventsDigest],
  routes: [{ plugin: eventsRoutes }],
  seed: seedEvents,
  // Its seed's organisers and guests: demo and showcase residents.
  after: ['profiles'],
  uploadKinds: ['post'],
  images: [
    { column: 'events.image_upload_id', holds: 'upload id' },
    { column: 'events.image_url', pathOf: 'events.image_upload_id' },
  ],
  hides: [{ kind: 'event', table: 'events', owner: (alias, viewer) => `${alias}.organizer_id = ${viewer}` }],
  reports: [
    {
      type: 'event',
      hiddenKind: 'event',
      describe: `select e.id::text as id, e.organizer_id as author_id,
          concat_ws(' — ', e.title, left(e.description, ${REPORT_EXCERPT})) as excerpt, e.image_url,
          'Événements' as place, '/event/' || e.id as link, e.hidden_at is not null as hidden,
          e.hidden_at is null as readable
        from events e
        where e.id = any($1::uuid[])`,
    },
  ],
  notifications: {
    event_joined: { switch: 'events', text: (actor) => `${actor} participe à votre événement` },
    event_updated: { switch: 'events', text: () => 'Un événement auquel vous participez a été modifié' },
    event_cancelled: { switch: 'events', text: () => 'Un événement auquel vous participez a été annulé' },
    event_reminder: { switch: 'events', text: () => 'Rappel : un événement auquel vous participez a lieu demain' },
  },
  account: {
    export: [
      exportRows('eventsOrganised', {
        table: 'events',
        owner: 'organizer_id',
        columns:
          'id, title, description, starts_at, location, category, capacity, for_meeting_people, cancelled_at, created_at',
      }),
      exportRows('eventParticipations', {
        table: 'event_participants',
        owner: 'user_id',
        columns: 'event_id, created_at',
      }),
      // The feed's address is a secret: only that one exists, and since when.
      exportRows('calendarFeed', { table: 'calendar_feeds', owner: 'user_id', columns: 'created_at' }),
    ],
    residentColumns: [
      { column: 'events.organizer_id', onErase: 'cascade', exportedIn: 'eventsOrganised' },
      { column: 'event_participants.user_id', onErase: 'cascade', exportedIn: 'eventParticipations' },
      { column: 'calendar_feeds.user_id', onErase: 'cascade', exportedIn: 'calendarFeed' },
    ],
    // Their places at others' events go with them (cascade), and leave those events' counters.
    async beforeErasure(sql, userId) {
      await sql.query(
        `update events e set attendees_count = greatest(e.attendees_count - 1, 0)
         from event_participants p where p.event_id = e.id and p.user_id = $1 and e.organizer_id <> $1`,
        [userId],
      );
    },
  },
};
