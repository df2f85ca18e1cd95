import {
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
import { requireUser, SIGNED_IN, NO_SESSION } from '../../plugins/session.ts';
import { TEN_MINUTES, throttle } from '../../plugins/throttle.ts';
import { canManageSponsors } from './sponsors.policy.ts';
import { createSponsor, listSponsors, updateSponsor } from './sponsors.service.ts';

/** Sponsors change rarely. */
const SPONSOR_CHANGES_PER_WINDOW = 100;

const tags = ['sponsors'];

async function requireAdmin(app: FastifyInstance, request: FastifyRequest): Promise<SessionUser> {
  const user = await requireUser(app, request);
  if (!canManageSponsors(user)) throw new AppError('ADMINS_ONLY');
  return user;
}

/** The town's sponsors: /sponsors for everyone, and the admins' list beside the ad requests. */
export const sponsorsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/sponsors',
    {
      schema: {
        summary: 'Lire les partenaires',
        operationId: 'listSponsors',
        security: NO_SESSION,
        tags,
        response: { 200: SponsorsResponse },
      },
    },
    async () => ({
      sponsors: await listSponsors(app.pool, { includeInactive: false }),
    }),
  );

  app.get(
    '/api/admin/sponsors',
    {
      schema: {
        summary: 'Lister tous les partenaires (administration)',
        operationId: 'listAllSponsors',
        security: SIGNED_IN,
        tags,
        response: { 200: SponsorsResponse, ...READ_ERRORS },
      },
    },
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
      schema: {
        summary: 'Ajouter un partenaire (administration)',
        operationId: 'createSponsor',
        security: SIGNED_IN,
        tags,
        body: SponsorInput,
        response: { 201: Sponsor, ...WRITE_ERRORS },
      },
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
      schema: {
        summary: 'Modifier un partenaire (administration)',
        operationId: 'updateSponsor',
        security: SIGNED_IN,
        tags,
        params: SponsorIdParams,
        body: UpdateSponsorInput,
        response: { 200: Sponsor, ...WRITE_ERRORS },
      },
      config: { rateLimit: sponsorThrottle },
    },
    async (request) => {
      const admin = await requireAdmin(app, request);
      return updateSponsor(app.pool, admin.id, request.params.id, request.body);
    },
  );
};
