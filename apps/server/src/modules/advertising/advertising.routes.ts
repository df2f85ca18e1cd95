import {
  AdRequest,
  AdRequestIdParams,
  AdRequestsPage,
  AdRequestsQuery,
  CreateAdRequestInput,
  DecideAdRequestInput,
  MyAdvertising,
  type SessionUser,
} from '@portmarin/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { READ_ERRORS, WRITE_ERRORS } from '../../lib/route-errors.ts';
import { requireActiveUser, requireUser, SIGNED_IN } from '../../plugins/session.ts';
import { TEN_MINUTES, throttle } from '../../plugins/throttle.ts';
import { canManageAdvertising } from './advertising.policy.ts';
import {
  createAdRequest,
  decideAdRequest,
  listAdRequests,
  myAdvertising,
  notifyAdRequestOutcome,
} from './advertising.service.ts';

/** A business asks a few times a day at most; admins work through a queue. */
const REQUESTS_PER_WINDOW = 20;
const DECISIONS_PER_WINDOW = 300;

const tags = ['advertising'];

async function requireAdmin(app: FastifyInstance, request: FastifyRequest): Promise<SessionUser> {
  const user = await requireUser(app, request);
  if (!canManageAdvertising(user)) throw new AppError('ADMINS_ONLY');
  return user;
}

export const advertisingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/advertising/me',
    {
      schema: {
        summary: 'Lire ses demandes de publicité',
        operationId: 'getMyAdvertising',
        security: SIGNED_IN,
        tags,
        response: { 200: MyAdvertising, ...READ_ERRORS },
      },
    },
    async (request) => {
      const user = await requireUser(app, request);
      return myAdvertising(app.pool, user.id);
    },
  );

  app.post(
    '/api/advertising/requests',
    {
      schema: {
        summary: 'Demander une publicité',
        operationId: 'requestAdvertising',
        security: SIGNED_IN,
        tags,
        body: CreateAdRequestInput,
        response: { 201: AdRequest, ...WRITE_ERRORS },
      },
      config: {
        rateLimit: throttle(
          'ad-request',
          REQUESTS_PER_WINDOW,
          TEN_MINUTES,
          'Vous avez envoyé trop de demandes publicitaires en peu de temps. Réessayez dans quelques minutes.',
        ),
      },
    },
    async (request, reply) => {
      const user = await requireActiveUser(app, request);
      return reply.status(201).send(await createAdRequest(app.pool, user.id, request.body));
    },
  );

  app.get(
    '/api/admin/advertising/requests',
    {
      schema: {
        summary: 'Lister les demandes de publicité (administration)',
        operationId: 'listAdvertisingRequests',
        security: SIGNED_IN,
        tags,
        querystring: AdRequestsQuery,
        response: { 200: AdRequestsPage, ...READ_ERRORS },
      },
    },
    async (request) => {
      await requireAdmin(app, request);
      return listAdRequests(app.pool, request.query);
    },
  );

  app.post(
    '/api/admin/advertising/requests/:id/decision',
    {
      schema: {
        summary: 'Accepter ou refuser une demande de publicité (administration)',
        operationId: 'decideAdvertisingRequest',
        security: SIGNED_IN,
        tags,
        params: AdRequestIdParams,
        body: DecideAdRequestInput,
        response: { 200: AdRequest, ...WRITE_ERRORS },
      },
      config: {
        rateLimit: throttle(
          'ad-request-decision',
          DECISIONS_PER_WINDOW,
          TEN_MINUTES,
          'Trop de décisions en peu de temps. Réessayez dans quelques minutes.',
        ),
      },
    },
    async (request) => {
      const admin = await requireAdmin(app, request);
      const { request: decided, ownerId } = await decideAdRequest(app.pool, admin.id, request.params.id, request.body);
      await notifyAdRequestOutcome(app.notifier, ownerId, decided).catch((error: unknown) =>
        request.log.error({ err: error }, 'ad request outcome notification not sent'),
      );
      return decided;
    },
  );
};
