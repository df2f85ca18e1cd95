import { ERRORS } from '@portmarin/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash, timingSafeEqual } from 'node:crypto';
import type pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Where a scrape comes from: the route, named for Prometheus' default `metrics_path`. */
export const METRICS_PATH = '/metrics';

/** What a push delivery to one device came to (push-transport.ts's DeliveryOutcome). */
export type PushOutcome = 'sent' | 'gone' | 'failed';

/**
 * What the plugins record, without knowing Prometheus: `app.metrics`. Counters are called as things
 * happen; the `watch…` ones give a reading the scrape takes when it comes.
 */
export interface AppMetrics {
  jobRan(job: string, outcome: 'succeeded' | 'failed'): void;
  pushDelivered(outcome: PushOutcome): void;
  mailSent(outcome: 'sent' | 'failed'): void;
  storageFailed(operation: string): void;
  sharedResultRead(topic: string, outcome: 'hit' | 'miss'): void;
  watchWebSocketClients(read: () => number): void;
  /** `probe` resolves to the bus's round trip in seconds. */
  watchBusLag(probe: () => Promise<number>): void;
  /** The registry's text, in the Prometheus exposition format (tests and the route). */
  scrape(): Promise<string>;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

/**
 * A registry of its own per app (tests build many apps in one process, prom-client's global one
 * would mix them) and the metrics the plugins record through `AppMetrics`.
 */
export function createMetrics(pool: pg.Pool): AppMetrics & { registry: Registry; http: HttpMetrics } {
  const registry = new Registry();
  // The process' own (CPU, memory, event loop lag, GC) under their usual names.
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const http: HttpMetrics = {
    requests: new Counter({
      name: 'portmarin_http_requests_total',
      help: 'HTTP requests answered, by route pattern and status.',
      labelNames: ['method', 'route', 'status'],
      registers,
    }),
    duration: new Histogram({
      name: 'portmarin_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by route pattern.',
      labelNames: ['method', 'route'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
  };

  new Gauge({
    name: 'portmarin_db_pool_clients',
    help: 'Connections of the database pool: all of them, the idle ones.',
    labelNames: ['state'],
    registers,
    collect() {
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
    },
  });
  new Gauge({
    name: 'portmarin_db_pool_waiting_requests',
    help: 'Queries waiting for a free database connection now.',
    registers,
    collect() {
      this.set(pool.waitingCount);
    },
  });
  new Gauge({
    name: 'portmarin_db_pool_max_clients',
    help: 'The most connections the pool opens (DATABASE_POOL_MAX).',
    registers,
    collect() {
      this.set(pool.options.max ?? 10);
    },
  });
  const poolWaits = new Counter({
    name: 'portmarin_db_pool_waits_total',
    help: 'Connection requests that found every connection busy and had to queue.',
    registers,
  });
  const poolAcquire = new Histogram({
    name: 'portmarin_db_pool_acquire_seconds',
    help: 'Time to get a database connection from the pool.',
    buckets: [0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 5, 10],
    registers,
  });
  instrumentPool(
    pool,
    () => poolWaits.inc(),
    (seconds) => poolAcquire.observe(seconds),
  );

  const jobs = new Counter({
    name: 'portmarin_job_runs_total',
    help: 'Runs of the scheduled jobs, by job and outcome.',
    labelNames: ['job', 'outcome'],
    registers,
  });
  const pushes = new Counter({
    name: 'portmarin_push_deliveries_total',
    help: 'Pushes to one device, by outcome (gone: the device unsubscribed for good).',
    labelNames: ['outcome'],
    registers,
  });
  const mails = new Counter({
    name: 'portmarin_mails_total',
    help: 'Mails handed to the SMTP server (or the outbox), by outcome.',
    labelNames: ['outcome'],
    registers,
  });
  const storage = new Counter({
    name: 'portmarin_storage_errors_total',
    help: 'Object storage operations that failed (bucket or folder unavailable), by operation.',
    labelNames: ['operation'],
    registers,
  });
  const sharedResults = new Counter({
    name: 'portmarin_shared_results_total',
    help: 'Reads of results shared by requests (the feed page kept in memory), hit or miss.',
    labelNames: ['topic', 'result'],
    registers,
  });
  let socketCount: () => number = () => 0;
  new Gauge({
    name: 'portmarin_websocket_clients',
    help: 'WebSocket clients connected to this instance.',
    registers,
    collect() {
      this.set(socketCount());
    },
  });
  let busProbe: (() => Promise<number>) | null = null;
  new Gauge({
    name: 'portmarin_realtime_bus_lag_seconds',
    help: 'Round trip of a NOTIFY on the realtime bus, measured at the scrape (the probe timeout when lost).',
    registers,
    async collect() {
      if (busProbe) this.set(await busProbe());
    },
  });

  // Zeroes for the known label values, so a dashboard's rate() has a series before the first event.
  for (const outcome of ['sent', 'gone', 'failed']) pushes.inc({ outcome }, 0);
  for (const outcome of ['sent', 'failed']) mails.inc({ outcome }, 0);

  return {
    registry,
    http,
    jobRan: (job, outcome) => jobs.inc({ job, outcome }),
    pushDelivered: (outcome) => pushes.inc({ outcome }),
    mailSent: (outcome) => mails.inc({ outcome }),
    storageFailed: (operation) => storage.inc({ operation }),
    sharedResultRead: (topic, result) => sharedResults.inc({ topic, result }),
    watchWebSocketClients: (read) => {
      socketCount = read;
    },
    watchBusLag: (probe) => {
      busProbe = probe;
    },
    scrape: () => registry.metrics(),
  };
}

type HttpMetrics = { requests: Counter<'method' | 'route' | 'status'>; duration: Histogram<'method' | 'route'> };

/**
 * Times every connection request of the pool (pool.query goes through pool.connect too) and counts
 * those that had to queue because every connection was busy.
 */
function instrumentPool(pool: pg.Pool, waited: () => void, acquired: (seconds: number) => void): void {
  const connect = pool.connect.bind(pool) as (
    cb?: (err: Error | undefined, client?: pg.PoolClient, done?: (release?: unknown) => void) => void,
  ) => Promise<pg.PoolClient> | undefined;
  const wrapped = (cb?: Parameters<typeof connect>[0]) => {
    const started = performance.now();
    if (pool.idleCount === 0 && pool.totalCount >= (pool.options.max ?? 10)) waited();
    const done = () => acquired((performance.now() - started) / 1000);
    if (cb) {
      return connect((err, client, release) => {
        done();
        cb(err, client, release);
      });
    }
    return connect()!.then(
      (client) => {
        done();
        return client;
      },
      (error: unknown) => {
        done();
        throw error;
      },
    );
  };
  pool.connect = wrapped as typeof pool.connect;
}

/** Equal strings in a time that does not depend on where they differ (hashed first: equal lengths). */
function sameSecret(given: string, expected: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * `app.metrics` and request counting on every route but the scrape: first of the plugins, so every
 * other can record. The route comes later (`registerMetricsRoute`), behind the security headers.
 */
export function registerMetrics(app: FastifyInstance): void {
  const metrics = createMetrics(app.pool);
  const { http } = metrics;
  app.decorate('metrics', metrics as AppMetrics);
  scrapes.set(app, metrics);

  app.addHook('onResponse', async (request, reply) => {
    // The pattern (/api/posts/:id), never the address: one series per route, whatever the ids.
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === METRICS_PATH) return;
    const { method } = request;
    http.requests.inc({ method, route, status: String(reply.statusCode) });
    http.duration.observe({ method, route }, reply.elapsedTime / 1000);
  });
}

const scrapes = new WeakMap<FastifyInstance, ReturnType<typeof createMetrics>>();

/** GET /metrics behind `Authorization: Bearer METRICS_TOKEN` (404 when the variable is unset: nothing exposed). */
export function registerMetricsRoute(app: FastifyInstance): void {
  const metrics = scrapes.get(app);
  if (!metrics) throw new Error('registerMetrics comes first');
  const token = app.env.METRICS_TOKEN;
  const refuse = (reply: FastifyReply, code: 'UNAUTHENTICATED' | 'NOT_FOUND') =>
    reply.status(ERRORS[code].status).send({ error: { code, message: ERRORS[code].message } });
  app.get(METRICS_PATH, { schema: { hide: true } }, async (request: FastifyRequest, reply) => {
    if (!token) return refuse(reply, 'NOT_FOUND');
    const [scheme, given] = (request.headers.authorization ?? '').split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !given || !sameSecret(given, token)) {
      return refuse(reply.header('www-authenticate', 'Bearer'), 'UNAUTHENTICATED');
    }
    return reply
      .header('content-type', metrics.registry.contentType)
      .header('cache-control', 'no-store')
      .send(await metrics.scrape());
  });
}
