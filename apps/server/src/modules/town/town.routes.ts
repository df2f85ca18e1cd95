import { TownConfig } from '@portmarin/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NO_SESSION } from '../../plugins/session.ts';

export const townRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/town',
    {
      schema: {
        summary: 'Lire la fiche de la commune',
        operationId: 'getTown',
        security: NO_SESSION,
        tags: ['town'],
        response: { 200: TownConfig },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return app.town;
    },
  );
};
