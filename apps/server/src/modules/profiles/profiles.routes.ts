import { FeaturedProfilesResponse } from '@portmarin/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { user } from '../../db/schema/index.ts';

export const profilesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/profiles/featured',
    { schema: { tags: ['profiles'], response: { 200: FeaturedProfilesResponse } } },
    async () => {
      const rows = await app.db
        .select({ id: user.id, name: user.name, username: user.displayUsername, image: user.image })
        .from(user)
        .where(and(eq(user.featured, true), eq(user.emailVerified, true)))
        .orderBy(asc(user.name))
        .limit(6);
      return { profiles: rows };
    },
  );
};
