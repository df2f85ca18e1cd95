import { z } from 'zod';

export const HealthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  /** The photos' object storage (folder or bucket). */
  storage: z.enum(['up', 'down']),
  uptimeSeconds: z.number(),
});
export type HealthResponse = z.infer<typeof HealthResponse>;

/** GET /api/health/live: the process answers; nothing else is asked. */
export const LivenessResponse = z.object({ status: z.literal('ok'), uptimeSeconds: z.number() });
export type LivenessResponse = z.infer<typeof LivenessResponse>;

/** The parts the readiness probe asks, each by its code. */
export const ReadinessPart = z.enum(['database', 'storage', 'mail']);
export type ReadinessPart = z.infer<typeof ReadinessPart>;

/**
 * GET /api/health/ready: 200 when every part answers, 503 naming those that do not, by code, by
 * error code and in French. `mail` is `skipped` without SMTP (the outbox needs no server).
 */
export const ReadinessResponse = z.object({
  status: z.enum(['ready', 'unavailable']),
  down: z.array(ReadinessPart),
  checks: z.object({
    database: z.enum(['up', 'down']),
    storage: z.enum(['up', 'down']),
    mail: z.enum(['up', 'down', 'skipped']),
  }),
  errors: z.array(z.object({ part: ReadinessPart, code: z.string(), message: z.string() })),
});
export type ReadinessResponse = z.infer<typeof ReadinessResponse>;

export const ErrorResponse = z.object({ error: z.object({ code: z.string(), message: z.string() }) });
