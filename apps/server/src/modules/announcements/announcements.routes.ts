import {
  Announcement,
  AnnouncementIdParams,
  AnnouncementInput,
  AnnouncementOpenInput,
  AnnouncementsQuery,
  AnnouncementsResponse,
  ANNOUNCEMENTS_ATOM_PATH,
  ANNOUNCEMENTS_ICS_PATH,
  type SessionUser,
} from '@portmarin/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { ICS_CONTENT_TYPE } from '../../lib/icalendar.ts';
import { READ_ERRORS, WRITE_ERRORS } from '../../lib/route-errors.ts';
import { TOWN_TIME_ZONE } from '../../lib/town-time.ts';
import { registerSharePage, shareDescription } from '../../plugins/og.ts';
import {
  getSessionUser,
  requireActiveUser,
  requireUser,
  NO_SESSION,
  SIGNED_IN,
  SIGNED_IN_OR_VISITOR,
} from '../../plugins/session.ts';
import { TEN_MINUTES, throttle } from '../../plugins/throttle.ts';
import { deliverAnnouncement } from './announcements.delivery.ts';
import { atomFeed, announcementsCalendar, ATOM_CONTENT_TYPE, type FeedOptions } from './announcements.feeds.ts';
import { canPublishAnnouncements } from './announcements.policy.ts';
import {
  announcementPath,
  createAnnouncement,
  feedEntries,
  getAnnouncement,
  listAnnouncements,
  publisherOf,
  recordOpen,
  updateAnnouncement,
  withdrawAnnouncement,
  type Reader,
} from './announcements.service.ts';

/** The town hall publishes a few a day; a burst beyond this is a mistake or a stolen account. */
const PUBLICATIONS_PER_WINDOW = 20;
const EDITS_PER_WINDOW = 60;
/** Opens are recorded once per resident; the limit only stops a script. */
const OPENS_PER_WINDOW = 300;

const tags = ['announcements'];

/** The reader as the announcements see them. */
export const announcementsReader = (user: SessionUser | null): Reader =>
  user ? { id: user.id, mairie: canPublishAnnouncements(user) } : null;

