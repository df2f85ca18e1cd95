import {
  FriendRelationResponse,
  FriendRequestsResponse,
  FriendsPage,
  FriendsQuery,
  FriendSuggestionsResponse,
  FriendUserParams,
  ProfileFriendsResponse,
  SendFriendRequestInput,
  UsernameParams,
} from '@portmarin/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { READ_ERRORS, WRITE_ERRORS } from '../../lib/route-errors.ts';
import {
  getSessionUser,
  requireActiveUser,
  requireUser,
  SIGNED_IN_OR_VISITOR,
  SIGNED_IN,
} from '../../plugins/session.ts';
import { TEN_MINUTES, throttle } from '../../plugins/throttle.ts';
import {
  acceptFriendRequest,
  cancelFriendRequest,
  listFriendRequests,
  listFriends,
  listFriendSuggestions,
  listProfileFriends,
  notifyFriendChange,
  refuseFriendRequest,
  removeFriend,
  sendFriendRequest,
  type FriendChange,
} from './friends.service.ts';

/** Nobody asks forty neighbours in ten minutes by hand; answering goes a little faster. */
const REQUESTS_PER_WINDOW = 40;
const ANSWERS_PER_WINDOW = 120;

const requestThrottle = throttle(
  'friend-request',
  REQUESTS_PER_WINDOW,
  TEN_MINUTES,
  'Vous avez envoyé trop de demandes d’ami en peu de temps. Réessayez dans quelques minutes.',
);
const answerThrottle = throttle(
  'friend-answer',
  ANSWERS_PER_WINDOW,
  TEN_MINUTES,
  'Trop de changements dans vos amis en peu de temps. Réessayez dans quelques minutes.',
);

/** The notification goes after the commit and never fails the answer. */
async function answer(
  app: FastifyInstance,
  request: FastifyRequest,
  actorId: string,
  otherId: string,
  change: FriendChange,
) {
  await notifyFriendChange(app.pool, app.notifier, actorId, otherId, change).catch((error: unknown) =>
    request.log.error({ err: error }, 'friend notification not sent'),
  );
  return { relation: change.relation };
}

export const friendsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/friends',
    {
      schema: {
        summary: 'Lister ses amis',
        operationId: 'listFriends',
        security: SIGNED_IN,
        tags: ['friends'],
        querystring: FriendsQuery,
        response: { 200: FriendsPage, ...READ_ERRORS },
      },
    },
    async (request) => {
      const user = await requireUser(app, request);
      return listFriends(app.pool, user.id, request.query.cursor);
    },
  );

  app.get(
    '/api/friends/requests',
    {
      schema: {
        summary: 'Lister ses demandes d’ami',
        operationId: 'listFriendRequests',
        security: SIGNED_IN,
        tags: ['friends'],
        response: { 200: FriendRequestsResponse, ...READ_ERRORS },
      },
    },
    async (request) => {
      const user = await requireUser(app, request);
      return listFriendRequests(app.pool, user.id);
    },
  );

  app.get(
    '/api/friends/suggestions',
    {
      schema: {
        summary: 'Lire des suggestions d’amis',
        operationId: 'listFriendSuggestions',
        security: SIGNED_IN,
        tags: ['friends'],
        response: { 200: FriendSuggestionsResponse, ...READ_ERRORS },
      },
    },
    async (request) => {
      const user = await requireUser(app, request);
      return listFriendSuggestions(app.pool, user.id);
    },
  );

  app.get(
    '/api/friends/of/:username',
    {
      schema: {
        summary: 'Lister les amis d’un résident',
        operationId: 'listFriendsOf',
        security: SIGNED_IN_OR_VISITOR,
        tags: ['friends'],
        params: UsernameParams,
        response: { 200: ProfileFriendsResponse, ...READ_ERRORS },
      },
    },
    async (request) => {
      const viewer = await getSessionUser(app, request);
      return listProfileFriends(app.pool, app.visibility, request.params.username, viewer);
    },
  );

  app.post(
    '/api/friends/requests',
    {
      schema: {
        summary: 'Demander un résident en ami',
        operationId: 'sendFriendRequest',
        security: SIGNED_IN,
        tags: ['friends'],
        body: SendFriendRequestInput,
        response: { 200: FriendRelationResponse, ...WRITE_ERRORS },
      },
      config: { rateLimit: requestThrottle },
    },
    async (request) => {
      // Asking someone to be friends publishes a relation: not while suspended.
      const user = await requireActiveUser(app, request);
      const { userId } = request.body;
      return answer(app, request, user.id, userId, await sendFriendRequest(app.pool, user.id, userId));
    },
  );

  app.post(
    '/api/friends/requests/:userId/accept',
    {
      schema: {
        summary: 'Accepter une demande d’ami',
        operationId: 'acceptFriendRequest',
        security: SIGNED_IN,
        tags: ['friends'],
        params: FriendUserParams,
        response: { 200: FriendRelationResponse, ...WRITE_ERRORS },
      },
      config: { rateLimit: answerThrottle },
    },
    async (request) => {
      const user = await requireActiveUser(app, request);
      const { userId } = request.params;
      return answer(app, request, user.id, userId, await acceptFriendRequest(app.pool, user.id, userId));
    },
  );

  // Refusing, cancelling and removing share one shape: the relation afterwards, nobody notified.
  const withdrawals = [
    {
      method: 'POST',
      url: '/api/friends/requests/:userId/refuse',
      change: refuseFriendRequest,
      summary: 'Refuser une demande d’ami',
      operationId: 'refuseFriendRequest',
    },
    {
      method: 'DELETE',
      url: '/api/friends/requests/:userId',
      change: cancelFriendRequest,
      summary: 'Annuler sa demande d’ami',
      operationId: 'cancelFriendRequest',
    },
    {
      method: 'DELETE',
      url: '/api/friends/:userId',
      change: removeFriend,
      summary: 'Retirer un ami',
      operationId: 'removeFriend',
    },
  ] as const;
  for (const { method, url, change, summary, operationId } of withdrawals) {
    app.route({
      method,
      url,
      schema: {
        summary,
        operationId,
        security: SIGNED_IN,
        tags: ['friends'],
        params: FriendUserParams,
        response: { 200: FriendRelationResponse, ...WRITE_ERRORS },
      },
      config: { rateLimit: answerThrottle },
      handler: async (request) => {
        const user = await requireUser(app, request);
        const { relation } = await change(app.pool, user.id, request.params.userId);
        return { relation };
      },
    });
  }
};
