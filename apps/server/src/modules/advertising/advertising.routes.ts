import {
  AdRequest,
  AdRequestIdParams,
  AdRequestsPage,
  AdRequestsQuery,
  CreateAdRequestInput,
  DecideAdRequestInput,
  MyAdvertising,
  Sponsor,
  SponsorIdParams,
  SponsorInput,
  SponsorsResponse,
  UpdateSponsorInput,
  type SessionUser,
} from '@portmarin/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { READ_ERRORS, WRITE_ERRORS } from '../../lib/route-errors.ts';
import { requireActiveUser, requireUser } from '../../plugins/session.ts';
import { TEN_MINUTES, throttle } from '../../plugins/throttle.ts';
import { canManageAdvertising } from './advertising.policy.ts';
import {
  createAdRequest,
  decideAdRequest,
  listAdRequests,
  myAdvertising,
  notifyAdRequestOutcome,
} from './advertising.service.ts';
import { createSponsor, listSponsors, updateSponsor } from './sponsors.service.ts';

/** A business asks a few times a day at most; admins work through a queue; sponsors change rarely. */
const REQUESTS_PER_WINDOW = 20;
const DECISIONS_PER_WINDOW = 300;
const SPONSOR_CHANGES_PER_WINDOW = 100;

const tags = ['advertising'];

async function requireAdmin(app: FastifyInstance, request: FastifyRequest): Promise<SessionUser> {
  const user = await requireUser(app, request);
  if (!canManageAdvertising(user)) throw new AppError('ADMINS_ONLY');
  return user;
}

export const advertisingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/advertising/me',
    { schema: { tags, response: { 200: MyAdvertising, ...READ_ERRORS } } },
    async (request) => {
      const user = await requireUser(app, request);
      return myAdvertising(app.pool, user.id);
    },
  );

  app.post(
    '/api/advertising/requests',
    {
      schema: { tags, body: CreateAdRequestInput, response: { 201: AdRequest, ...WRITE_ERRORS } },
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
    { schema: { tags, querystring: AdRequestsQuery, response: { 200: AdRequestsPage, ...READ_ERRORS } } },
    async (request) => {
      await requireAdmin(app, request);
      return listAdRequests(app.pool, request.query);
    },
  );

  app.post(
    '/api/admin/advertising/requests/:id/decision',
    {
      schema: {
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

  app.get('/api/sponsors', { schema: { tags, response: { 200: SponsorsResponse } } }, async () => ({
    sponsors: await listSponsors(app.pool, { includeInactive: false }),
  }));

  app.get(
    '/api/admin/sponsors',
    { schema: { tags, response: { 200: SponsorsResponse, ...READ_ERRORS } } },
    async (request) => {
      await requireAdmin(app, request);
      return { sponsors: await listSponsors(app.pool, { includeInactive: true }) };
    },
  );

  const sponsorThrottle = throttle(
    'sponsor-change',
    SPONSOR_CHANGES_PER_WINDOW,
    TEN_MINUTES,
    'Trop de modifications de sponsors en peu de temps. Réessayez dans quelques minutes.',
  );

  app.post(
    '/api/admin/sponsors',
    {
      schema: { tags, body: SponsorInput, response: { 201: Sponsor, ...WRITE_ERRORS } },
      config: { rateLimit: sponsorThrottle },
    },
    async (request, reply) => {
      const admin = await requireAdmin(app, request);
      return reply.status(201).send(await createSponsor(app.pool, admin.id, request.body));
    },
  );

  app.patch(
    '/api/admin/sponsors/:id',
    {
      schema: { tags, params: SponsorIdParams, body: UpdateSponsorInput, response: { 200: Sponsor, ...WRITE_ERRORS } },
      config: { rateLimit: sponsorThrottle },
    },
    async (request) => {
      const admin = await requireAdmin(app, request);
      return updateSponsor(app.pool, admin.id, request.params.id, request.body);
    },
  );
};
