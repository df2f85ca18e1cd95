import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import { ErrorResponse } from '@portmarin/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { AppError } from '../lib/app-error.ts';
import { isUniqueViolation } from '../lib/pg-errors.ts';
import { getSessionUser } from './session.ts';

/** The window most write limits are counted over. */
export const TEN_MINUTES = 10 * 60 * 1000;

type StoreResult = { current: number; ttl: number };

/**
 * Counts one request under `key` in a window of `timeWindow` ms and gives the window's count and
 * its start. The table has two unique indexes (id and key, both set to the key), so two first
 * requests at once can collide on the one `on conflict` does not arbitrate: the loser then
 * finds the winner's row and counts on it.
 */
export async function countRequest(
  pool: pg.Pool,
  key: string,
  timeWindow: number,
  now = Date.now(),
): Promise<{ count: number; windowStart: number }> {
  const id = `throttle:${key}`;
  const upsert = () =>
    pool.query<{ count: number; last_request: string }>(
      `insert into rate_limit (id, key, count, last_request) values ($1, $1, 1, $2)
       on conflict (key) do update set
         count = case when rate_limit.last_request + $3 <= $2 then 1 else rate_limit.count + 1 end,
         last_request = case when rate_limit.last_request + $3 <= $2 then $2 else rate_limit.last_request end
       returning count, last_request`,
      [id, now, timeWindow],
    );
  const { rows } = await upsert().catch((error: unknown) => {
    if (isUniqueViolation(error)) return upsert();
    throw error;
  });
  const row = rows[0]!;
  return { count: row.count, windowStart: Number(row.last_request) };
}

/**
 * A @fastify/rate-limit store in PostgreSQL (the `rate_limit` table better-auth already uses,
 * with keys of our own prefix): every server instance shares the same counters.
 */
function pgStore(pool: pg.Pool) {
  return class PgRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: StoreResult) => void, timeWindow: number): void {
      const now = Date.now();
      countRequest(pool, key, timeWindow, now).then(({ count, windowStart }) => {
        callback(null, { current: count, ttl: windowStart + timeWindow - now });
      }, callback);
    }

    child(): PgRateLimitStore {
      return new PgRateLimitStore();
    }
  };
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Every write without a throttle of its own: far above what a resident does by hand. */
export const DEFAULT_WRITES_PER_WINDOW = 300;
export const DEFAULT_WRITE_WINDOW_MS = 10 * 60 * 1000;

/**
 * Registers @fastify/rate-limit once for the whole app, counted in a preHandler (after
 * validation), keyed by resident, and by IP for visitors. Routes set their own limit with
 * `config: { rateLimit: throttle(...) }`; every other write route (POST, PUT, PATCH, DELETE) gets
 * the default one, counted per route, so no write is ever unlimited. `rateLimit: false` opts out;
 * better-auth's routes (/api/auth/*) have its own limiter (AUTH_RATE_LIMIT_*).
 */
export async function registerThrottle(app: FastifyInstance): Promise<void> {
  // Before the plugin's own onRoute hook, which reads the route's config.
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.some((m) => WRITE_METHODS.has(m)) || route.url.startsWith('/api/auth/')) return;
    if (route.config?.rateLimit === false) return;
    if (route.config?.rateLimit === undefined) {
      route.config = {
        ...route.config,
        rateLimit: throttle(
          `write:${methods.join(',')}:${route.url}`,
          DEFAULT_WRITES_PER_WINDOW,
          DEFAULT_WRITE_WINDOW_MS,
          "Trop d'actions en peu de temps. Réessayez dans quelques minutes.",
        ),
      };
    }
    // The OpenAPI document says so.
    const response = route.schema?.response as Record<string, unknown> | undefined;
    if (response && !response[429]) route.schema!.response = { ...response, 429: ErrorResponse };
  });
  await app.register(rateLimit, {
    global: false,
    hook: 'preHandler',
    store: pgStore(app.pool),
    keyGenerator: async (request) => {
      const viewer = await getSessionUser(app, request);
      return viewer ? `user:${viewer.id}:` : `ip:${request.ip}:`;
    },
  });
}

/** A route's throttle: `max` requests per `windowMs` per resident (per IP for visitors). */
export function throttle(
  name: string,
  max: number,
  windowMs: number,
  message: string,
  opts: { perIp?: boolean } = {},
): RateLimitOptions {
  return {
    max,
    timeWindow: windowMs,
    groupId: name,
    ...(opts.perIp ? { keyGenerator: (request: FastifyRequest) => `ip:${request.ip}:` } : {}),
    errorResponseBuilder: () => new AppError('RATE_LIMITED', message),
  };
}
