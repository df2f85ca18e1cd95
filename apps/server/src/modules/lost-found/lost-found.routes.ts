import {
  LostFoundClaimInput,
  LostFoundClaims,
  LostFoundCloseInput,
  LostFoundIdParams,
  LostFoundInput,
  LostFoundList,
  LostFoundObject,
  type SessionUser,
} from '@portmarin/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { READ_ERRORS, WRITE_ERRORS } from '../../lib/route-errors.ts';
import { getSessionUser, requireActiveUser, SIGNED_IN, SIGNED_IN_OR_VISITOR } from '../../plugins/session.ts';
import { TEN_MINUTES, throttle } from '../../plugins/throttle.ts';
import { canManageLostFound } from './lost-found.policy.ts';
import {
  claimObject,
  closeObject,
  createObject,
  getObject,
  listClaims,
  listObjects,
  lostFoundPath,
  updateObject,
} from './lost-found.service.ts';

/** The office posts a few objects a day; a burst beyond this is a mistake or a stolen account. */
const POSTS_PER_WINDOW = 30;
const EDITS_PER_WINDOW = 60;
/** A resident claims what they lost, not the whole office. */
const CLAIMS_PER_WINDOW = 10;

const tags = ['lost-found'];

/** « Objets trouvés »: the mairie posts, edits and closes found objects; residents read, claim and save them. */
export const lostFoundRoutes: FastifyPluginAsyncZod = async (app) => {
  async function requireMairie(request: FastifyRequest): Promise<SessionUser> {
    const user = await requireActiveUser(app, request);
    if (!canManageLostFound(user)) throw new AppError('LOST_FOUND_MAIRIE_ONLY');
    return user;
  }

  app.get(
    '/api/lost-found',
    {
      schema: {
        summary: 'Lire les objets trouvés de la mairie',
        operationId: 'listLostFound',
        security: SIGNED_IN_OR_VISITOR,
        tags,
        response: { 200: LostFoundList, ...READ_ERRORS },
      },
    },
    async (request) => ({ objects: await listObjects(app.pool, app.visibility, await getSessionUser(app, request)) }),
  );

  app.get(
    '/api/lost-found/:id',
    {
      schema: {
        summary: 'Lire un objet trouvé',
        operationId: 'getLostFound',
        security: SIGNED_IN_OR_VISITOR,
        tags,
        params: LostFoundIdParams,
        response: { 200: LostFoundObject, ...READ_ERRORS },
      },
    },
    async (request) => getObject(app.pool, app.visibility, await getSessionUser(app, request), request.params.id),
  );

  const editThrottle = throttle(
    'lost-found-edit',
    EDITS_PER_WINDOW,
    TEN_MINUTES,
    'Trop de modifications d’objets trouvés en peu de temps. Réessayez dans quelques minutes.',
  );

  app.post(
    '/api/lost-found',
    {
      schema: {
        summary: 'Publier un objet trouvé',
        operationId: 'createLostFound',
        security: SIGNED_IN,
        tags,
        body: LostFoundInput,
        response: { 201: LostFoundObject, ...WRITE_ERRORS },
      },
      config: {
        rateLimit: throttle(
          'lost-found-post',
          POSTS_PER_WINDOW,
          TEN_MINUTES,
          'Trop d’objets trouvés publiés en peu de temps. Réessayez dans quelques minutes.',
        ),
      },
    },
    async (request, reply) => {
      const user = await requireMairie(request);
      const id = await createObject(app.pool, app.uploads, user.id, request.body);
      return reply.status(201).send(await getObject(app.pool, app.visibility, user, id));
    },
  );

  app.put(
    '/api/lost-found/:id',
    {
      schema: {
        summary: 'Modifier un objet trouvé',
        operationId: 'updateLostFound',
        security: SIGNED_IN,
        tags,
        params: LostFoundIdParams,
        body: LostFoundInput,
        response: { 200: LostFoundObject, ...WRITE_ERRORS },
      },
      config: { rateLimit: editThrottle },
    },
    async (request) => {
      const user = await requireMairie(request);
      const { removedUploadId } = await updateObject(app.pool, app.uploads, user.id, request.params.id, request.body);
      if (removedUploadId) {
        await app.uploads
          .remove(removedUploadId)
          .catch((error: unknown) => request.log.error({ err: error }, 'old lost-found photo not removed'));
      }
      return getObject(app.pool, app.visibility, user, request.params.id);
    },
  );

  app.post(
    '/api/lost-found/:id/return',
    {
      schema: {
        summary: 'Marquer un objet trouvé comme rendu à son propriétaire',
        operationId: 'returnLostFound',
        security: SIGNED_IN,
        tags,
        params: LostFoundIdParams,
        body: LostFoundCloseInput,
        response: { 200: LostFoundObject, ...WRITE_ERRORS },
      },
      config: { rateLimit: editThrottle },
    },
    async (request) => {
      const user = await requireMairie(request);
      const { title, claimantId } = await closeObject(app.pool, user.id, request.params.id, request.body.claimId);
      if (claimantId) {
        // Committed already: a failed notification is logged, the object stays returned.
        await app.notifier
          .notify({
            userId: claimantId,
            actorId: null,
            type: 'lost_found_claim_accepted',
            content: title,
            link: lostFoundPath(request.params.id),
          })
          .catch((error: unknown) => request.log.error({ err: error }, 'lost-found claimant not notified'));
      }
      return getObject(app.pool, app.visibility, user, request.params.id);
    },
  );

  app.get(
    '/api/lost-found/:id/claims',
    {
      schema: {
        summary: 'Lire les demandes de restitution d’un objet trouvé',
        operationId: 'listLostFoundClaims',
        security: SIGNED_IN,
        tags,
        params: LostFoundIdParams,
        response: { 200: LostFoundClaims, ...READ_ERRORS },
      },
    },
    async (request) => {
      await requireMairie(request);
      return { claims: await listClaims(app.pool, request.params.id) };
    },
  );

  app.post(
    '/api/lost-found/:id/claims',
    {
      schema: {
        summary: 'Réclamer un objet trouvé',
        operationId: 'claimLostFound',
        security: SIGNED_IN,
        tags,
        params: LostFoundIdParams,
        body: LostFoundClaimInput,
        response: { 201: LostFoundObject, ...WRITE_ERRORS },
      },
      config: {
        rateLimit: throttle(
          'lost-found-claim',
          CLAIMS_PER_WINDOW,
          TEN_MINUTES,
          'Trop de demandes de restitution en peu de temps. Réessayez dans quelques minutes.',
        ),
      },
    },
    async (request, reply) => {
      const user = await requireActiveUser(app, request);
      await claimObject(app.pool, user.id, request.params.id, request.body.message);
      return reply.status(201).send(await getObject(app.pool, app.visibility, user, request.params.id));
    },
  );
};
