import {
  BusinessPageConversationParams,
  ConversationIdParams,
  ConversationList,
  ConversationListQuery,
  ConversationSummary,
  CreateConversationInput,
  ErrorResponse,
  Message,
  MessagesPage,
  MessagesQuery,
  MessagesUnread,
  ReadReceipt,
  SendMessageInput,
} from '@portmarin/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActiveUser, requireUser, SIGNED_IN } from '../../plugins/session.ts';
import { throttle } from '../../plugins/throttle.ts';
import type { Delivery } from './message-delivery.ts';
import {
  createConversation,
  getConversation,
  listConversations,
  markConversationRead,
  sendMessage,
  startPageConversation,
} from './messages.service.ts';
import { listMessages, unreadConversations } from './messages.sql.ts';

const MINUTE = 60 * 1000;
/** A quick exchange of short lines stays well under it; a script flooding a conversation does not. */
const MESSAGES_PER_MINUTE = 30;
const CONVERSATIONS_PER_TEN_MINUTES = 30;

const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse } as const;
const Created = z.object({ conversation: ConversationSummary });

/** Conversations between residents: only their participants can see or write in them. */
export const messagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const delivery: Delivery = { realtime: app.realtime, notifier: app.notifier, push: app.push, log: app.log };

  app.get(
    '/api/conversations',
    {
      schema: {
        summary: 'Lister ses conversations',
        operationId: 'listConversations',
        security: SIGNED_IN,
        tags: ['messages'],
        querystring: ConversationListQuery,
        response: { 200: ConversationList, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(app, request);
      return {
        conversations: await listConversations(app.pool, app.visibility, app.realtime, user.id, request.query.q),
      };
    },
  );

  app.post(
    '/api/conversations',
    {
      schema: {
        summary: 'Démarrer une conversation',
        operationId: 'createConversation',
        security: SIGNED_IN,
        tags: ['messages'],
        body: CreateConversationInput,
        response: { 200: Created, 201: Created, ...errors, 429: ErrorResponse },
      },
      config: {
        rateLimit: throttle(
          'conversation',
          CONVERSATIONS_PER_TEN_MINUTES,
          10 * MINUTE,
          'Vous avez ouvert trop de conversations en peu de temps. Réessayez dans quelques minutes.',
        ),
      },
    },
    async (request, reply) => {
      const user = await requireActiveUser(app, request);
      const { conversation, created } = await createConversation(
        app.pool,
        app.visibility,
        delivery,
        user.id,
        request.body,
      );
      return reply.status(created ? 201 : 200).send({ conversation });
    },
  );

  app.post(
    '/api/business-pages/:id/conversation',
    {
      schema: {
        summary: 'Écrire à une page pro',
        operationId: 'contactBusinessPage',
        security: SIGNED_IN,
        tags: ['messages'],
        params: BusinessPageConversationParams,
        response: { 200: Created, 201: Created, ...errors, 429: ErrorResponse },
      },
      config: {
        rateLimit: throttle(
          'conversation',
          CONVERSATIONS_PER_TEN_MINUTES,
          10 * MINUTE,
          'Vous avez ouvert trop de conversations en peu de temps. Réessayez dans quelques minutes.',
        ),
      },
    },
    async (request, reply) => {
      const user = await requireActiveUser(app, request);
      const { conversation, created } = await startPageConversation(
        app.pool,
        app.visibility,
        app.realtime,
        user.id,
        request.params.id,
      );
      return reply.status(created ? 201 : 200).send({ conversation });
    },
  );

  app.get(
    '/api/conversations/:id',
    {
      schema: {
        summary: 'Lire une conversation',
        operationId: 'getConversation',
        security: SIGNED_IN,
        tags: ['messages'],
        params: ConversationIdParams,
        response: { 200: ConversationSummary, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(app, request);
      return getConversation(app.pool, app.visibility, app.realtime, user.id, request.params.id);
    },
  );

  app.get(
    '/api/conversations/:id/messages',
    {
      schema: {
        summary: 'Lire les messages d’une conversation',
        operationId: 'listMessages',
        security: SIGNED_IN,
        tags: ['messages'],
        params: ConversationIdParams,
        querystring: MessagesQuery,
        response: { 200: MessagesPage, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(app, request);
      return listMessages(app.pool, app.visibility, user.id, request.params.id, request.query);
    },
  );

  app.post(
    '/api/conversations/:id/messages',
    {
      schema: {
        summary: 'Envoyer un message',
        operationId: 'sendMessage',
        security: SIGNED_IN,
        tags: ['messages'],
        params: ConversationIdParams,
        body: SendMessageInput,
        response: { 200: Message, 201: Message, ...errors, 409: ErrorResponse, 429: ErrorResponse },
      },
      config: {
        rateLimit: throttle(
          'message',
          MESSAGES_PER_MINUTE,
          MINUTE,
          'Vous envoyez trop de messages en peu de temps. Patientez un instant avant de réessayer.',
        ),
      },
    },
    async (request, reply) => {
      const user = await requireActiveUser(app, request);
      const { message, created } = await sendMessage(app.pool, delivery, user.id, request.params.id, request.body);
      return reply.status(created ? 201 : 200).send(message);
    },
  );

  app.post(
    '/api/conversations/:id/read',
    {
      schema: {
        summary: 'Marquer une conversation comme lue',
        operationId: 'markConversationRead',
        security: SIGNED_IN,
        tags: ['messages'],
        params: ConversationIdParams,
        response: { 200: ReadReceipt, ...errors },
      },
      config: { openWhileSuspended: 'a read mark: reading stays open' },
    },
    async (request) => {
      const user = await requireUser(app, request);
      return markConversationRead(app.pool, delivery, user.id, request.params.id);
    },
  );

  app.get(
    '/api/messages/unread',
    {
      schema: {
        summary: 'Compter ses messages non lus',
        operationId: 'countUnreadMessages',
        security: SIGNED_IN,
        tags: ['messages'],
        response: { 200: MessagesUnread, 401: ErrorResponse },
      },
    },
    async (request) => {
      const user = await requireUser(app, request);
      return { conversations: await unreadConversations(app.pool, app.visibility, user.id) };
    },
  );
};
