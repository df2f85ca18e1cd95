import { CreateStoryInput, ErrorResponse, StoriesResponse, StoryIdParams, StoryItem } from '@portmarin/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  getSessionUser,
  requireActiveUser,
  requireUser,
  SIGNED_IN_OR_VISITOR,
  SIGNED_IN,
} from '../../plugins/session.ts';
import { createStory, deleteStory, listStories, markStoryViewed } from './stories.service.ts';

export const storiesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/stories',
    {
      schema: {
        summary: 'Lire les stories',
        operationId: 'listStories',
        security: SIGNED_IN_OR_VISITOR,
        tags: ['stories'],
        response: { 200: StoriesResponse },
      },
    },
    async (request) => {
      const viewer = await getSessionUser(app, request);
      return listStories(app.pool, app.visibility, viewer);
    },
  );

  app.post(
    '/api/stories',
    {
      schema: {
        summary: 'Publier une story',
        operationId: 'createStory',
        security: SIGNED_IN,
        tags: ['stories'],
        body: CreateStoryInput,
        response: { 201: StoryItem, 400: ErrorResponse, 401: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request, reply) => {
      const current = await requireActiveUser(app, request);
      const story = await createStory(app.pool, app.uploads, current.id, request.body.uploadId);
      return reply.status(201).send(story);
    },
  );

  app.post(
    '/api/stories/:id/view',
    {
      schema: {
        summary: 'Marquer une story comme vue',
        operationId: 'viewStory',
        security: SIGNED_IN,
        tags: ['stories'],
        params: StoryIdParams,
        response: { 204: z.null(), 401: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const current = await requireUser(app, request);
      await markStoryViewed(app.pool, app.visibility, current, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/api/stories/:id',
    {
      schema: {
        summary: 'Supprimer sa story',
        operationId: 'deleteStory',
        security: SIGNED_IN,
        tags: ['stories'],
        params: StoryIdParams,
        response: { 204: z.null(), 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const current = await requireUser(app, request);
      await deleteStory(app.pool, app.uploads, current, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
