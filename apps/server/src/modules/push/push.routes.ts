import {
  DeletePushSubscriptionInput,
  ErrorResponse,
  PushPublicKey,
  PushSubscriptionInput,
  VisitorAlertsInput,
} from '@portmarin/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, SIGNED_IN, NO_SESSION } from '../../plugins/session.ts';
import { TEN_MINUTES, throttle } from '../../plugins/throttle.ts';
import {
  deletePushSubscription,
  deleteVisitorSubscription,
  savePushSubscription,
  saveVisitorSubscription,
} from './push.service.ts';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 429: ErrorResponse };

/** Device registrations and removals together, per resident. */
const PUSH_CHANGES_PER_WINDOW = 30;

/**
 * Visitors' alert subscriptions per address and day: a family on holiday subscribes a few
 * browsers, a script filling the table is stopped (docs/decisions/0081-visitors-without-an-account.md).
 */
export const VISITOR_SUBSCRIPTIONS_PER_ADDRESS_PER_DAY = 10;
const ONE_DAY = 24 * 60 * 60 * 1000;
/** Visitors' revocations per address: a hand never does more; a script guessing endpoints is slowed. */
const VISITOR_REVOCATIONS_PER_WINDOW = 30;

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

  app.post(
    '/api/push/visitor-subscriptions',
    {
      schema: {
        summary: 'Recevoir les alertes de la mairie sur ce navigateur, sans compte',
        operationId: 'subscribeVisitorAlerts',
        security: NO_SESSION,
        tags: ['push'],
        body: VisitorAlertsInput,
        response: { 204: z.null(), 400: ErrorResponse, 429: ErrorResponse },
      },
      config: {
        rateLimit: throttle(
          'push-visitor',
          VISITOR_SUBSCRIPTIONS_PER_ADDRESS_PER_DAY,
          ONE_DAY,
          'Trop d’abonnements aux alertes depuis cette connexion aujourd’hui. Réessayez demain.',
          { perIp: true },
        ),
      },
    },
    async (request, reply) => {
      await saveVisitorSubscription(app.pool, app.push.acceptsEndpoint, request.body);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/api/push/visitor-subscriptions',
    {
      schema: {
        summary: 'Ne plus recevoir les alertes de la mairie sur ce navigateur',
        operationId: 'unsubscribeVisitorAlerts',
        security: NO_SESSION,
        tags: ['push'],
        body: DeletePushSubscriptionInput,
        response: { 204: z.null(), 400: ErrorResponse, 429: ErrorResponse },
      },
      config: {
        rateLimit: throttle(
          'push-visitor-revoke',
          VISITOR_REVOCATIONS_PER_WINDOW,
          TEN_MINUTES,
          'Trop de changements de notifications en peu de temps. Réessayez dans quelques minutes.',
          { perIp: true },
        ),
      },
    },
    async (request, reply) => {
      await deleteVisitorSubscription(app.pool, request.body.endpoint);
      return reply.status(204).send(null);
    },
  );
};
