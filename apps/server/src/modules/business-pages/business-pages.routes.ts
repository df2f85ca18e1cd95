import {
  BusinessPage,
  BusinessPageFollowResponse,
  BusinessPageIdParams,
  BusinessPagePhotos,
  BusinessPagesPage,
  CreateBusinessPageInput,
  ErrorResponse,
  FeedPage,
  PageQuery,
  UpdateBusinessPageInput,
} from '@portmarin/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  getSessionUser,
  requireActiveUser,
  requireUser,
  SIGNED_IN_OR_VISITOR,
  SIGNED_IN,
} from '../../plugins/session.ts';
import { TEN_MINUTES, throttle } from '../../plugins/throttle.ts';
// The posts module owns the post read model; a page's posts are listed by it (issue 17).
import { FEED_TOPIC, PLACE_POSTS_TOPIC, readPlacePosts } from '../posts/index.ts';
import { REVIEWS_TOPIC } from '../reviews/index.ts';
import {
  countBusinessPageView,
  createBusinessPage,
  deleteBusinessPage,
  getBusinessPage,
  listBusinessPagePhotos,
  BUSINESS_PAGES_TOPIC,
  readBusinessPages,
  requireBusinessPage,
  setBusinessPageFollow,
  updateBusinessPage,
} from './business-pages.service.ts';
import { READ_ERRORS } from '../../lib/route-errors.ts';
import { plainJson } from '../../lib/plain-json.ts';

const HOUR = 60 * 60 * 1000;
/** Pages a resident creates per hour: a shop has one or two. */
const CREATES_PER_HOUR = 10;
/** Follows and unfollows together, per resident. */
const FOLLOWS_PER_WINDOW = 100;

const tags = ['business-pages'];

