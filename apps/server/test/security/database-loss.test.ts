import type { FastifyInstance } from 'fastify';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadEnv } from '../../src/config/env.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../src/db/embedded.ts';
import { inTransaction } from '../../src/db/sql.ts';
import { isConnectionError } from '../../src/lib/pg-errors.ts';
import { PUBLIC_URL } from '../helpers.ts';
import { openSocket, realtimeUrl, until, type TestSocket } from '../realtime-client.ts';
import { quickResidents, type QuickResident } from '../residents.ts';

/**
 * Issue 16, point 2: kill -9 of PostgreSQL. The database is this file's own embedded PostgreSQL
 * (never the run's shared one), and the app listens on a port for the WebSocket.
 */

let dir: string;
let embedded: EmbeddedDatabase;
let app: FastifyInstance;
let resident: QuickResident;
let socket: TestSocket;
const pgLog: string[] = [];

async function postmasterPid(): Promise<number> {
  return Number((await fs.readFile(path.join(dir, 'pg', 'postmaster.pid'), 'utf8')).split('\n')[0]);
}

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pm-dbloss-'));
  await fs.chmod(dir, 0o755);
  embedded = await startEmbeddedPostgres(dir, (msg) => pgLog.push(msg));
  const env = loadEnv({
    NODE_ENV: 'test',
    PORT: '0',
    DATA_DIR: dir,
    PUBLIC_URL,
    LOG_LEVEL: 'silent',
    AUTH_SECRET: 'x'.repeat(40),
  });
  app = await buildApp({ env, databaseUrl: embedded.url, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  [resident] = (await quickResidents(app, 1)) as [QuickResident];
  socket = await openSocket(realtimeUrl(app), { cookie: resident.cookie, origin: PUBLIC_URL });
});

afterAll(async () => {
  socket?.ws.close();
  await app?.close();
  await embedded?.stop();
  await fs.rm(dir, { recursive: true, force: true });
});

describe('kill -9 of the embedded PostgreSQL', () => {
  it('keeps the process up, answers 503 in the app shape, then serves again by itself', async () => {
    const pid = await postmasterPid();
    let killedAt = 0;

    // A client checked out in a transaction when the database goes: its 'error' event (57P01, or the
    // connection ending) used to be unhandled and kill the process. Now its next query fails.
    const held = inTransaction(app.pool, async (client) => {
      await client.query('select 1');
      process.kill(pid, 'SIGKILL');
      killedAt = Date.now();
      // The backends notice at once; the restart waits 250 ms before it even tries.
      await new Promise((resolve) => setTimeout(resolve, 100));

      // While PostgreSQL is down: 503 with the registry's code, and the health says so.
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({ status: 'degraded', database: 'down' });
      // The readiness names the database, and only it; the liveness still answers.
      const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ down: ['database'], errors: [{ code: 'DATABASE_UNAVAILABLE' }] });
      expect((await app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
      const feed = await app.inject({ method: 'GET', url: '/api/feed' });
      expect(feed.statusCode).toBe(503);
      expect(feed.json()).toEqual({
        error: { code: 'DATABASE_UNAVAILABLE', message: expect.stringMatching(/indisponible/) },
      });
      const post = await app.inject({
        method: 'POST',
        url: '/api/posts',
        headers: { cookie: resident.cookie, origin: PUBLIC_URL },
        payload: { content: 'Marée basse ce soir' },
      });
      expect(post.statusCode).toBe(503);
      expect(post.json().error.code).toBe('DATABASE_UNAVAILABLE');

      await client.query('select 1');
    });
    const failure = await held.then(
      () => null,
      (error: unknown) => error,
    );
    expect(isConnectionError(failure), String(failure)).toBe(true);

    // The server restarts the postmaster, the pool reconnects: served again without a restart of ours.
    let servedAt = 0;
    for (const deadline = killedAt + 30_000; Date.now() < deadline;) {
      const res = await app.inject({ method: 'GET', url: '/api/feed' });
      if (res.statusCode === 200) {
        servedAt = Date.now();
        break;
      }
      expect(res.statusCode).toBe(503);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(servedAt, 'served again within 30 s').toBeGreaterThan(0);
    console.info(`served again ${servedAt - killedAt} ms after kill -9 of PostgreSQL`);
    expect(await postmasterPid()).not.toBe(pid);

    const again = await app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: { cookie: resident.cookie, origin: PUBLIC_URL },
      payload: { content: 'La mer est revenue' },
    });
    expect(again.statusCode).toBe(201);
    const health2 = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health2.json()).toMatchObject({ status: 'ok', database: 'up' });

    // The realtime bus (its own LISTEN connection) came back too: open screens are told to refetch,
    // and events published now reach the socket.
    await socket.next((e) => e.type === 'resync', 15_000);
    const received = socket.events.length;
    await app.realtime.publish([resident.id], { type: 'resync' });
    await until(() => socket.events.length > received);
  }, 60_000);
});

describe('a clean stop of the embedded PostgreSQL (SIGINT to the postmaster, as pg_ctl stop -m fast)', () => {
  it('starts it again: the app serves again within a few seconds, with no one running pg_ctl start', async () => {
    const pid = await postmasterPid();
    process.kill(pid, 'SIGINT');
    const stoppedAt = Date.now();
    // A fast shutdown exits 0: it used to be taken for the app's own shutdown and left down.
    await until(async () => (await app.inject({ method: 'GET', url: '/api/health' })).statusCode === 503, 5_000);

    let servedAt = 0;
    for (const deadline = stoppedAt + 10_000; Date.now() < deadline;) {
      if ((await app.inject({ method: 'GET', url: '/api/health' })).statusCode === 200) {
        servedAt = Date.now();
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(servedAt, 'served again within 10 s').toBeGreaterThan(0);
    console.info(`served again ${servedAt - stoppedAt} ms after a clean stop of PostgreSQL`);
    expect(await postmasterPid()).not.toBe(pid);
    const post = await app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: { cookie: resident.cookie, origin: PUBLIC_URL },
      payload: { content: 'Le port est rouvert' },
    });
    expect(post.statusCode).toBe(201);
    expect(
      pgLog.some((line) => /arrêté \(0\)\s: redémarrage/.test(line)),
      pgLog.join('\n'),
    ).toBe(true);
  }, 30_000);
});
