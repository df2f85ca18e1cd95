import { FeaturedProfilesResponse } from '@portmarin/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getSessionUser, SIGNED_IN_OR_VISITOR } from '../../plugins/session.ts';
import { listFeaturedProfiles } from './profiles.service.ts';

export const profilesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/profiles/featured',
    {
      schema: {
        summary: 'Lister les profils mis en avant',
        operationId: 'listFeaturedProfiles',
        security: SIGNED_IN_OR_VISITOR,
        tags: ['profiles'],
        response: { 200: FeaturedProfilesResponse },
      },
    },
    async (request) => {
      const viewer = await getSessionUser(app, request);
      return listFeaturedProfiles(app.pool, viewer?.id ?? null);
    },
  );
};
