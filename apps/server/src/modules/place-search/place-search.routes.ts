import { BusinessPageIdParams, FeedPage, GroupIdParams, PlaceSearchQuery } from '@portmarin/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { READ_ERRORS } from '../../lib/route-errors.ts';
import { getSessionUser, SIGNED_IN_OR_VISITOR } from '../../plugins/session.ts';
import { requireBusinessPage } from '../business-pages/index.ts';
import { requireReadableGroup } from '../groups/index.ts';
import { searchPlacePosts } from './place-search.service.ts';

export const placeSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/groups/:id/posts/search',
    {
      schema: {
        summary: 'Rechercher dans les publications d’un groupe',
        operationId: 'searchGroupPosts',
        security: SIGNED_IN_OR_VISITOR,
        tags: ['groups'],
        params: GroupIdParams,
        querystring: PlaceSearchQuery,
        response: { 200: FeedPage, ...READ_ERRORS },
      },
    },
    async (request) => {
      const viewer = await getSessionUser(app, request);
      await requireReadableGroup(app.pool, app.visibility, request.params.id, viewer);
      return searchPlacePosts(app.pool, app.visibility, viewer, { groupId: request.params.id }, request.query);
    },
  );

  app.get(
    '/api/business-pages/:id/posts/search',
    {
      schema: {
        summary: 'Rechercher dans les publications d’une page pro',
        operationId: 'searchBusinessPagePosts',
        security: SIGNED_IN_OR_VISITOR,
        tags: ['business-pages'],
        params: BusinessPageIdParams,
        querystring: PlaceSearchQuery,
        response: { 200: FeedPage, ...READ_ERRORS },
      },
    },
    async (request) => {
      const viewer = await getSessionUser(app, request);
      await requireBusinessPage(app.pool, app.visibility, request.params.id, viewer);
      return searchPlacePosts(app.pool, app.visibility, viewer, { businessPageId: request.params.id }, request.query);
    },
  );
};
