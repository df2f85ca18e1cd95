import {
  Comment,
  CommentParams,
  CommentsPage,
  CreateCommentInput,
  CreatePostInput,
  ErrorResponse,
  FeedPage,
  LikeResponse,
  PageQuery,
  Post,
  PostIdParams,
  ShareResponse,
  UpdatePostInput,
  UsernameParams,
} from '@portmarin/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readFeed } from './feed-page.ts';
import { FEED_TOPIC } from './feed-changes.ts';
import { PLACE_POSTS_TOPIC } from './place-posts.ts';
import { announcePlacePost } from './place-post-delivery.ts';
import { registerPostOpenGraph } from './posts.share.ts';
import {
  getSessionUser,
  requireActiveUser,
  requireUser,
  SIGNED_IN_OR_VISITOR,
  SIGNED_IN,
} from '../../plugins/session.ts';
import { TEN_MINUTES, throttle } from '../../plugins/throttle.ts';
import {
  addComment,
  createPost,
  deleteComment,
  deletePost,
  getPost,
  likePost,
  listComments,
  listLikedPosts,
  listProfilePosts,
  notifyPostCommented,
  notifyPostLiked,
  sharePost,
  unlikePost,
  updatePost,
} from './posts.service.ts';
import { plainJson } from '../../lib/plain-json.ts';
import { READ_ERRORS } from '../../lib/route-errors.ts';

const POSTS_PER_WINDOW = 10;
const COMMENTS_PER_WINDOW = 30;
const SHARES_PER_WINDOW = 60;
/** Likes and unlikes together, per resident: one every 3 seconds for 10 minutes. */
const LIKES_PER_WINDOW = 200;

