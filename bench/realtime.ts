// Load benchmark of the realtime hub (issue 4): 1,000 signed-in WebSocket clients on loopback, all in
// one group conversation, receive message.new broadcasts published through app.realtime.publish
// (PostgreSQL NOTIFY → LISTEN → every socket), side by side with a bare `ws` server broadcasting the
// same JSON to 1,000 clients. Fixed rates of 10, 50 and 100 broadcasts/s, then saturation (as fast
// as delivery keeps up, with at most WINDOW broadcasts in flight). The clients live in worker threads.
// Run: node --import tsx bench/realtime.ts   Options: --duration <seconds a phase> (default 5).
import type { RealtimeEvent } from '@portmarin/shared';
import type { FastifyInstance } from 'fastify';
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import pg from 'pg';
import type { WebSocketServer as WsServer } from 'ws';
import { buildApp } from '../apps/server/src/app.ts';
import { loadEnv } from '../apps/server/src/config/env.ts';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded.ts';
import { COOKIE_NAME, insertGroupConversation } from './instances.ts';
import { Clients } from './socket-clients.ts';

const CLIENTS = 1_000;
const RATES = [10, 50, 100];
const durationArg = process.argv.indexOf('--duration');
const DURATION = durationArg > 0 ? Number(process.argv[durationArg + 1]) : 5;
/** Saturation: broadcasts sent but not yet delivered to every client, at most. */
const WINDOW = 10;
/** After the last broadcast, deliveries are counted for this long. */
const DRAIN_MS = 5_000;
/** Then the backlog, if any, may drain this long more before the next phase. */
const SETTLE_MS = 120_000;
const TARGET_P99_MS = 50;
const TARGET_RATIO = 0.7;
const PUBLIC_URL = 'http://127.0.0.1';

/** Milliseconds on the monotonic clock, which every thread of the process shares. */
const now = () => Number(process.hrtime.bigint()) / 1e6;

// The server's own ws (8.x, as under @fastify/websocket); the root node_modules holds an older one.
const { WebSocketServer } = createRequire(new URL('../apps/server/package.json', import.meta.url))('ws') as {
  WebSocketServer: typeof WsServer;
};

type Target = { name: string; clients: Clients; broadcast: (event: RealtimeEvent) => void; close: () => Promise<void> };

type PhaseResult = {
  target: string;
  rate: string;
  sent: number;
  /** Broadcasts/s actually sent: a synchronous broadcast that takes longer than 1/rate slows its sender. */
  sentPerSecond: number;
  expected: number;
  delivered: number;
  perSecond: number;
  p50: number;
  p99: number;
  other: number;
};

function messageEvent(phaseId: number, conversationId: string, senderId: string): RealtimeEvent {
  const sentAt = now();
  return {
    type: 'message.new',
    message: {
      id: randomUUID(),
      conversationId,
      senderId,
      // The phase (late deliveries of a previous phase are not counted) and the send time with
      // sub-millisecond precision (monotonic clock); createdAt is the wall-clock send time.
      content: `${phaseId}:${sentAt.toFixed(3)}`,
      clientId: null,
      createdAt: new Date().toISOString(),
    },
  };
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
}

let phases = 0;

