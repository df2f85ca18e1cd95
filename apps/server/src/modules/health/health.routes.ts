import { HealthResponse } from '@portmarin/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NO_SESSION } from '../../plugins/session.ts';

/** A load balancer's probe gets an answer in this time even when every connection is busy. */
export const HEALTH_DATABASE_TIMEOUT_MS = 2000;

function databaseState(ping: Promise<unknown>): Promise<'up' | 'down'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'down'>((resolve) => {
    timer = setTimeout(() => resolve('down'), HEALTH_DATABASE_TIMEOUT_MS);
  });
  const answer = ping.then(
    () => 'up' as const,
    () => 'down' as const,
  );
  return Promise.race([answer, timeout]).finally(() => clearTimeout(timer));
}

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        summary: 'Vérifier que le service répond',
        operationId: 'getHealth',
        security: NO_SESSION,
        tags: ['health'],
        response: { 200: HealthResponse, 503: HealthResponse },
      },
    },
    async (_request, reply) => {
      const database = await databaseState(app.pool.query('select 1'));
      const body = {
        status: database === 'up' ? ('ok' as const) : ('degraded' as const),
        database,
        uptimeSeconds: Math.round(process.uptime()),
      };
      return reply.status(database === 'up' ? 200 : 503).send(body);
    },
  );
};
