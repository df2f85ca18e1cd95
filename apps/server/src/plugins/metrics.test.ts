import fs from 'node:fs/promises';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import parsePrometheusTextFormat, { type MetricFamily } from 'parse-prometheus-text-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as make from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';
import { startPushServiceStandIn, type PushServiceStandIn } from '../../test/providers/push-service.ts';
import { multipartFile, sampleJpeg } from '../../test/uploads.ts';

const TOKEN = 'jeton-de-test-prometheus-0123456789';
const dashboardFile = path.resolve(import.meta.dirname, '../../../../docs/grafana-dashboard.json');

let t: TestApp;
let pushService: PushServiceStandIn;
let caDir: string;
let families: Map<string, MetricFamily>;
/** Every line of the scrape by its own name (`x_bucket`, `x_sum`…), labels whole: see `parseScrape`. */
let lines: Map<string, MetricFamily>;

/**
 * The scrape parsed twice by the parser: as it is (families and their types), and with histograms
 * read as untyped, because the parser folds a labelled histogram's series into one, losing their
 * labels; untyped, each `_bucket`, `_sum` and `_count` line keeps its own.
 */
function parseScrape(text: string) {
  // Untyped, each series of `_bucket` lines comes as a family of its own: gathered by name.
  const byName = (parsed: MetricFamily[]) => {
    const map = new Map<string, MetricFamily>();
    for (const family of parsed) {
      const known = map.get(family.name);
      if (known) known.metrics.push(...family.metrics);
      else map.set(family.name, { ...family, metrics: [...family.metrics] });
    }
    return map;
  };
  return {
    families: byName(parsePrometheusTextFormat(text)),
    lines: byName(parsePrometheusTextFormat(text.replace(/^# TYPE (\S+) histogram$/gm, '# TYPE $1 untyped'))),
  };
}

const scrape = (authorization?: string) =>
  t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

/** The samples of the line `name` whose labels include `labels` (in the first scrape unless `from`). */
function samples(name: string, labels: Record<string, string> = {}, from = lines) {
  return (from.get(name)?.metrics ?? []).filter((m) =>
    Object.entries(labels).every(([key, value]) => m.labels?.[key] === value),
  );
}
/** The value of the one sample of `name` with these labels, or undefined. */
const valueOf = (name: string, labels: Record<string, string> = {}, from = lines) => {
  const found = samples(name, labels, from);
  if (found.length > 1) throw new Error(`${found.length} samples of ${name} match ${JSON.stringify(labels)}`);
  return found[0] && 'value' in found[0] ? Number(found[0].value) : undefined;
};

/** A browser's subscription from the Web Push stand-in (its certificate trusted for this call). */
function newDevice(): Promise<{ endpoint: string; keys: { p256dh: string; auth: string } }> {
  return new Promise((resolve, reject) => {
    const req = https.request(
      `${pushService.origin}/__push/subscriptions`,
      { method: 'POST', ca: pushService.cert },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString('utf8'))));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  pushService = await startPushServiceStandIn();
  caDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pm-metrics-ca-'));
  await fs.writeFile(path.join(caDir, 'ca.pem'), pushService.cert);
  t = await buildTestApp({
    METRICS_TOKEN: TOKEN,
    PUSH_ALLOWED_ADDRESSES: '127.0.0.1',
    PUSH_EXTRA_CA_FILE: path.join(caDir, 'ca.pem'),
  });

  // A few requests: a route with an id, a missing address, the feed twice (kept in memory the second time).
  await t.app.inject({ method: 'GET', url: '/api/health/live' });
  await t.app.inject({ method: 'GET', url: '/api/posts/00000000-0000-4000-8000-000000000000' });
  await t.app.inject({ method: 'GET', url: '/api/nulle-part' });
  await t.app.inject({ method: 'GET', url: '/api/feed' });
  await t.app.inject({ method: 'GET', url: '/api/feed' });

  // A mail: the sign-up's verification link. A push: to her browser, through the Web Push stand-in.
  const anne = await make.resident(t.app);
  const device = await newDevice();
  const subscribed = await t.app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers: { cookie: anne.cookie, origin: t.env.PUBLIC_URL },
    payload: { kind: 'web', ...device },
  });
  expect(subscribed.statusCode, subscribed.body).toBe(204);
  expect(await t.app.push.sendToUser(anne.user.id, { title: 'Marée', body: 'Grande marée ce soir', url: '/' })).toEqual(
    { devices: 1, failed: 0 },
  );

  // Two job runs: one that works, one that fails.
  await t.app.jobs.run('object-deletions');
  t.app.jobs.add({
    name: 'always-failing',
    everyMs: 60_000,
    run: async () => {
      throw new Error('échec voulu');
    },
  });
  await expect(t.app.jobs.run('always-failing')).rejects.toThrow('échec voulu');

  // A storage error: a file where the uploads folder should be.
  const folder = path.join(t.dataDir, 'uploads');
  await fs.rm(folder, { recursive: true, force: true });
  await fs.writeFile(folder, '');
  const { payload, headers } = multipartFile(await sampleJpeg());
  const upload = await t.app.inject({
    method: 'POST',
    url: '/api/uploads?kind=post',
    headers: { ...headers, cookie: anne.cookie, origin: t.env.PUBLIC_URL },
    payload,
  });
  expect(upload.statusCode).toBe(503);

  const res = await scrape(`Bearer ${TOKEN}`);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  ({ families, lines } = parseScrape(res.body));
});
afterAll(async () => {
  await t?.close();
  await pushService?.close();
  if (caDir) await fs.rm(caDir, { recursive: true, force: true });
});