export const businessPagesRoutes: FastifyPluginAsyncZod = async (app) => {
  // The list shows the pages' ratings (reviews), covers (their latest photo) and owners' names (feed).
  app.sharedResults.dependOn(BUSINESS_PAGES_TOPIC, [REVIEWS_TOPIC, PLACE_POSTS_TOPIC, FEED_TOPIC]);
  app.get(
    '/api/business-pages',
    {
      schema: {
        summary: 'Lister les pages pro',
        operationId: 'listBusinessPages',
        security: SIGNED_IN_OR_VISITOR,
        tags,
        querystring: PageQuery,
        response: { 200: BusinessPagesPage, 400: ErrorResponse },
      },
      serializerCompiler: plainJson,
    },
    async (request, reply) => {
      // The page's JSON text, kept in memory when it is a visitor's first page.
      const body = await readBusinessPages(
        app.pool,
        app.visibility,
        app.sharedResults,
        await getSessionUser(app, request),
        request.query,
      );
      return reply.type('application/json; charset=utf-8').send(body as unknown as BusinessPagesPage);
    },
  );

  app.post(
    '/api/business-pages',
    {
      schema: {
        summary: 'Créer une page pro',
        operationId: 'createBusinessPage',
        security: SIGNED_IN,
        tags,
        body: CreateBusinessPageInput,
        response: { 201: BusinessPage, ...READ_ERRORS, 429: ErrorResponse },
      },
      config: {
        rateLimit: throttle(
          'business-page',
          CREATES_PER_HOUR,
          HOUR,
          'Vous avez créé trop de pages en peu de temps. Réessayez plus tard.',
        ),
      },
    },
    async (request, reply) => {
      const user = await requireActiveUser(app, request);
      return reply.status(201).send(await createBusinessPage(app.pool, app.visibility, user, request.body));
    },
  );

  app.get(
    '/api/business-pages/:id',
    {
      schema: {
        summary: 'Lire une page pro',
        operationId: 'getBusinessPage',
        security: SIGNED_IN_OR_VISITOR,
        tags,
        params: BusinessPageIdParams,
        response: { 200: BusinessPage, ...READ_ERRORS },
      },
    },
    async (request) => {
      const page = await getBusinessPage(
        app.pool,
        app.visibility,
        await getSessionUser(app, request),
        request.params.id,
      );
      if (!page.isOwner) await countBusinessPageView(app.pool, page.id);
      return page;
    },
  );

  app.patch(
    '/api/business-pages/:id',
    {
      schema: {
        summary: 'Modifier une page pro',
        operationId: 'updateBusinessPage',
        security: SIGNED_IN,
        tags,
        params: BusinessPageIdParams,
        body: UpdateBusinessPageInput,
        response: { 200: BusinessPage, ...READ_ERRORS },
      },
    },
    async (request) => {
      const user = await requireActiveUser(app, request);
      return updateBusinessPage(app.pool, app.visibility, app.uploads, user, request.params.id, request.body);
    },
  );

  app.delete(
    '/api/business-pages/:id',
    {
      schema: {
        summary: 'Supprimer une page pro',
        operationId: 'deleteBusinessPage',
        security: SIGNED_IN,
        tags,
        params: BusinessPageIdParams,
        response: { 204: z.null(), ...READ_ERRORS },
      },
    },
    async (request, reply) => {
      const user = await requireUser(app, request);
      await deleteBusinessPage(app.pool, app.visibility, app.uploads, user, request.params.id);
      return reply.status(204).send(null);
    },
  );

  const followOptions = {
    schema: { tags, params: BusinessPageIdParams, response: { 200: BusinessPageFollowResponse, ...READ_ERRORS } },
    config: {
      rateLimit: throttle(
        'business-page-follow',
        FOLLOWS_PER_WINDOW,
        TEN_MINUTES,
        "Trop d'abonnements en peu de temps. Réessayez dans quelques minutes.",
      ),
    },
  };
  const followRoute = {
    ...followOptions,
    schema: {
      ...followOptions.schema,
      summary: 'Suivre une page pro',
      operationId: 'followBusinessPage',
      security: SIGNED_IN,
    },
  };
  const unfollowRoute = {
    ...followOptions,
    schema: {
      ...followOptions.schema,
      summary: 'Ne plus suivre une page pro',
      operationId: 'unfollowBusinessPage',
      security: SIGNED_IN,
    },
  };

  app.post('/api/business-pages/:id/follow', followRoute, async (request) => {
    const user = await requireUser(app, request);
    const { newFollower, ...answer } = await setBusinessPageFollow(app.pool, user.id, request.params.id, true);
    // The owner hears of a new follower once (unfollowing and following again says nothing more).
    if (newFollower) {
      await app.notifier.notify({
        userId: newFollower.ownerId,
        actorId: user.id,
        type: 'page_followed',
        content: newFollower.pageName,
        link: `/business/${request.params.id}`,
      });
    }
    return answer;
  });

  app.delete('/api/business-pages/:id/follow', unfollowRoute, async (request) => {
    const user = await requireUser(app, request);
    const { newFollower: _none, ...answer } = await setBusinessPageFollow(app.pool, user.id, request.params.id, false);
    return answer;
  });

  app.get(
    '/api/business-pages/:id/posts',
    {
      schema: {
        summary: 'Lire les publications d’une page pro',
        operationId: 'listBusinessPagePosts',
        security: SIGNED_IN_OR_VISITOR,
        tags,
        params: BusinessPageIdParams,
        querystring: PageQuery,
        response: { 200: FeedPage, ...READ_ERRORS },
      },
      serializerCompiler: plainJson,
    },
    async (request, reply) => {
      const viewer = await getSessionUser(app, request);
      await requireBusinessPage(app.pool, app.visibility, request.params.id, viewer);
      // A FeedPage's JSON text (the first page's shared part serialized once for its readers).
      const body = await readPlacePosts(
        app.pool,
        app.visibility,
        app.sharedResults,
        viewer,
        { businessPageId: request.params.id },
        request.query,
      );
      return reply.type('application/json; charset=utf-8').send(body as unknown as FeedPage);
    },
  );

  app.get(
    '/api/business-pages/:id/photos',
    {
      schema: {
        summary: 'Lire les photos d’une page pro',
        operationId: 'listBusinessPagePhotos',
        security: SIGNED_IN_OR_VISITOR,
        tags,
        params: BusinessPageIdParams,
        response: { 200: BusinessPagePhotos, ...READ_ERRORS },
      },
    },
    async (request) =>
      listBusinessPagePhotos(app.pool, app.visibility, request.params.id, await getSessionUser(app, request)),
  );
};
