import { DeletePushSubscriptionInput, ErrorResponse, PushPublicKey, PushSubscriptionInput } from '@portmarin/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, SIGNED_IN, NO_SESSION } from '../../plugins/session.ts';
import { TEN_MINUTES, throttle } from '../../plugins/throttle.ts';
import { deletePushSubscription, savePushSubscription } from './push.service.ts';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 429: ErrorResponse };

/** Device registrations and removals together, per resident. */
const PUSH_CHANGES_PER_WINDOW = 30;

export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = {
    rateLimit: throttle(
      'push',
      PUSH_CHANGES_PER_WINDOW,
      TEN_MINUTES,
      'Trop de changements de notifications en peu de temps. Réessayez dans quelques minutes.',
    ),
  };

  app.get(
    '/api/push/public-key',
    {
      schema: {
        summary: 'Lire la clé publique des notifications push',
        operationId: 'getPushPublicKey',
        security: NO_SESSION,
        tags: ['push'],
        response: { 200: PushPublicKey },
      },
    },
    async () => ({
      publicKey: app.push.publicKey,
    }),
  );

  app.post(
    '/api/push/subscriptions',
    {
      schema: {
        summary: 'Activer les notifications push sur cet appareil',
        operationId: 'subscribePush',
        security: SIGNED_IN,
        tags: ['push'],
        body: PushSubscriptionInput,
        response: { 204: z.null(), ...errors },
      },
      config,
    },
    async (request, reply) => {
      const current = await requireUser(app, request);
      await savePushSubscription(app.pool, app.push.acceptsEndpoint, current.id, request.body);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/api/push/subscriptions',
    {
      schema: {
        summary: 'Couper les notifications push sur cet appareil',
        operationId: 'unsubscribePush',
        security: SIGNED_IN,
        tags: ['push'],
        body: DeletePushSubscriptionInput,
        response: { 204: z.null(), ...errors },
      },
      config,
    },
    async (request, reply) => {
      const current = await requireUser(app, request);
      await deletePushSubscription(app.pool, current.id, request.body.endpoint);
      return reply.status(204).send(null);
    },
  );
};