/** The town hall's official channel: announcements, their feeds and share pages. */
export const announcementsRoutes: FastifyPluginAsyncZod = async (app) => {
  const publisher = publisherOf(app.town);
  const publicUrl = app.env.PUBLIC_URL;
  const feedOptions = (feedPath: string): FeedOptions => ({
    publicUrl,
    publisher,
    productName: app.town.productName,
    feedPath,
    timeZone: TOWN_TIME_ZONE,
  });

  async function requireMairie(request: FastifyRequest): Promise<SessionUser> {
    const user = await requireActiveUser(app, request);
    if (!canPublishAnnouncements(user)) throw new AppError('MAIRIE_ONLY');
    return user;
  }

  /** The push and notifications, once the announcement is committed: not awaited by the answer. */
  function deliverLater(server: FastifyInstance, id: string, publisherId: string): void {
    void deliverAnnouncement(server, id, publisherId).catch((error: unknown) =>
      server.log.error({ err: error, announcement: id }, 'announcement not delivered'),
    );
  }

  // The share link /annonces/{id} previews with the category, title and text.
  registerSharePage(app, '/annonces/', async (id) => {
    const { rows } = await app.pool.query<{ category: string; title: string; text: string; image_url: string | null }>(
      'select category, title, text, image_url from announcements where id = $1 and withdrawn_at is null',
      [id],
    );
    const found = rows[0];
    if (!found) return null;
    return {
      title: `${found.category} : ${found.title}`,
      description: shareDescription(`${publisher}. ${found.text}`),
      url: `${publicUrl}${announcementPath(id)}`,
      imageUrl: found.image_url,
    };
  });

  app.get(
    '/api/announcements',
    {
      schema: {
        summary: 'Lire les annonces de la mairie',
        operationId: 'listAnnouncements',
        security: SIGNED_IN_OR_VISITOR,
        tags,
        querystring: AnnouncementsQuery,
        response: { 200: AnnouncementsResponse, ...READ_ERRORS },
      },
    },
    async (request) => {
      const reader = announcementsReader(await getSessionUser(app, request));
      return { announcements: await listAnnouncements(app.pool, reader, publisher, request.query.scope) };
    },
  );

  // Text answers (Atom, iCalendar): no JSON response schema to serialise them.
  app.get(
    ANNOUNCEMENTS_ATOM_PATH,
    {
      schema: {
        summary: 'Lire le flux Atom des annonces de la mairie',
        operationId: 'getAnnouncementsAtomFeed',
        security: NO_SESSION,
        tags,
      },
    },
    async (_request, reply) => {
      const text = atomFeed(await feedEntries(app.pool), feedOptions(ANNOUNCEMENTS_ATOM_PATH));
      return reply.header('content-type', ATOM_CONTENT_TYPE).header('cache-control', 'public, max-age=300').send(text);
    },
  );

  app.get(
    ANNOUNCEMENTS_ICS_PATH,
    {
      schema: {
        summary: 'Télécharger l’agenda des annonces de la mairie (iCalendar)',
        operationId: 'getAnnouncementsCalendar',
        security: NO_SESSION,
        tags,
      },
    },
    async (_request, reply) => {
      const text = announcementsCalendar(await feedEntries(app.pool), feedOptions(ANNOUNCEMENTS_ICS_PATH));
      return reply.header('content-type', ICS_CONTENT_TYPE).header('cache-control', 'public, max-age=300').send(text);
    },
  );

  app.get(
    '/api/announcements/:id',
    {
      schema: {
        summary: 'Lire une annonce de la mairie',
        operationId: 'getAnnouncement',
        security: SIGNED_IN_OR_VISITOR,
        tags,
        params: AnnouncementIdParams,
        response: { 200: Announcement, ...READ_ERRORS },
      },
    },
    async (request) => {
      const reader = announcementsReader(await getSessionUser(app, request));
      return getAnnouncement(app.pool, reader, publisher, request.params.id);
    },
  );

  const editThrottle = throttle(
    'announcement-edit',
    EDITS_PER_WINDOW,
    TEN_MINUTES,
    'Trop de modifications d’annonces en peu de temps. Réessayez dans quelques minutes.',
  );

  app.post(
    '/api/announcements',
    {
      schema: {
        summary: 'Publier une annonce de la mairie',
        operationId: 'createAnnouncement',
        security: SIGNED_IN,
        tags,
        body: AnnouncementInput,
        response: { 201: Announcement, ...WRITE_ERRORS },
      },
      config: {
        rateLimit: throttle(
          'announcement-publish',
          PUBLICATIONS_PER_WINDOW,
          TEN_MINUTES,
          'Trop d’annonces publiées en peu de temps. Réessayez dans quelques minutes.',
        ),
      },
    },
    async (request, reply) => {
      const user = await requireMairie(request);
      const id = await createAnnouncement(app.pool, app.uploads, user.id, request.body);
      const announcement = await getAnnouncement(app.pool, announcementsReader(user), publisher, id);
      deliverLater(app, id, user.id);
      return reply.status(201).send(announcement);
    },
  );

  app.put(
    '/api/announcements/:id',
    {
      schema: {
        summary: 'Modifier une annonce de la mairie',
        operationId: 'updateAnnouncement',
        security: SIGNED_IN,
        tags,
        params: AnnouncementIdParams,
        body: AnnouncementInput,
        response: { 200: Announcement, ...WRITE_ERRORS },
      },
      config: { rateLimit: editThrottle },
    },
    async (request) => {
      const user = await requireMairie(request);
      const { removedUploadId } = await updateAnnouncement(
        app.pool,
        app.uploads,
        user.id,
        request.params.id,
        request.body,
      );
      if (removedUploadId) {
        await app.uploads
          .remove(removedUploadId)
          .catch((error: unknown) => request.log.error({ err: error }, 'old announcement photo not removed'));
      }
      return getAnnouncement(app.pool, announcementsReader(user), publisher, request.params.id);
    },
  );

  app.post(
    '/api/announcements/:id/withdraw',
    {
      schema: {
        summary: 'Retirer une annonce de la mairie',
        operationId: 'withdrawAnnouncement',
        security: SIGNED_IN,
        tags,
        params: AnnouncementIdParams,
        response: { 200: Announcement, ...WRITE_ERRORS },
      },
      config: { rateLimit: editThrottle },
    },
    async (request) => {
      const user = await requireMairie(request);
      await withdrawAnnouncement(app.pool, user.id, request.params.id);
      return getAnnouncement(app.pool, announcementsReader(user), publisher, request.params.id);
    },
  );

  app.post(
    '/api/announcements/:id/opens',
    {
      schema: {
        summary: 'Noter qu’un habitant a ouvert une annonce',
        operationId: 'recordAnnouncementOpen',
        security: SIGNED_IN,
        tags,
        params: AnnouncementIdParams,
        body: AnnouncementOpenInput,
        response: { 204: z.null(), ...WRITE_ERRORS },
      },
      config: {
        // Reading is not writing content: a suspended resident's open still counts.
        openWhileSuspended: 'reading an announcement is not taking part',
        rateLimit: throttle(
          'announcement-open',
          OPENS_PER_WINDOW,
          TEN_MINUTES,
          'Trop d’annonces ouvertes en peu de temps. Réessayez dans quelques minutes.',
        ),
      },
    },
    async (request, reply) => {
      const user = await requireUser(app, request);
      await recordOpen(app.pool, user.id, request.params.id, request.body.source);
      return reply.status(204).send(null);
    },
  );
};
