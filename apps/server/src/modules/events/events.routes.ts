import {
  CalendarFeed,
  CalendarFeedQuery,
  CreateEventInput,
  EventIdParams,
  EventsPage,
  EventsQuery,
  PRIVATE_CALENDAR_PATH,
  TOWN_CALENDAR_PATH,
  TownEvent,
  UpdateEventInput,
  type Role,
} from '@portmarin/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { READ_ERRORS, WRITE_ERRORS } from '../../lib/route-errors.ts';
import { registerSharePage, shareDescription } from '../../plugins/og.ts';
import {
  getSessionUser,
  requireActiveUser,
  requireUser,
  SIGNED_IN_OR_VISITOR,
  SIGNED_IN,
  NO_SESSION,
} from '../../plugins/session.ts';
import { TEN_MINUTES, throttle } from '../../plugins/throttle.ts';
import { calendarText, feedOwner, feedToken, ICS_CONTENT_TYPE } from './events.calendar.ts';
import {
  calendarEntry,
  cancelEvent,
  createEvent,
  eventPath,
  getEvent,
  joinEvent,
  leaveEvent,
  listEvents,
  notifyParticipants,
  participationEntries,
  sendEventReminders,
  townCalendarEntries,
  updateEvent,
  type Viewer,
} from './events.service.ts';

/** Limits no resident meets by hand: events are written slowly, RSVPs clicked a little faster. */
const EVENTS_PER_WINDOW = 10;
const EDITS_PER_WINDOW = 60;
const RSVPS_PER_WINDOW = 120;
const FEED_RESETS_PER_WINDOW = 10;
/** How often the day-before reminders are looked for. */
const REMINDER_SWEEP_MS = 5 * 60 * 1000;

const viewerOf = (user: { id: string; role: Role } | null): Viewer => (user ? { id: user.id, role: user.role } : null);

const rsvpThrottle = {
  rateLimit: throttle(
    'event-rsvp',
    RSVPS_PER_WINDOW,
    TEN_MINUTES,
    'Vous avez répondu à trop d’événements en peu de temps. Réessayez dans quelques minutes.',
  ),
};

const editThrottle = {
  rateLimit: throttle(
    'event-edit',
    EDITS_PER_WINDOW,
    TEN_MINUTES,
    'Vous avez modifié trop d’événements en peu de temps. Réessayez dans quelques minutes.',
  ),
};

/** A notification is a courtesy: its failure is logged, never the request's. */
const quietly = (log: FastifyBaseLogger, what: string) => (error: unknown) =>
  log.error({ err: error }, `${what} not sent`);

