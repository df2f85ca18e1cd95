import { ErrorResponse, SearchQuery, SearchResults } from '@portmarin/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getSessionUser, SIGNED_IN_OR_VISITOR } from '../../plugins/session.ts';
import { search } from './search.service.ts';

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
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
      return search(app.pool, viewer, request.query);
    },
  );
};