async function phase(
  target: Target,
  rate: number | null,
  makeEvent: (phaseId: number) => RealtimeEvent,
): Promise<PhaseResult> {
  const phaseId = ++phases;
  let delivered = 0;
  let wake: (() => void) | null = null;
  await target.clients.reset(phaseId, (d) => {
    delivered = d;
    wake?.();
  });
  const start = now();
  const end = start + DURATION * 1000;
  let sent = 0;
  const send = () => {
    target.broadcast(makeEvent(phaseId));
    sent += 1;
  };

  if (rate !== null) {
    // Catch-up scheduling: whatever the timer jitter, broadcast n goes out at start + n/rate.
    const total = rate * DURATION;
    await new Promise<void>((resolve) => {
      const timer = setInterval(() => {
        const due = Math.min(total, Math.floor(((now() - start) / 1000) * rate) + 1);
        while (sent < due) send();
        if (sent >= total) {
          clearInterval(timer);
          resolve();
        }
      }, 1);
    });
  } else {
    while (now() < end) {
      while (sent - Math.floor(delivered / CLIENTS) < WINDOW) send();
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, 50);
      });
      wake = null;
    }
  }

  const sendEnd = now();
  const drainUntil = sendEnd + DRAIN_MS;
  while (delivered < sent * CLIENTS && now() < drainUntil) await new Promise((r) => setTimeout(r, 10));
  const report = await target.clients.report();
  // Whatever is still queued is let through (uncounted) so the next phase starts on an idle server.
  const settleUntil = now() + SETTLE_MS;
  while (delivered < sent * CLIENTS && now() < settleUntil) await new Promise((r) => setTimeout(r, 50));
  const sorted = report.latencies.sort();
  return {
    target: target.name,
    rate: rate === null ? 'saturation' : String(rate),
    sent,
    sentPerSecond: sent / Math.max(0.001, (sendEnd - start) / 1000),
    expected: sent * CLIENTS,
    delivered: report.delivered,
    perSecond: report.delivered / Math.max(0.001, (report.lastAt - start) / 1000),
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    other: report.other,
  };
}

/** Residents with a session each, all in one group conversation. Returns their ids and cookies. */
async function seed(databaseUrl: string, secret: string) {
  const ids = Array.from({ length: CLIENTS }, () => randomBytes(16).toString('hex'));
  const tokens = ids.map(() => randomBytes(24).toString('base64url'));
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `insert into "user" (id, name, email, email_verified, username, display_username)
       select id, 'Habitant ' || n, 'habitant' || n || '@bench.portmarin.fr', true, 'habitant_' || n, 'Habitant_' || n
       from unnest($1::text[]) with ordinality as u(id, n)`,
      [ids],
    );
    await client.query(
      `insert into session (id, token, expires_at, user_id)
       select 'bench-session-' || n, token, now() + interval '1 day', user_id
       from unnest($1::text[], $2::text[]) with ordinality as s(token, user_id, n)`,
      [tokens, ids],
    );
    const conversationId = await insertGroupConversation(client, ids);
    await client.query('analyze');
    // The cookie better-auth sets: the token, a dot, its HMAC-SHA-256 in base64, URL-encoded.
    const cookies = tokens.map((token) => {
      const signature = createHmac('sha256', secret).update(token).digest('base64');
      return `${COOKIE_NAME}=${encodeURIComponent(`${token}.${signature}`)}`;
    });
    return { ids, cookies, conversationId };
  } finally {
    await client.end();
  }
}

