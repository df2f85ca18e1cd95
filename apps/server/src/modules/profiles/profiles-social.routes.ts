import {
  ErrorResponse,
  FollowResponse,
  MyProfile,
  Profile,
  UpdateProfileInput,
  UsernameParams,
} from '@portmarin/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  getSessionUser,
  requireActiveUser,
  requireUser,
  SIGNED_IN_OR_VISITOR,
  SIGNED_IN,
} from '../../plugins/session.ts';
import { TEN_MINUTES, throttle } from '../../plugins/throttle.ts';
import {
  follow,
  getMyProfile,
  getProfileByUsername,
  notifyFollowed,
  unfollow,
  updateProfile,
} from './profiles.service.ts';

/** Follows and unfollows together, per resident: a real resident never gets near it. */
const FOLLOWS_PER_WINDOW = 100;

/** Residents' pages, the signed-in resident's own profile and follows. */
export const profilesSocialRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/profiles/:username',
    {
      schema: {
        summary: 'Lire le profil d’un résident',
        operationId: 'getProfile',
        security: SIGNED_IN_OR_VISITOR,
        tags: ['profiles'],
        params: UsernameParams,
        response: { 200: Profile, 404: ErrorResponse },
      },
    },
    async (request) => {
      const viewer = await getSessionUser(app, request);
      return getProfileByUsername(app.pool, app.visibility, request.params.username, viewer);
    },
  );

  app.get(
    '/api/profile',
    {
      schema: {
        summary: 'Lire son propre profil',
        operationId: 'getOwnProfile',
        security: SIGNED_IN,
        tags: ['profiles'],
        response: { 200: MyProfile, 401: ErrorResponse },
      },
    },
    async (request) => {
      const current = await requireUser(app, request);
      return getMyProfile(app.pool, app.visibility, current.id);
    },
  );

  app.patch(
    '/api/profile',
    {
      schema: {
        summary: 'Modifier son profil',
        operationId: 'updateProfile',
        security: SIGNED_IN,
        tags: ['profiles'],
        body: UpdateProfileInput,
        response: { 200: MyProfile, 400: ErrorResponse, 401: ErrorResponse, 409: ErrorResponse },
      },
    },
    async (request) => {
      // A bio or a name is published on the profile page: refused while suspended.
      const current = await requireActiveUser(app, request);
      return updateProfile(app.pool, app.visibility, app.uploads, current.id, request.body);
    },
  );

  const followSchema = {
    tags: ['profiles'],
    params: UsernameParams,
    response: { 200: FollowResponse, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse, 429: ErrorResponse },
  };
  const followDoc = {
    ...followSchema,
    summary: 'Suivre un résident',
    operationId: 'followProfile',
    security: SIGNED_IN,
  };
  const unfollowDoc = {
    ...followSchema,
    summary: 'Ne plus suivre un résident',
    operationId: 'unfollowProfile',
    security: SIGNED_IN,
  };
  const followConfig = {
    rateLimit: throttle(
      'follow',
      FOLLOWS_PER_WINDOW,
      TEN_MINUTES,
      'Vous vous êtes abonné ou désabonné trop de fois en peu de temps. Réessayez dans quelques minutes.',
    ),
  };

  app.post('/api/profiles/:username/follow', { schema: followDoc, config: followConfig }, async (request) => {
    const current = await requireUser(app, request);
    const followed = await follow(app.pool, current.id, request.params.username);
    // The follow stands even if its notification cannot be sent.
    await notifyFollowed(app.pool, app.notifier, current.id, request.params.username).catch((error: unknown) =>
      request.log.error({ err: error }, 'follow notification not sent'),
    );
    return followed;
  });

  app.delete('/api/profiles/:username/follow', { schema: unfollowDoc, config: followConfig }, async (request) => {
    const current = await requireUser(app, request);
    return unfollow(app.pool, current.id, request.params.username);
  });
};
