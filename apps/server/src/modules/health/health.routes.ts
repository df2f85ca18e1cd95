import { HealthResponse, LivenessResponse, ReadinessResponse, ReadinessPart, type ErrorCode } from '@portmarin/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NO_SESSION } from '../../plugins/session.ts';

/** A load balancer's probe gets an answer in this time even when every connection is busy (or the SMTP is slow). */
export const HEALTH_DATABASE_TIMEOUT_MS = 2000;

/** Each part the readiness names when it is down: its error code, and what an operator reads. */
const PART_DOWN: Record<ReadinessPart, { code: ErrorCode; message: string }> = {
  database: { code: 'DATABASE_UNAVAILABLE', message: 'La base de données ne répond pas.' },
  storage: { code: 'STORAGE_UNAVAILABLE', message: 'Le stockage des photos ne répond pas.' },
  mail: { code: 'MAIL_UNAVAILABLE', message: 'Le serveur d’e-mails (SMTP) ne répond pas.' },
};

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
    '/api/health/live',
    {
      schema: {
        summary: 'Vérifier que le processus répond (sonde de vivacité)',
        operationId: 'getLiveness',
        security: NO_SESSION,
        tags: ['health'],
        response: { 200: LivenessResponse },
      },
    },
    // Nothing asked of the database or the storage: their outage must not get the process restarted.
    async () => ({ status: 'ok' as const, uptimeSeconds: Math.round(process.uptime()) }),
  );

  app.get(
    '/api/health/ready',
    {
      schema: {
        summary: 'Vérifier que le service peut répondre (sonde de disponibilité)',
        operationId: 'getReadiness',
        security: NO_SESSION,
        tags: ['health'],
        response: { 200: ReadinessResponse, 503: ReadinessResponse },
      },
    },
    async (_request, reply) => {
      const check = app.mailer.check;
      const [database, storage, mail] = await Promise.all([
        stateOf(app.pool.query('select 1')),
        stateOf(app.uploads.storage.check()),
        check ? stateOf(check()) : Promise.resolve('skipped' as const),
      ]);
      const checks = { database, storage, mail };
      const down = ReadinessPart.options.filter((part) => checks[part] === 'down');
      const body: ReadinessResponse = {
        status: down.length === 0 ? 'ready' : 'unavailable',
        down,
        checks,
        errors: down.map((part) => ({ part, ...PART_DOWN[part] })),
      };
      return reply.status(down.length === 0 ? 200 : 503).send(body);
    },
  );

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
