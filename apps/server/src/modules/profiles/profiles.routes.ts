import { FeaturedProfilesResponse } from '@portmarin/shared';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { user } from '../../db/schema/index.ts';
import { notHiddenSql } from '../../db/visibility.ts';
import { getSessionUser } from '../../plugins/session.ts';

export const profilesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/profiles/featured',
    { schema: { tags: ['profiles'], response: { 200: FeaturedProfilesResponse } } },
    async (request) => {
      // 'Profils à découvrir': never the signed-in resident themselves.
      const viewer = await getSessionUser(app, request);
      const rows = await app.db
        .select({ id: user.id, name: user.name, username: user.displayUsername, image: user.image })
        .from(user)
        .where(
          and(
            eq(user.featured, true),
            eq(user.emailVerified, true),
            viewer ? ne(user.id, viewer.id) : undefined,
            // Never a profile a moderator hid, whoever looks.
            notHiddenSql('profile', '"user"', null),
          ),
        )
        .orderBy(asc(user.name))
        .limit(6);
      return { profiles: rows };
    },
  );
};