describe('GET /metrics', () => {
  it('counts requests by route pattern and status, never by raw address nor the scrape itself', () => {
    expect(families.get('portmarin_http_requests_total')?.type).toBe('COUNTER');
    expect(valueOf('portmarin_http_requests_total', { route: '/api/health/live', status: '200' })).toBe(1);
    expect(valueOf('portmarin_http_requests_total', { route: '/api/posts/:id', status: '404' })).toBe(1);
    expect(valueOf('portmarin_http_requests_total', { route: 'unmatched', status: '404' })).toBe(1);
    const routes = samples('portmarin_http_requests_total').map((m) => m.labels?.route);
    expect(routes.some((route) => route?.includes('00000000'))).toBe(false);
    expect(routes).not.toContain('/metrics');
  });

  it('has a latency histogram per route with its buckets', () => {
    const family = families.get('portmarin_http_request_duration_seconds');
    expect(family?.type).toBe('HISTOGRAM');
    const live = { method: 'GET', route: '/api/health/live' };
    const buckets = samples('portmarin_http_request_duration_seconds_bucket', live);
    expect(buckets.map((b) => b.labels?.le)).toEqual([
      '0.005',
      '0.01',
      '0.025',
      '0.05',
      '0.1',
      '0.25',
      '0.5',
      '1',
      '2.5',
      '5',
      '10',
      '+Inf',
    ]);
    expect(valueOf('portmarin_http_request_duration_seconds_bucket', { ...live, le: '+Inf' })).toBe(1);
    expect(valueOf('portmarin_http_request_duration_seconds_count', live)).toBe(1);
    expect(valueOf('portmarin_http_request_duration_seconds_sum', live)).toBeGreaterThan(0);
  });

  it('reports the database pool and its waits', () => {
    expect(valueOf('portmarin_db_pool_clients', { state: 'total' })).toBeGreaterThanOrEqual(1);
    expect(valueOf('portmarin_db_pool_clients', { state: 'idle' })).toBeGreaterThanOrEqual(0);
    expect(valueOf('portmarin_db_pool_waiting_requests')).toBe(0);
    expect(valueOf('portmarin_db_pool_max_clients')).toBe(t.app.pool.options.max);
    expect(valueOf('portmarin_db_pool_waits_total')).toBeGreaterThanOrEqual(0);
    expect(families.get('portmarin_db_pool_acquire_seconds')?.type).toBe('HISTOGRAM');
    expect(valueOf('portmarin_db_pool_acquire_seconds_count')).toBeGreaterThan(0);
  });

  it('reports the WebSocket clients and the realtime bus lag', () => {
    expect(valueOf('portmarin_websocket_clients')).toBe(0);
    const lag = valueOf('portmarin_realtime_bus_lag_seconds')!;
    expect(lag).toBeGreaterThan(0);
    expect(lag).toBeLessThan(2);
  });

  it('counts job runs by job and outcome', () => {
    expect(valueOf('portmarin_job_runs_total', { job: 'object-deletions', outcome: 'succeeded' })).toBe(1);
    expect(valueOf('portmarin_job_runs_total', { job: 'always-failing', outcome: 'failed' })).toBe(1);
  });

  it('counts pushes and mails by outcome', () => {
    expect(valueOf('portmarin_push_deliveries_total', { outcome: 'sent' })).toBe(1);
    expect(valueOf('portmarin_push_deliveries_total', { outcome: 'failed' })).toBe(0);
    expect(valueOf('portmarin_mails_total', { outcome: 'sent' })).toBeGreaterThanOrEqual(1);
    expect(valueOf('portmarin_mails_total', { outcome: 'failed' })).toBe(0);
  });

  it('counts storage errors by operation', () => {
    expect(valueOf('portmarin_storage_errors_total', { operation: 'put' })).toBe(1);
  });

  it('counts the shared feed page’s hits and misses', () => {
    expect(valueOf('portmarin_shared_results_total', { topic: 'feed', result: 'miss' })).toBeGreaterThanOrEqual(1);
    expect(valueOf('portmarin_shared_results_total', { topic: 'feed', result: 'hit' })).toBeGreaterThanOrEqual(1);
  });

  it('counts a wait for a connection and reports the bus probe’s limit when every connection is busy', async () => {
    const held = await Promise.all(Array.from({ length: t.app.pool.options.max }, () => t.app.pool.connect()));
    let body: string;
    try {
      const started = Date.now();
      const res = await scrape(`Bearer ${TOKEN}`);
      expect(res.statusCode).toBe(200);
      // The probe's own 2 s, not the pool's 10 s connection timeout.
      expect(Date.now() - started).toBeLessThan(5000);
      body = res.body;
    } finally {
      for (const client of held) client.release();
    }
    const busy = parseScrape(body).lines;
    expect(valueOf('portmarin_realtime_bus_lag_seconds', {}, busy)).toBe(2);
    expect(valueOf('portmarin_db_pool_waits_total', {}, busy)).toBeGreaterThan(
      valueOf('portmarin_db_pool_waits_total')!,
    );
  });

  it('refuses a missing or wrong token with 401', async () => {
    for (const authorization of [undefined, 'Bearer mauvais-jeton', `Basic ${TOKEN}`, TOKEN]) {
      const res = await scrape(authorization);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: expect.any(String) } });
    }
  });

  it('answers 404 when no METRICS_TOKEN is set', async () => {
    const bare = await buildTestApp();
    try {
      const res = await bare.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer ' } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    } finally {
      await bare.close();
    }
  });
});

describe('docs/grafana-dashboard.json', () => {
  it('queries only metrics a scrape has', async () => {
    const dashboard = JSON.parse(await fs.readFile(dashboardFile, 'utf8')) as {
      panels: { title: string; targets?: { expr: string }[] }[];
    };
    const exprs = dashboard.panels.flatMap((panel) => (panel.targets ?? []).map((target) => target.expr));
    expect(exprs.length).toBeGreaterThanOrEqual(10);
    const queried = new Set(exprs.flatMap((expr) => expr.match(/\bportmarin_[a-z_]+/g) ?? []));
    const known = (name: string) => lines.has(name);
    expect([...queried].filter((name) => !known(name))).toEqual([]);
    expect(queried.size).toBeGreaterThanOrEqual(10);
  });
});
