import { HealthResponse } from '@portmarin/shared';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    { schema: { tags: ['health'], response: { 200: HealthResponse, 503: HealthResponse } } },
    async (_request, reply) => {
      const database = await app.db
        .execute(sql`select 1`)
        .then(() => 'up' as const)
        .catch(() => 'down' as const);
      const body = {
        status: database === 'up' ? ('ok' as const) : ('degraded' as const),
        database,
        uptimeSeconds: Math.round(process.uptime()),
      };
      return reply.status(database === 'up' ? 200 : 503).send(body);
    },
  );
};
