import { TownConfig } from '@portmarin/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const townRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/town', { schema: { tags: ['town'], response: { 200: TownConfig } } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return app.town;
  });
};