export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  // The share link /event/{id} previews with the event's title, date, place and image.
  registerSharePage(app, '/event/', async (id) => {
    const { rows } = await app.pool.query<{
      title: string;
      description: string;
      image_url: string | null;
      when: string;
      location: string;
    }>(
      `select title, description, image_url, location,
              to_char(starts_at at time zone 'Europe/Paris', 'DD/MM/YYYY "à" HH24"h"MI') as when
       from events where id = $1 and hidden_at is null`,
      [id],
    );
    const event = rows[0];
    if (!event) return null;
    return {
      title: event.title,
      description: shareDescription(`Le ${event.when}, ${event.location}. ${event.description}`),
      url: `${app.env.PUBLIC_URL}/event/${id}`,
      imageUrl: event.image_url,
    };
  });

  const secret = (await app.auth.$context).secret;
  const publicUrl = app.env.PUBLIC_URL;
  const host = new URL(publicUrl).host;
  const ics = (entries: Parameters<typeof calendarText>[0], name: string) =>
    calendarText(entries, { publicUrl, productName: app.town.productName, name, host });
  const feedUrls = (token: string) => ({
    privateUrl: `${publicUrl}${PRIVATE_CALENDAR_PATH}?token=${token}`,
    publicUrl: `${publicUrl}${TOWN_CALENDAR_PATH}`,
  });

  // The day-before reminders, swept on an interval for the life of the app.
  const sweep = setInterval(() => {
    sendEventReminders(app.pool, app.notifier).catch(quietly(app.log, 'event reminders'));
  }, REMINDER_SWEEP_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  app.get(
    '/api/events',
    {
      schema: {
        summary: 'Lire l’agenda de la commune',
        operationId: 'listEvents',
        security: SIGNED_IN_OR_VISITOR,
        tags: ['events'],
        querystring: EventsQuery,
        response: { 200: EventsPage, ...READ_ERRORS },
      },
    },
    async (request) => {
      // Découvrir is the town's: visitors read it; the resident's own tabs need a session.
      const user =
        request.query.tab === 'discover' ? await getSessionUser(app, request) : await requireUser(app, request);
      return listEvents(app.pool, app.visibility, viewerOf(user), request.query);
    },
  );

  app.get(
    TOWN_CALENDAR_PATH,
    // Text answers (text/calendar): no JSON response schema to serialise them.
    {
      schema: {
        summary: 'Télécharger l’agenda de la commune (iCalendar)',
        operationId: 'getTownCalendar',
        security: NO_SESSION,
        tags: ['events'],
      },
    },
    async (_request, reply) => {
      const text = ics(await townCalendarEntries(app.pool), `Événements de ${app.town.townName}`);
      return reply.header('content-type', ICS_CONTENT_TYPE).header('cache-control', 'public, max-age=300').send(text);
    },
  );

  app.get(
    '/api/events/calendar',
    {
      schema: {
        summary: 'Lire le lien de son agenda personnel',
        operationId: 'getMyCalendarLink',
        security: SIGNED_IN,
        tags: ['events'],
        response: { 200: CalendarFeed, ...READ_ERRORS },
      },
    },
    async (request) => {
      const user = await requireUser(app, request);
      return feedUrls(await feedToken(app.pool, secret, user.id, false));
    },
  );

  app.post(
    '/api/events/calendar/reset',
    {
      schema: {
        summary: 'Renouveler le lien de son agenda personnel',
        operationId: 'resetMyCalendarLink',
        security: SIGNED_IN,
        tags: ['events'],
        response: { 200: CalendarFeed, ...WRITE_ERRORS },
      },
      config: {
        rateLimit: throttle(
          'event-calendar-reset',
          FEED_RESETS_PER_WINDOW,
          TEN_MINUTES,
          'Vous avez réinitialisé votre lien d’agenda trop de fois. Réessayez dans quelques minutes.',
        ),
      },
    },
    async (request) => {
      const user = await requireUser(app, request);
      return feedUrls(await feedToken(app.pool, secret, user.id, true));
    },
  );

  // The token is a query value, which the access log redacts (lib/log-redaction).
  app.get(
    PRIVATE_CALENDAR_PATH,
    // Read by calendar apps, without the session: the secret token in the address is the key.
    {
      schema: {
        summary: 'Télécharger son agenda personnel (iCalendar)',
        operationId: 'getMyCalendarFeed',
        security: NO_SESSION,
        tags: ['events'],
        querystring: CalendarFeedQuery,
      },
    },
    async (request, reply) => {
      const owner = await feedOwner(app.pool, request.query.token);
      const text = ics(await participationEntries(app.pool, owner), `Mes événements à ${app.town.townName}`);
      return reply.header('content-type', ICS_CONTENT_TYPE).send(text);
    },
  );

  app.get(
    '/api/events/:id',
    {
      schema: {
        summary: 'Lire un événement',
        operationId: 'getEvent',
        security: SIGNED_IN_OR_VISITOR,
        tags: ['events'],
        params: EventIdParams,
        response: { 200: TownEvent, ...READ_ERRORS },
      },
    },
    async (request) =>
      getEvent(app.pool, app.visibility, viewerOf(await getSessionUser(app, request)), request.params.id),
  );

  app.get(
    '/api/events/:id/ics',
    {
      schema: {
        summary: 'Télécharger un événement (iCalendar)',
        operationId: 'getEventIcs',
        security: SIGNED_IN_OR_VISITOR,
        tags: ['events'],
        params: EventIdParams,
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(await getSessionUser(app, request));
      const entry = await calendarEntry(app.pool, app.visibility, viewer, request.params.id);
      return reply
        .header('content-type', ICS_CONTENT_TYPE)
        .header('content-disposition', 'attachment; filename="evenement.ics"')
        .send(ics([entry], entry.title));
    },
  );

  app.post(
    '/api/events',
    {
      schema: {
        summary: 'Créer un événement',
        operationId: 'createEvent',
        security: SIGNED_IN,
        tags: ['events'],
        body: CreateEventInput,
        response: { 201: TownEvent, ...WRITE_ERRORS },
      },
      config: {
        rateLimit: throttle(
          'event-create',
          EVENTS_PER_WINDOW,
          TEN_MINUTES,
          'Vous avez créé trop d’événements en peu de temps. Réessayez dans quelques minutes.',
        ),
      },
    },
    async (request, reply) => {
      const user = await requireActiveUser(app, request);
      return reply
        .status(201)
        .send(await createEvent(app.pool, app.visibility, app.uploads, viewerOf(user)!, request.body));
    },
  );

  app.put(
    '/api/events/:id',
    {
      schema: {
        summary: 'Modifier un événement',
        operationId: 'updateEvent',
        security: SIGNED_IN,
        tags: ['events'],
        params: EventIdParams,
        body: UpdateEventInput,
        response: { 200: TownEvent, ...WRITE_ERRORS },
      },
      config: editThrottle,
    },
    async (request) => {
      const user = await requireActiveUser(app, request);
      const change = await updateEvent(
        app.pool,
        app.visibility,
        app.uploads,
        viewerOf(user)!,
        request.params.id,
        request.body,
      );
      if (change.removedUploadId) {
        await app.uploads.remove(change.removedUploadId).catch(quietly(request.log, 'old event photo removal'));
      }
      await notifyParticipants(app.notifier, change.participants, user.id, 'event_updated', change.event);
      return change.event;
    },
  );

  app.post(
    '/api/events/:id/cancel',
    {
      schema: {
        summary: 'Annuler un événement',
        operationId: 'cancelEvent',
        security: SIGNED_IN,
        tags: ['events'],
        params: EventIdParams,
        response: { 200: TownEvent, ...WRITE_ERRORS },
      },
      config: editThrottle,
    },
    async (request) => {
      const user = await requireUser(app, request);
      const change = await cancelEvent(app.pool, app.visibility, viewerOf(user)!, request.params.id);
      await notifyParticipants(app.notifier, change.participants, user.id, 'event_cancelled', change.event);
      return change.event;
    },
  );

  app.post(
    '/api/events/:id/participation',
    {
      schema: {
        summary: 'Participer à un événement',
        operationId: 'joinEvent',
        security: SIGNED_IN,
        tags: ['events'],
        params: EventIdParams,
        response: { 200: TownEvent, ...WRITE_ERRORS },
      },
      config: rsvpThrottle,
    },
    async (request) => {
      const user = await requireActiveUser(app, request);
      const { event, joined, organizerId } = await joinEvent(
        app.pool,
        app.visibility,
        viewerOf(user)!,
        request.params.id,
      );
      if (joined && organizerId) {
        await app.notifier.notify({
          userId: organizerId,
          actorId: user.id,
          type: 'event_joined',
          content: event.title,
          link: eventPath(event.id),
        });
      }
      return event;
    },
  );

  app.delete(
    '/api/events/:id/participation',
    {
      schema: {
        summary: 'Ne plus participer à un événement',
        operationId: 'leaveEvent',
        security: SIGNED_IN,
        tags: ['events'],
        params: EventIdParams,
        response: { 200: TownEvent, ...WRITE_ERRORS },
      },
      config: rsvpThrottle,
    },
    async (request) => {
      const user = await requireUser(app, request);
      return leaveEvent(app.pool, app.visibility, viewerOf(user)!, request.params.id);
    },
  );
};
