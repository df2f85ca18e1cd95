import {
  ErrorResponse,
  FollowResponse,
  MyProfile,
  Profile,
  UpdateProfileInput,
  UsernameParams,
} from '@portmarin/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getSessionUser, requireUser } from '../../plugins/session.ts';
import {
  follow,
  getMyProfile,
  getProfileByUsername,
  notifyFollowed,
  unfollow,
  updateProfile,
} from './profiles.service.ts';

/** Residents' pages, the signed-in resident's own profile and follows. */
export const profilesSocialRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/profiles/:username',
    {
      schema: {
        tags: ['profiles'],
        params: UsernameParams,
        response: { 200: Profile, 404: ErrorResponse },
      },
    },
    async (request) => {
      const viewer = await getSessionUser(app, request);
      return getProfileByUsername(app.db, request.params.username, viewer);
    },
  );

  app.get(
    '/api/profile',
    { schema: { tags: ['profiles'], response: { 200: MyProfile, 401: ErrorResponse } } },
    async (request) => {
      const current = await requireUser(app, request);
      return getMyProfile(app.db, current.id);
    },
  );

  app.patch(
    '/api/profile',
    {
      schema: {
        tags: ['profiles'],
        body: UpdateProfileInput,
        response: { 200: MyProfile, 400: ErrorResponse, 401: ErrorResponse, 409: ErrorResponse },
      },
    },
    async (request) => {
      const current = await requireUser(app, request);
      return updateProfile(app.db, app.uploads, current.id, request.body);
    },
  );

  const followSchema = {
    tags: ['profiles'],
    params: UsernameParams,
    response: { 200: FollowResponse, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
  };

  app.post('/api/profiles/:username/follow', { schema: followSchema }, async (request) => {
    const current = await requireUser(app, request);
    const followed = await follow(app.db, current.id, request.params.username);
    // The follow stands even if its notification cannot be sent.
    await notifyFollowed(app.db, app.notifier, current.id, request.params.username).catch((error: unknown) =>
      request.log.error({ err: error }, 'follow notification not sent'),
    );
    return followed;
  });

  app.delete('/api/profiles/:username/follow', { schema: followSchema }, async (request) => {
    const current = await requireUser(app, request);
    return unfollow(app.db, current.id, request.params.username);
  });
};
