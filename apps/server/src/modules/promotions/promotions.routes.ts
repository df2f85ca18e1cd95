import {
  ErrorResponse,
  Promotion,
  PromotionIdParams,
  PromotionsResponse,
  UpsertPromotionInput,
  type SessionUser,
} from '@portmarin/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { requireUser, SIGNED_IN, NO_SESSION } from '../../plugins/session.ts';
import { canManagePromotions } from './promotions.policy.ts';
import { createPromotion, deletePromotion, listPromotions, updatePromotion } from './promotions.service.ts';

async function requireAdmin(app: FastifyInstance, request: FastifyRequest): Promise<SessionUser> {
  const current = await requireUser(app, request);
  if (!canManagePromotions(current)) throw new AppError('FORBIDDEN');
  return current;
}

const refusals = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

export const promotionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/promotions',
    {
      schema: {
        summary: 'Lire les promotions en cours',
        operationId: 'listPromotions',
        security: NO_SESSION,
        tags: ['promotions'],
        response: { 200: PromotionsResponse },
      },
    },
    async () => ({
      promotions: await listPromotions(app.pool, { includeHidden: false }),
    }),
  );

  app.get(
    '/api/admin/promotions',
    {
      schema: {
        summary: 'Lister toutes les promotions (administration)',
        operationId: 'listAllPromotions',
        security: SIGNED_IN,
        tags: ['promotions'],
        response: { 200: PromotionsResponse, ...refusals },
      },
    },
    async (request) => {
      await requireAdmin(app, request);
      return { promotions: await listPromotions(app.pool, { includeHidden: true }) };
    },
  );

  app.post(
    '/api/admin/promotions',
    {
      schema: {
        summary: 'Créer une promotion (administration)',
        operationId: 'createPromotion',
        security: SIGNED_IN,
        tags: ['promotions'],
        body: UpsertPromotionInput,
        response: { 201: Promotion, ...refusals },
      },
    },
    async (request, reply) => {
      const admin = await requireAdmin(app, request);
      return reply.status(201).send(await createPromotion(app.pool, admin.id, request.body));
    },
  );

  app.put(
    '/api/admin/promotions/:id',
    {
      schema: {
        summary: 'Modifier une promotion (administration)',
        operationId: 'updatePromotion',
        security: SIGNED_IN,
        tags: ['promotions'],
        params: PromotionIdParams,
        body: UpsertPromotionInput,
        response: { 200: Promotion, ...refusals },
      },
    },
    async (request) => {
      const admin = await requireAdmin(app, request);
      return updatePromotion(app.pool, admin.id, request.params.id, request.body);
    },
  );

  app.delete(
    '/api/admin/promotions/:id',
    {
      schema: {
        summary: 'Supprimer une promotion (administration)',
        operationId: 'deletePromotion',
        security: SIGNED_IN,
        tags: ['promotions'],
        params: PromotionIdParams,
        response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      await requireAdmin(app, request);
      await deletePromotion(app.pool, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
