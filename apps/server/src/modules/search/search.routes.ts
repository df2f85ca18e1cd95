import { ErrorResponse, SearchQuery, SearchResults } from '@portmarin/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getSessionUser, SIGNED_IN_OR_VISITOR } from '../../plugins/session.ts';
import { syncSearchIndex } from './search-index.ts';
import { kindSizes, search, searchParts, withGenericPlan } from './search.service.ts';

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  // The kinds the modules declare, checked once at the start; the index follows their declarations.
  const parts = searchParts(app.modules);
  await syncSearchIndex(app.pool, parts.values());
  const sql = withGenericPlan(app.pool);
  const sizes = kindSizes(app.pool, (error) => app.log.error(error, 'counting the search documents failed'));
  app.get(
    '/api/search',
    {
      schema: {
        summary: 'Rechercher dans la commune',
        operationId: 'search',
        security: SIGNED_IN_OR_VISITOR,
        tags: ['search'],
        querystring: SearchQuery,
        response: { 200: SearchResults, 400: ErrorResponse },
      },
    },
    async (request) => {
      const viewer = await getSessionUser(app, request);
      return search(sql, parts, app.visibility, viewer, request.query, sizes());
    },
  );
};