export const postsRoutes: FastifyPluginAsyncZod = async (app) => {
  // A place's first page is built from what the feed's writes change too (counters, authors, edits).
  app.sharedResults.dependOn(PLACE_POSTS_TOPIC, [FEED_TOPIC]);
  registerPostOpenGraph(app);

  app.get(
    '/api/feed',
    {
      schema: {
        summary: 'Lire le fil de la commune',
        operationId: 'listFeed',
        security: SIGNED_IN_OR_VISITOR,
        tags: ['posts'],
        querystring: PageQuery,
        response: { 200: FeedPage, 400: ErrorResponse },
      },
      serializerCompiler: plainJson,
    },
    async (request, reply) => {
      const viewer = await getSessionUser(app, request);
      // A FeedPage's JSON text already (its shared part serialized once for every reader): a string
      // with a JSON type goes out as it is.
      const body = await readFeed(app.pool, app.visibility, app.sharedResults, viewer, request.query);
      return reply.type('application/json; charset=utf-8').send(body as unknown as FeedPage);
    },
  );

  app.get(
    '/api/posts/:id',
    {
      schema: {
        summary: 'Lire une publication',
        operationId: 'getPost',
        security: SIGNED_IN_OR_VISITOR,
        tags: ['posts'],
        params: PostIdParams,
        response: { 200: Post, ...READ_ERRORS },
      },
    },
    async (request) => {
      const viewer = await getSessionUser(app, request);
      return getPost(app.pool, app.visibility, viewer, request.params.id);
    },
  );

  app.post(
    '/api/posts',
    {
      schema: {
        summary: 'Publier une publication',
        operationId: 'createPost',
        security: SIGNED_IN,
        tags: ['posts'],
        body: CreatePostInput,
        response: { 201: Post, ...READ_ERRORS, 429: ErrorResponse },
      },
      config: {
        rateLimit: throttle(
          'post',
          POSTS_PER_WINDOW,
          TEN_MINUTES,
          'Vous avez publié trop de fois en peu de temps. Réessayez dans quelques minutes.',
        ),
      },
    },
    async (request, reply) => {
      const user = await requireActiveUser(app, request);
      const post = await createPost(app.pool, app.visibility, app.uploads, user.id, request.body);
      await announcePlacePost(app.pool, app.realtime, app.log, post.id, request.body);
      return reply.status(201).send(post);
    },
  );

  app.patch(
    '/api/posts/:id',
    {
      schema: {
        summary: 'Modifier une publication',
        operationId: 'updatePost',
        security: SIGNED_IN,
        tags: ['posts'],
        params: PostIdParams,
        body: UpdatePostInput,
        response: { 200: Post, ...READ_ERRORS },
      },
    },
    async (request) => {
      const user = await requireActiveUser(app, request);
      return updatePost(app.pool, app.visibility, app.uploads, user, request.params.id, request.body);
    },
  );

  app.delete(
    '/api/posts/:id',
    {
      schema: {
        summary: 'Supprimer une publication',
        operationId: 'deletePost',
        security: SIGNED_IN,
        tags: ['posts'],
        params: PostIdParams,
        response: { 204: z.null(), ...READ_ERRORS },
      },
    },
    async (request, reply) => {
      const user = await requireUser(app, request);
      await deletePost(app.pool, app.uploads, user, request.params.id);
      return reply.status(204).send(null);
    },
  );

  const likeConfig = {
    rateLimit: throttle(
      'like',
      LIKES_PER_WINDOW,
      TEN_MINUTES,
      'Vous avez aimé trop de publications en peu de temps. Réessayez dans quelques minutes.',
    ),
  };
  const likeSchema = {
    tags: ['posts'],
    params: PostIdParams,
    response: { 200: LikeResponse, ...READ_ERRORS, 429: ErrorResponse },
  };
  const likeDoc = { ...likeSchema, summary: 'Aimer une publication', operationId: 'likePost', security: SIGNED_IN };
  const unlikeDoc = {
    ...likeSchema,
    summary: 'Ne plus aimer une publication',
    operationId: 'unlikePost',
    security: SIGNED_IN,
  };

  app.post('/api/posts/:id/like', { schema: likeDoc, config: likeConfig }, async (request) => {
    const user = await requireUser(app, request);
    const like = await likePost(app.pool, user.id, request.params.id);
    // The like stands even if its notification cannot be sent.
    await notifyPostLiked(app.pool, app.notifier, user.id, request.params.id).catch((error: unknown) =>
      request.log.error({ err: error }, 'like notification not sent'),
    );
    return like;
  });

  app.delete('/api/posts/:id/like', { schema: unlikeDoc, config: likeConfig }, async (request) => {
    const user = await requireUser(app, request);
    return unlikePost(app.pool, user.id, request.params.id);
  });

  app.post(
    '/api/posts/:id/share',
    {
      schema: {
        summary: 'Partager une publication',
        operationId: 'sharePost',
        security: SIGNED_IN_OR_VISITOR,
        tags: ['posts'],
        params: PostIdParams,
        response: { 200: ShareResponse, ...READ_ERRORS, 429: ErrorResponse },
      },
      config: {
        rateLimit: throttle(
          'share',
          SHARES_PER_WINDOW,
          TEN_MINUTES,
          'Trop de partages en peu de temps. Réessayez dans quelques minutes.',
          { perIp: true },
        ),
      },
    },
    async (request) => {
      const viewer = await getSessionUser(app, request);
      return sharePost(app.pool, app.visibility, viewer?.id ?? null, request.params.id);
    },
  );

  app.get(
    '/api/posts/:id/comments',
    {
      schema: {
        summary: 'Lire les commentaires d’une publication',
        operationId: 'listComments',
        security: SIGNED_IN_OR_VISITOR,
        tags: ['posts'],
        params: PostIdParams,
        querystring: PageQuery,
        response: { 200: CommentsPage, ...READ_ERRORS },
      },
    },
    async (request) => {
      const viewer = await getSessionUser(app, request);
      return listComments(app.pool, app.visibility, viewer, request.params.id, request.query);
    },
  );

  app.post(
    '/api/posts/:id/comments',
    {
      schema: {
        summary: 'Commenter une publication',
        operationId: 'addComment',
        security: SIGNED_IN,
        tags: ['posts'],
        params: PostIdParams,
        body: CreateCommentInput,
        response: { 201: Comment, ...READ_ERRORS, 429: ErrorResponse },
      },
      config: {
        rateLimit: throttle(
          'comment',
          COMMENTS_PER_WINDOW,
          TEN_MINUTES,
          'Vous avez commenté trop de fois en peu de temps. Réessayez dans quelques minutes.',
        ),
      },
    },
    async (request, reply) => {
      const user = await requireActiveUser(app, request);
      const comment = await addComment(app.pool, user.id, request.params.id, request.body.content);
      await notifyPostCommented(app.pool, app.notifier, comment).catch((error: unknown) =>
        request.log.error({ err: error }, 'comment notification not sent'),
      );
      return reply.status(201).send(comment);
    },
  );

  app.delete(
    '/api/posts/:id/comments/:commentId',
    {
      schema: {
        summary: 'Supprimer un commentaire',
        operationId: 'deleteComment',
        security: SIGNED_IN,
        tags: ['posts'],
        params: CommentParams,
        response: { 204: z.null(), ...READ_ERRORS },
      },
    },
    async (request, reply) => {
      const user = await requireUser(app, request);
      await deleteComment(app.pool, user, request.params.id, request.params.commentId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/profiles/:username/posts',
    {
      schema: {
        summary: 'Lire les publications d’un résident',
        operationId: 'listProfilePosts',
        security: SIGNED_IN_OR_VISITOR,
        tags: ['posts'],
        params: UsernameParams,
        querystring: PageQuery,
        response: { 200: FeedPage, ...READ_ERRORS },
      },
    },
    async (request) => {
      const viewer = await getSessionUser(app, request);
      return listProfilePosts(app.pool, app.visibility, viewer, request.params.username, request.query);
    },
  );

  app.get(
    '/api/profiles/:username/liked',
    {
      schema: {
        summary: 'Lire les publications qu’un résident a aimées',
        operationId: 'listLikedPosts',
        security: SIGNED_IN,
        tags: ['posts'],
        params: UsernameParams,
        querystring: PageQuery,
        response: { 200: FeedPage, ...READ_ERRORS },
      },
    },
    async (request) => {
      const user = await requireUser(app, request);
      return listLikedPosts(app.pool, app.visibility, user, request.params.username, request.query);
    },
  );
};
