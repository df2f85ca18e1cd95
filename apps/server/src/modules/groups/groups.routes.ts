import {
  CreateGroupInput,
  FeedPage,
  GroupDetail,
  GroupIdParams,
  GroupMemberParams,
  GroupMembersPage,
  GroupRequestsPage,
  GroupsPage,
  GroupsPageQuery,
  JoinGroupResponse,
  LeaveGroupResponse,
  PageQuery,
  UpdateGroupInput,
  type Role,
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
import { FEED_TOPIC, readPlacePosts } from '../posts/index.ts';
import {
  answerJoinRequest,
  notifyJoinAccepted,
  notifyJoinRequested,
  cancelJoinRequest,
  createGroup,
  deleteGroup,
  getGroup,
  joinGroup,
  leaveGroup,
  readDiscoverGroups,
  listJoinRequests,
  GROUP_MEMBERS_TOPIC,
  GROUPS_TOPIC,
  MY_GROUPS_TOPIC,
  readMembers,
  readMyGroups,
  promoteMember,
  removeMember,
  requireGroupAdmin,
  requireReadable,
  updateGroup,
} from './groups.service.ts';
import { READ_ERRORS, WRITE_ERRORS } from '../../lib/route-errors.ts';
import { plainJson } from '../../lib/plain-json.ts';

const GROUPS_CREATED_PER_WINDOW = 10;
/** Joining, leaving and requests together: far above what a resident does by hand. */
const MEMBERSHIPS_PER_WINDOW = 60;

const membershipThrottle = {
  rateLimit: throttle(
    'group-membership',
    MEMBERSHIPS_PER_WINDOW,
    TEN_MINUTES,
    'Vous avez rejoint ou quitté trop de groupes en peu de temps. Réessayez dans quelques minutes.',
  ),
};

const viewerOf = (user: { id: string; role: Role } | null) => (user ? { id: user.id, role: user.role } : null);

export const groupsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every membership, role or group write drops the residents' lists; a member's new name or photo
  // (and their erased account) changes the feed's topic.
  app.sharedResults.dependOn(MY_GROUPS_TOPIC, [GROUPS_TOPIC]);
  app.sharedResults.dependOn(GROUP_MEMBERS_TOPIC, [GROUPS_TOPIC, FEED_TOPIC]);
  app.get(
    '/api/groups/mine',
    {
      schema: {
        summary: 'Lister ses groupes',
        operationId: 'listMyGroups',
        security: SIGNED_IN,
        tags: ['groups'],
        querystring: GroupsPageQuery,
        response: { 200: GroupsPage, ...READ_ERRORS },
      },
      serializerCompiler: plainJson,
    },
    async (request, reply) => {
      const user = await requireUser(app, request);
      // The page's JSON text, the first one kept for the resident until a write of the groups.
      const body = await readMyGroups(app.pool, app.visibility, app.sharedResults, user.id, request.query);
      return reply.type('application/json; charset=utf-8').send(body as unknown as GroupsPage);
    },
  );

  app.get(
    '/api/groups/discover',
    {
      schema: {
        summary: 'Découvrir des groupes',
        operationId: 'discoverGroups',
        security: SIGNED_IN_OR_VISITOR,
        tags: ['groups'],
        querystring: GroupsPageQuery,
        response: { 200: GroupsPage, ...READ_ERRORS },
      },
      serializerCompiler: plainJson,
    },
    async (request, reply) => {
      const viewer = await getSessionUser(app, request);
      // The page's JSON text, kept in memory when it is a visitor's first page.
      const body = await readDiscoverGroups(app.pool, app.sharedResults, viewer?.id ?? null, request.query);
      return reply.type('application/json; charset=utf-8').send(body as unknown as GroupsPage);
    },
  );

  app.post(
    '/api/groups',
    {
      schema: {
        summary: 'Créer un groupe',
        operationId: 'createGroup',
        security: SIGNED_IN,
        tags: ['groups'],
        body: CreateGroupInput,
        response: { 201: GroupDetail, ...WRITE_ERRORS },
      },
      config: {
        rateLimit: throttle(
          'group-create',
          GROUPS_CREATED_PER_WINDOW,
          TEN_MINUTES,
          'Vous avez créé trop de groupes en peu de temps. Réessayez dans quelques minutes.',
        ),
      },
    },
    async (request, reply) => {
      const user = await requireActiveUser(app, request);
      return reply.status(201).send(await createGroup(app.pool, app.visibility, user.id, request.body));
    },
  );

  app.get(
    '/api/groups/:id',
    {
      schema: {
        summary: 'Lire un groupe',
        operationId: 'getGroup',
        security: SIGNED_IN_OR_VISITOR,
        tags: ['groups'],
        params: GroupIdParams,
        response: { 200: GroupDetail, ...READ_ERRORS },
      },
    },
    async (request) =>
      getGroup(app.pool, app.visibility, request.params.id, viewerOf(await getSessionUser(app, request))),
  );

  app.patch(
    '/api/groups/:id',
    {
      schema: {
        summary: 'Modifier un groupe',
        operationId: 'updateGroup',
        security: SIGNED_IN,
        tags: ['groups'],
        params: GroupIdParams,
        body: UpdateGroupInput,
        response: { 200: GroupDetail, ...WRITE_ERRORS },
      },
    },
    async (request) => {
      const user = await requireActiveUser(app, request);
      return updateGroup(app.pool, app.visibility, viewerOf(user)!, request.params.id, request.body, app.uploads);
    },
  );

  app.delete(
    '/api/groups/:id',
    {
      schema: {
        summary: 'Supprimer un groupe',
        operationId: 'deleteGroup',
        security: SIGNED_IN,
        tags: ['groups'],
        params: GroupIdParams,
        response: { 204: z.null(), ...WRITE_ERRORS },
      },
    },
    async (request, reply) => {
      const user = await requireUser(app, request);
      await deleteGroup(app.pool, app.visibility, app.uploads, viewerOf(user)!, request.params.id);
      return reply.status(204).send(null);
    },
  );

  // ---------------------------------------------------------------- membership

  app.post(
    '/api/groups/:id/join',
    {
      schema: {
        summary: 'Rejoindre un groupe ou demander à le rejoindre',
        operationId: 'joinGroup',
        security: SIGNED_IN,
        tags: ['groups'],
        params: GroupIdParams,
        response: { 200: JoinGroupResponse, 202: JoinGroupResponse, ...WRITE_ERRORS },
      },
      config: membershipThrottle,
    },
    async (request, reply) => {
      const user = await requireUser(app, request);
      const result = await joinGroup(app.pool, app.visibility, viewerOf(user)!, request.params.id);
      // The request stands even if its notification cannot be sent.
      if (result.status === 'pending') {
        await notifyJoinRequested(app.pool, app.notifier, user.id, request.params.id).catch((error: unknown) =>
          request.log.error({ err: error }, 'join request notification not sent'),
        );
      }
      // A private group's request waits for its admins: accepted, not done.
      return reply.status(result.status === 'pending' ? 202 : 200).send(result);
    },
  );

  app.delete(
    '/api/groups/:id/join-request',
    {
      schema: {
        summary: 'Annuler sa demande d’adhésion à un groupe',
        operationId: 'cancelJoinRequest',
        security: SIGNED_IN,
        tags: ['groups'],
        params: GroupIdParams,
        response: { 204: z.null(), ...WRITE_ERRORS },
      },
      config: membershipThrottle,
    },
    async (request, reply) => {
      const user = await requireUser(app, request);
      await cancelJoinRequest(app.pool, app.visibility, user.id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/groups/:id/leave',
    {
      schema: {
        summary: 'Quitter un groupe',
        operationId: 'leaveGroup',
        security: SIGNED_IN,
        tags: ['groups'],
        params: GroupIdParams,
        response: { 200: LeaveGroupResponse, ...WRITE_ERRORS },
      },
      config: membershipThrottle,
    },
    async (request) => {
      const user = await requireUser(app, request);
      return leaveGroup(app.pool, app.visibility, viewerOf(user)!, request.params.id);
    },
  );

  // ---------------------------------------------------------------- content

  app.get(
    '/api/groups/:id/members',
    {
      schema: {
        summary: 'Lister les membres d’un groupe',
        operationId: 'listGroupMembers',
        security: SIGNED_IN_OR_VISITOR,
        tags: ['groups'],
        params: GroupIdParams,
        querystring: GroupsPageQuery,
        response: { 200: GroupMembersPage, ...READ_ERRORS },
      },
      serializerCompiler: plainJson,
    },
    async (request, reply) => {
      const viewer = viewerOf(await getSessionUser(app, request));
      await requireReadable(app.pool, app.visibility, request.params.id, viewer);
      // The page's JSON text, the first one kept for every reader of the group.
      const body = await readMembers(app.pool, app.sharedResults, request.params.id, request.query);
      return reply.type('application/json; charset=utf-8').send(body as unknown as GroupMembersPage);
    },
  );

  app.get(
    '/api/groups/:id/posts',
    {
      schema: {
        summary: 'Lire les publications d’un groupe',
        operationId: 'listGroupPosts',
        security: SIGNED_IN_OR_VISITOR,
        tags: ['groups'],
        params: GroupIdParams,
        querystring: PageQuery,
        response: { 200: FeedPage, ...READ_ERRORS },
      },
      serializerCompiler: plainJson,
    },
    async (request, reply) => {
      const viewer = viewerOf(await getSessionUser(app, request));
      await requireReadable(app.pool, app.visibility, request.params.id, viewer);
      // A FeedPage's JSON text (the first page's shared part serialized once for its readers).
      const body = await readPlacePosts(
        app.pool,
        app.visibility,
        app.sharedResults,
        viewer,
        { groupId: request.params.id },
        request.query,
      );
      return reply.type('application/json; charset=utf-8').send(body as unknown as FeedPage);
    },
  );

  // ---------------------------------------------------------------- the admins' work

  app.get(
    '/api/groups/:id/requests',
    {
      schema: {
        summary: 'Lister les demandes d’adhésion d’un groupe',
        operationId: 'listJoinRequests',
        security: SIGNED_IN,
        tags: ['groups'],
        params: GroupIdParams,
        querystring: GroupsPageQuery,
        response: { 200: GroupRequestsPage, ...READ_ERRORS },
      },
    },
    async (request) => {
      const user = await requireUser(app, request);
      await requireGroupAdmin(app.pool, app.visibility, request.params.id, viewerOf(user));
      return listJoinRequests(app.pool, request.params.id, request.query);
    },
  );

  for (const [action, approve, summary, operationId] of [
    ['approve', true, 'Accepter une demande d’adhésion', 'approveJoinRequest'],
    ['refuse', false, 'Refuser une demande d’adhésion', 'refuseJoinRequest'],
  ] as const) {
    app.post(
      `/api/groups/:id/requests/:userId/${action}`,
      {
        schema: {
          summary,
          operationId,
          security: SIGNED_IN,
          tags: ['groups'],
          params: GroupMemberParams,
          response: { 204: z.null(), ...WRITE_ERRORS },
        },
      },
      async (request, reply) => {
        const user = await requireUser(app, request);
        await answerJoinRequest(
          app.pool,
          app.visibility,
          viewerOf(user)!,
          request.params.id,
          request.params.userId,
          approve,
        );
        if (approve) {
          await notifyJoinAccepted(app.pool, app.notifier, user.id, request.params.id, request.params.userId).catch(
            (error: unknown) => request.log.error({ err: error }, 'join accepted notification not sent'),
          );
        }
        return reply.status(204).send(null);
      },
    );
  }

  app.delete(
    '/api/groups/:id/members/:userId',
    {
      schema: {
        summary: 'Retirer un membre d’un groupe',
        operationId: 'removeGroupMember',
        security: SIGNED_IN,
        tags: ['groups'],
        params: GroupMemberParams,
        response: { 200: LeaveGroupResponse, ...WRITE_ERRORS },
      },
    },
    async (request) => {
      const user = await requireUser(app, request);
      return removeMember(app.pool, app.visibility, viewerOf(user)!, request.params.id, request.params.userId);
    },
  );

  app.post(
    '/api/groups/:id/members/:userId/promote',
    {
      schema: {
        summary: 'Nommer un membre administrateur du groupe',
        operationId: 'promoteGroupMember',
        security: SIGNED_IN,
        tags: ['groups'],
        params: GroupMemberParams,
        response: { 204: z.null(), ...WRITE_ERRORS },
      },
    },
    async (request, reply) => {
      const user = await requireUser(app, request);
      await promoteMember(app.pool, app.visibility, viewerOf(user)!, request.params.id, request.params.userId);
      return reply.status(204).send(null);
    },
  );
};
