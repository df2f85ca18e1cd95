import {
  BeachIdParams,
  CreateWaterNoticeInput,
  SeaBeach,
  SeaPage,
  SetBeachFlagInput,
  UpdateWaterNoticeInput,
  WaterNotice,
  WaterNoticeIdParams,
} from '@portmarin/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { READ_ERRORS, WRITE_ERRORS } from '../../lib/route-errors.ts';
import { requireUser, SIGNED_IN, NO_SESSION } from '../../plugins/session.ts';
import { TEN_MINUTES, throttle } from '../../plugins/throttle.ts';
import { canManageSea } from './sea.policy.ts';
import {
  createWaterNotice,
  endWaterNotice,
  readSeaPage,
  setBeachFlag,
  sharedMarineReader,
  updateWaterNotice,
  type MarineSource,
} from './sea.service.ts';

/** Far above a town hall's day, even a stormy one: flags change a few times a day, notices less. */
const FLAG_CHANGES_PER_WINDOW = 60;
const NOTICE_CHANGES_PER_WINDOW = 60;

/** The signed-in admin, else 401 (visitor) or 403 (residents and moderators). */
async function requireSeaAdmin(app: FastifyInstance, request: FastifyRequest) {
  const user = await requireUser(app, request);
  if (!canManageSea(user)) throw new AppError('SEA_ADMINS_ONLY');
  return user;
}

const noticeThrottle = () =>
  throttle(
    'sea-notice',
    NOTICE_CHANGES_PER_WINDOW,
    TEN_MINUTES,
    'Trop de modifications des avis en peu de temps. Réessayez dans quelques minutes.',
  );

export const seaRoutes: FastifyPluginAsyncZod = async (app) => {
  // The marine endpoint: the environment's (tests, a mirror), else the town file's.
  const source: MarineSource = {
    endpoint: app.env.MARINE_API_URL ?? app.town.weather.marineUrl,
    coordinates: app.town.weather.point ?? app.town.coordinates,
    maxAgeMs: app.env.WEATHER_CACHE_SECONDS * 1000,
  };
  const readMarine = sharedMarineReader(app.pool, source);

  app.get(
    '/api/sea',
    {
      schema: {
        summary: 'Lire la météo marine et les plages',
        operationId: 'getSea',
        security: NO_SESSION,
        tags: ['sea'],
        response: { 200: SeaPage, ...READ_ERRORS },
      },
    },
    async () => readSeaPage(app.pool, app.town, readMarine),
  );

  app.put(
    '/api/sea/beaches/:beachId/flag',
    {
      schema: {
        summary: 'Changer le drapeau d’une plage (mairie)',
        operationId: 'setBeachFlag',
        security: SIGNED_IN,
        tags: ['sea'],
        params: BeachIdParams,
        body: SetBeachFlagInput,
        response: { 200: SeaBeach, ...WRITE_ERRORS },
      },
      config: {
        rateLimit: throttle(
          'sea-flag',
          FLAG_CHANGES_PER_WINDOW,
          TEN_MINUTES,
          'Trop de changements de drapeau en peu de temps. Réessayez dans quelques minutes.',
        ),
      },
    },
    async (request) => {
      const admin = await requireSeaAdmin(app, request);
      const { colour, note } = request.body;
      return setBeachFlag(app.pool, app.town, admin.id, request.params.beachId, colour, note);
    },
  );

  app.post(
    '/api/sea/notices',
    {
      schema: {
        summary: 'Publier un avis de mer (mairie)',
        operationId: 'createSeaNotice',
        security: SIGNED_IN,
        tags: ['sea'],
        body: CreateWaterNoticeInput,
        response: { 201: WaterNotice, ...WRITE_ERRORS },
      },
      config: { rateLimit: noticeThrottle() },
    },
    async (request, reply) => {
      const admin = await requireSeaAdmin(app, request);
      return reply.status(201).send(await createWaterNotice(app.pool, app.town, admin.id, request.body));
    },
  );

  app.patch(
    '/api/sea/notices/:id',
    {
      schema: {
        summary: 'Modifier un avis de mer (mairie)',
        operationId: 'updateSeaNotice',
        security: SIGNED_IN,
        tags: ['sea'],
        params: WaterNoticeIdParams,
        body: UpdateWaterNoticeInput,
        response: { 200: WaterNotice, ...WRITE_ERRORS },
      },
      config: { rateLimit: noticeThrottle() },
    },
    async (request) => {
      const admin = await requireSeaAdmin(app, request);
      return updateWaterNotice(app.pool, admin.id, request.params.id, request.body);
    },
  );

  // Ends the notice now rather than erasing it: the town keeps a record of what it published.
  app.delete(
    '/api/sea/notices/:id',
    {
      schema: {
        summary: 'Supprimer un avis de mer (mairie)',
        operationId: 'deleteSeaNotice',
        security: SIGNED_IN,
        tags: ['sea'],
        params: WaterNoticeIdParams,
        response: { 204: z.null(), ...WRITE_ERRORS },
      },
      config: { rateLimit: noticeThrottle() },
    },
    async (request, reply) => {
      const admin = await requireSeaAdmin(app, request);
      await endWaterNotice(app.pool, admin.id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
