import {
  CivicComment,
  CivicCommentIdParams,
  CivicCommentsPage,
  CivicCommentsQuery,
  CivicSubjectParams,
  CreateCivicCommentInput,
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
import { addCivicComment, deleteCivicComment, listCivicComments } from './civic-comments.service.ts';
import { READ_ERRORS, WRITE_ERRORS } from '../../lib/route-errors.ts';

/** Far above a resident taking part in a debate by hand. */
const COMMENTS_PER_WINDOW = 60;
const DELETES_PER_WINDOW = 120;

export const civicCommentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/civic-comments/:subjectType/:subjectId',
    {
      schema: {
        summary: 'Lire les commentaires d’un sujet citoyen',
        operationId: 'listCivicComments',
        security: SIGNED_IN_OR_VISITOR,
        tags: ['civic-comments'],
        params: CivicSubjectParams,
        querystring: CivicCommentsQuery,
        response: { 200: CivicCommentsPage, ...READ_ERRORS },
      },
    },
    async (request) => {
      const viewer = await getSessionUser(app, request);
      const { subjectType, subjectId } = request.params;
      return listCivicComments(app.pool, app.visibility, viewer, subjectType, subjectId, request.query);
    },
  );

  app.post(
    '/api/civic-comments/:subjectType/:subjectId',
    {
      schema: {
        summary: 'Commenter un sujet citoyen',
        operationId: 'addCivicComment',
        security: SIGNED_IN,
        tags: ['civic-comments'],
        params: CivicSubjectParams,
        body: CreateCivicCommentInput,
        response: { 201: CivicComment, ...WRITE_ERRORS },
      },
      config: {
        rateLimit: throttle(
          'civic-comment',
          COMMENTS_PER_WINDOW,
          TEN_MINUTES,
          'Vous avez commenté trop de fois en peu de temps. Réessayez dans quelques minutes.',
        ),
      },
    },
    async (request, reply) => {
      const user = await requireActiveUser(app, request);
      const { subjectType, subjectId } = request.params;
      const comment = await addCivicComment(app.pool, user.id, subjectType, subjectId, request.body.content);
      return reply.status(201).send(comment);
    },
  );

  app.delete(
    '/api/civic-comments/:id',
    {
      schema: {
        summary: 'Supprimer un commentaire citoyen',
        operationId: 'deleteCivicComment',
        security: SIGNED_IN,
        tags: ['civic-comments'],
        params: CivicCommentIdParams,
        response: { 204: z.null(), ...WRITE_ERRORS },
      },
      config: {
        rateLimit: throttle(
          'civic-comment-delete',
          DELETES_PER_WINDOW,
          TEN_MINUTES,
          'Trop de suppressions en peu de temps. Réessayez dans quelques minutes.',
        ),
      },
    },
    async (request, reply) => {
      // Removing one's own words stays possible while suspended.
      const user = await requireUser(app, request);
      await deleteCivicComment(app.pool, user, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
