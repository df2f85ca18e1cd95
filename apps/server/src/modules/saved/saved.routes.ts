import { SavedIds, SavedIdsQuery, SavedPage, SavedQuery, SavedState, SavedTargetParams } from '@portmarin/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { READ_ERRORS, WRITE_ERRORS } from '../../lib/route-errors.ts';
import { requireUser, SIGNED_IN } from '../../plugins/session.ts';
import { TEN_MINUTES, throttle } from '../../plugins/throttle.ts';
import { syncSavedTriggers } from './saved-triggers.ts';
import { listSaved, savedIds, savedParts, saveItem, unsaveItem } from './saved.service.ts';

/** A resident bookmarking page after page by hand stays far below this. */
const SAVES_PER_WINDOW = 300;
const TOO_MANY = 'Vous avez enregistré ou retiré trop d’éléments en peu de temps. Réessayez dans quelques minutes.';

/**
 * Saved items (spec 2): a bookmark is private to its resident, so every route needs a session;
 * saving publishes nothing, so a suspended resident may still keep bookmarks.
 */
export const savedRoutes: FastifyPluginAsyncZod = async (app) => {
  // The kinds the modules declare, checked once at the start; a deleted target's trigger follows them.
  const parts = savedParts(app.modules);
  await syncSavedTriggers(app.pool, parts.values());
  app.get(
    '/api/saved',
    {
      schema: {
        summary: 'Lire ses enregistrements',
        operationId: 'listSaved',
        security: SIGNED_IN,
        tags: ['saved'],
        querystring: SavedQuery,
        response: { 200: SavedPage, ...READ_ERRORS },
      },
    },
    async (request) => {
      const user = await requireUser(app, request);
      return listSaved(app.pool, parts, app.visibility, user, request.query);
    },
  );

  app.get(
    '/api/saved/ids',
    {
      schema: {
        summary: 'Lister les identifiants de ses enregistrements',
        operationId: 'listSavedIds',
        security: SIGNED_IN,
        tags: ['saved'],
        querystring: SavedIdsQuery,
        response: { 200: SavedIds, ...READ_ERRORS },
      },
    },
    async (request) => {
      const user = await requireUser(app, request);
      return savedIds(app.pool, user.id, request.query.kind, request.query.ids);
    },
  );

  app.put(
    '/api/saved/:kind/:id',
    {
      schema: {
        summary: 'Enregistrer un contenu',
        operationId: 'saveItem',
        security: SIGNED_IN,
        tags: ['saved'],
        params: SavedTargetParams,
        response: { 200: SavedState, ...WRITE_ERRORS },
      },
      config: { rateLimit: throttle('saved-write', SAVES_PER_WINDOW, TEN_MINUTES, TOO_MANY) },
    },
    async (request) => {
      const user = await requireUser(app, request);
      await saveItem(app.pool, parts, app.visibility, user, request.params.kind, request.params.id);
      return { saved: true };
    },
  );

  app.delete(
    '/api/saved/:kind/:id',
    {
      schema: {
        summary: 'Retirer un contenu de ses enregistrements',
        operationId: 'unsaveItem',
        security: SIGNED_IN,
        tags: ['saved'],
        params: SavedTargetParams,
        response: { 200: SavedState, ...WRITE_ERRORS },
      },
      config: { rateLimit: throttle('saved-write', SAVES_PER_WINDOW, TEN_MINUTES, TOO_MANY) },
    },
    async (request) => {
      const user = await requireUser(app, request);
      await unsaveItem(app.pool, parts, user.id, request.params.kind, request.params.id);
      return { saved: false };
    },
  );
};
