import {
  ErrorResponse,
  NotificationIdParams,
  NotificationsPage,
  NotificationsQuery,
  UnreadCount,
} from '@portmarin/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, SIGNED_IN } from '../../plugins/session.ts';
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  unreadNotificationsCount,
} from './notifications.service.ts';

const errors = { 400: ErrorResponse, 401: ErrorResponse } as const;

/** The signed-in resident's notifications: list, badge count, marking read. */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/notifications',
    {
      schema: {
        summary: 'Lire ses notifications',
        operationId: 'listNotifications',
        security: SIGNED_IN,
        tags: ['notifications'],
        querystring: NotificationsQuery,
        response: { 200: NotificationsPage, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(app, request);
      return listNotifications(app.pool, app.notifier, user.id, request.query);
    },
  );

  app.get(
    '/api/notifications/unread-count',
    {
      schema: {
        summary: 'Compter ses notifications non lues',
        operationId: 'countUnreadNotifications',
        security: SIGNED_IN,
        tags: ['notifications'],
        response: { 200: UnreadCount, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(app, request);
      return { count: await unreadNotificationsCount(app.pool, user.id) };
    },
  );

  app.post(
    '/api/notifications/read-all',
    {
      schema: {
        summary: 'Marquer toutes ses notifications comme lues',
        operationId: 'markAllNotificationsRead',
        security: SIGNED_IN,
        tags: ['notifications'],
        response: { 204: z.null(), ...errors },
      },
      config: { openWhileSuspended: 'a read mark: reading stays open' },
    },
    async (request, reply) => {
      const user = await requireUser(app, request);
      await markAllNotificationsRead(app.pool, app.realtime, user.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/notifications/:id/read',
    {
      schema: {
        summary: 'Marquer une notification comme lue',
        operationId: 'markNotificationRead',
        security: SIGNED_IN,
        tags: ['notifications'],
        params: NotificationIdParams,
        response: { 204: z.null(), ...errors, 404: ErrorResponse },
      },
      config: { openWhileSuspended: 'a read mark: reading stays open' },
    },
    async (request, reply) => {
      const user = await requireUser(app, request);
      await markNotificationRead(app.pool, user.id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
