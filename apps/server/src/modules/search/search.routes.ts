import { ErrorResponse, SearchQuery, SearchResults } from '@portmarin/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { plainJson } from '../../lib/plain-json.ts';
import { getSessionUser, SIGNED_IN_OR_VISITOR } from '../../plugins/session.ts';
import { SEARCH_TOPIC, syncSearchIndex } from './search-index.ts';
import { sharedSearch } from './search-shared.ts';
import { kindSizes, searchParts, withGenericPlan } from './search.service.ts';

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  // The kinds the modules declare, checked once at the start; the index follows their declarations.
  const parts = searchParts(app.modules);
  await syncSearchIndex(app.pool, parts.values());
  const sizes = kindSizes(app.pool, (error) => app.log.error(error, 'counting the search documents failed'));
  const answer = sharedSearch({
    pool: app.pool,
    sql: withGenericPlan(app.pool),
    parts,
    visibility: app.visibility,
    results: app.sharedResults,
    sizes,
  });
  // Results show more than their documents (a post's counters, its author's name): any shared
  // result's invalidation drops the kept search answers too.
  app.realtime.onInvalidation(() => app.sharedResults.invalidate([SEARCH_TOPIC]));
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
      serializerCompiler: plainJson,
    },
    async (request, reply) => {
      const viewer = await getSessionUser(app, request);
      // The answer's JSON text (its shared part serialized once): a string with a JSON type goes out as it is.
      const body = await answer(viewer, request.query);
      return reply.type('application/json; charset=utf-8').send(body as unknown as SearchResults);
    },
  );
};