async function startReal(databaseUrl: string, dataDir: string, secret: string) {
  const env = loadEnv({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    PUBLIC_URL,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    AUTH_SECRET: secret,
  });
  const app: FastifyInstance = await buildApp({ env, databaseUrl, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

async function startBare() {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise<void>((resolve) => wss.once('listening', resolve));
  return {
    url: `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`,
    broadcast(event: RealtimeEvent) {
      const data = JSON.stringify(event);
      for (const client of wss.clients) client.send(data);
    },
    close: () => new Promise<void>((resolve) => wss.close(() => resolve())),
  };
}

function row(r: PhaseResult): string {
  const cells = [
    r.target.padEnd(26),
    r.rate.padStart(12),
    r.sentPerSecond.toFixed(0).padStart(6),
    `${r.delivered}/${r.expected}`.padStart(17),
    r.perSecond.toFixed(0).padStart(12),
    r.p50.toFixed(1).padStart(8),
    r.p99.toFixed(1).padStart(8),
  ];
  return `| ${cells.join(' | ')} |`;
}

/** Runs the benchmark; true when the targets are met. */
async function main(): Promise<boolean> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pm-bench-'));
  await fs.chmod(dir, 0o755);
  const pgServer = await startEmbeddedPostgres(path.join(dir, 'data'));
  const secret = randomBytes(32).toString('hex');
  let app: FastifyInstance | undefined;
  const targets: Target[] = [];
  try {
    app = await startReal(pgServer.url, path.join(dir, 'data'), secret);
    const { ids, cookies, conversationId } = await seed(pgServer.url, secret);
    const realApp = app;

    const realClients = new Clients();
    const { port } = realApp.server.address() as AddressInfo;
    const connected = await realClients.connect(
      `ws://127.0.0.1:${port}/api/realtime`,
      cookies.map((cookie) => ({ cookie, origin: PUBLIC_URL })),
    );
    if (connected.count !== CLIENTS) throw new Error(`only ${connected.count} clients connected`);
    let publishErrors = 0;
    targets.push({
      name: 'real app.realtime.publish',
      clients: realClients,
      broadcast: (event) => {
        realApp.realtime.publish(ids, event).catch(() => (publishErrors += 1));
      },
      close: () => realClients.close(),
    });

    const bare = await startBare();
    const bareClients = new Clients();
    await bareClients.connect(
      bare.url,
      ids.map(() => ({})),
    );
    targets.push({
      name: 'bare ws broadcast',
      clients: bareClients,
      broadcast: bare.broadcast,
      close: async () => (await bareClients.close(), await bare.close()),
    });

    console.log(
      `realtime benchmark: ${CLIENTS} clients in one conversation, ${DURATION} s a phase, ${os.cpus().length} CPU`,
    );
    const makeEvent = (phaseId: number) => messageEvent(phaseId, conversationId, ids[0]!);
    // Warm-up (JIT, pg connections): one short phase each, not reported.
    for (const target of targets) await phase(target, 10, makeEvent);

    const results: PhaseResult[] = [];
    for (const rate of [...RATES, null]) {
      for (const target of targets) results.push(await phase(target, rate, makeEvent));
    }

    console.log(
      '\n| server                     | broadcasts/s | sent/s |         delivered | deliveries/s | p50 (ms) | p99 (ms) |',
    );
    console.log(
      '| -------------------------- | -----------: | -----: | ----------------: | -----------: | -------: | -------: |',
    );
    for (const r of results) console.log(row(r));

    const find = (name: string, rate: string) => results.find((r) => r.target.startsWith(name) && r.rate === rate)!;
    const at50 = find('real', '50');
    const ratio = find('real', 'saturation').perSecond / find('bare', 'saturation').perSecond;
    const allDelivered = at50.delivered === at50.expected;
    console.log(
      `\nat 50 broadcasts/s: ${allDelivered ? 'every message delivered' : `${at50.expected - at50.delivered} not delivered within ${DRAIN_MS / 1000} s of the last send`}, p99 ${at50.p99.toFixed(1)} ms (target ≤ ${TARGET_P99_MS} ms)`,
    );
    console.log(`saturation ratio real/bare deliveries/s: ${ratio.toFixed(2)} (target ≥ ${TARGET_RATIO})`);
    const other = results.reduce((n, r) => n + r.other, 0);
    if (other > 0 || publishErrors > 0) console.log(`other events: ${other}, publish errors: ${publishErrors}`);
    return allDelivered && at50.p99 <= TARGET_P99_MS && ratio >= TARGET_RATIO && publishErrors === 0;
  } finally {
    for (const target of targets) await target.close().catch(() => {});
    await app?.close().catch(() => {});
    await pgServer.stop().catch((error: unknown) => console.error('stopping PostgreSQL failed', error));
    await fs.rm(dir, { recursive: true, force: true });
  }
}

// An explicit exit code: a library resets process.exitCode while everything shuts down.
process.exit((await main()) ? 0 : 1);
