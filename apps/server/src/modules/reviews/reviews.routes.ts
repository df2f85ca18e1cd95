import {
  ErrorResponse,
  Review,
  ReviewReplyInput,
  ReviewReplyParams,
  ReviewsPage,
  ReviewsQuery,
  ReviewTargetParams,
  ReviewWriteResponse,
  UpsertReviewInput,
  type ReviewTargetKind,
} from '@portmarin/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  getSessionUser,
  requireActiveUser,
  requireUser,
  SIGNED_IN_OR_VISITOR,
  SIGNED_IN,
} from '../../plugins/session.ts';
import { TEN_MINUTES, throttle } from '../../plugins/throttle.ts';
import { deleteReview, readReviews, replyToReview, upsertReview } from './reviews.service.ts';
import { REVIEWS_TOPIC } from './review-ratings.ts';
import { FEED_TOPIC } from '../posts/index.ts';
import { plainJson } from '../../lib/plain-json.ts';

/** Ratings, changes, removals and answers together, per resident. */
const REVIEW_WRITES_PER_WINDOW = 60;

const errors = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
} as const;

/**
 * The same four routes under each kind of target; `name` and the French words make each one's
 * operationId and summary in the OpenAPI document.
 */
const PREFIXES: Array<[string, ReviewTargetKind, { name: string; target: string; own: string }]> = [
  ['/api/businesses', 'business', { name: 'Business', target: 'un commerce', own: 'son commerce' }],
  ['/api/business-pages', 'business-page', { name: 'BusinessPage', target: 'une page pro', own: 'sa page pro' }],
];

/** Ratings and reviews of local businesses and business pages (issue 17). */
export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  // A reviewer's new name or photo, or their erased account, changes the feed's topic too.
  app.sharedResults.dependOn(REVIEWS_TOPIC, [FEED_TOPIC]);
  const config = {
    rateLimit: throttle(
      'review',
      REVIEW_WRITES_PER_WINDOW,
      TEN_MINUTES,
      "Trop d'avis envoyés en peu de temps. Réessayez dans quelques minutes.",
    ),
  };

  for (const [prefix, kind, { name, target, own }] of PREFIXES) {
    const tags = ['reviews'];

    app.get(
      `${prefix}/:id/reviews`,
      {
        schema: {
          summary: `Lire les avis sur ${target}`,
          operationId: `list${name}Reviews`,
          security: SIGNED_IN_OR_VISITOR,
          tags,
          params: ReviewTargetParams,
          querystring: ReviewsQuery,
          response: { 200: ReviewsPage, ...errors },
        },
        serializerCompiler: plainJson,
      },
      async (request, reply) => {
        const viewer = await getSessionUser(app, request);
        // A ReviewsPage's JSON text (the first page's reviews serialized once for their readers).
        const body = await readReviews(
          app.pool,
          app.visibility,
          app.sharedResults,
          viewer,
          { kind, id: request.params.id },
          request.query,
        );
        return reply.type('application/json; charset=utf-8').send(body as unknown as ReviewsPage);
      },
    );

    app.put(
      `${prefix}/:id/reviews`,
      {
        schema: {
          summary: `Donner son avis sur ${target}`,
          operationId: `put${name}Review`,
          security: SIGNED_IN,
          tags,
          params: ReviewTargetParams,
          body: UpsertReviewInput,
          response: { 200: ReviewWriteResponse, ...errors },
        },
        config,
      },
      async (request) => {
        const user = await requireActiveUser(app, request);
        const { ownerNotice, ...answer } = await upsertReview(
          app.pool,
          user,
          { kind, id: request.params.id },
          request.body,
        );
        // Told once committed: a first review of their page or business (a changed one says nothing more).
        if (ownerNotice) await app.notifier.notify(ownerNotice);
        return answer;
      },
    );

    app.delete(
      `${prefix}/:id/reviews`,
      {
        schema: {
          summary: `Retirer son avis sur ${target}`,
          operationId: `delete${name}Review`,
          security: SIGNED_IN,
          tags,
          params: ReviewTargetParams,
          response: { 200: ReviewWriteResponse, ...errors },
        },
        config,
      },
      async (request) => {
        const user = await requireUser(app, request);
        return deleteReview(app.pool, user, { kind, id: request.params.id });
      },
    );

    app.post(
      `${prefix}/:id/reviews/:reviewId/reply`,
      {
        schema: {
          summary: `Répondre à un avis sur ${own}`,
          operationId: `replyTo${name}Review`,
          security: SIGNED_IN,
          tags,
          params: ReviewReplyParams,
          body: ReviewReplyInput,
          response: { 200: Review, ...errors },
        },
        config,
      },
      async (request) => {
        const user = await requireActiveUser(app, request);
        return replyToReview(app.pool, user, { kind, id: request.params.id }, request.params.reviewId, request.body);
      },
    );
  }
};
