import { HealthResponse } from '@portmarin/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NO_SESSION } from '../../plugins/session.ts';

/** A load balancer's probe gets an answer in this time even when every connection is busy. */
export const HEALTH_DATABASE_TIMEOUT_MS = 2000;

/** 'up' when `ping` resolves within the probe's time, else 'down'. */
function stateOf(ping: Promise<unknown>): Promise<'up' | 'down'> {
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
      // Each part named, so an operator sees which is down: the database or the photos' storage.
      const [database, storage] = await Promise.all([
        stateOf(app.pool.query('select 1')),
        stateOf(app.uploads.storage.check()),
      ]);
      const up = database === 'up' && storage === 'up';
      const body = {
        status: up ? ('ok' as const) : ('degraded' as const),
        database,
        storage,
        uptimeSeconds: Math.round(process.uptime()),
      };
      return reply.status(up ? 200 : 503).send(body);
    },
  );
};
