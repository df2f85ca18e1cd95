import { CLOSE_POLICY_VIOLATION, CLOSE_TOO_MANY_SOCKETS } from '@portmarin/shared';
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestDatabase, PUBLIC_URL } from '../helpers.ts';

/**
 * Issue 16, point 1: a signed-in resident flooding /api/realtime with 'viewing' frames, on many
 * sockets, reconnecting whenever one is closed. The server runs in its own process
 * (realtime-flood-server.ts) so that its memory is measured alone.
 */

const FLOOD_MS = 5_000;
/** Sockets the attacker keeps open at once, each sending as fast as the connection takes it. */
const PARALLEL = 20;
const MB = 1024 * 1024;

let server: ChildProcess;
let databaseUrl: string;
let target: { port: number; userId: string; cookie: string };

/** The server process's resident set size, read from /proc (the test process is not measured). */
function serverRss(): number {
  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) * 1024;
}

const url = () => `ws://127.0.0.1:${target.port}/api/realtime`;
const headers = () => ({ cookie: target.cookie, origin: PUBLIC_URL });

beforeAll(async () => {
  databaseUrl = await createTestDatabase();
  server = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'realtime-flood-server.ts')], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const line = await new Promise<string>((resolve) => createInterface({ input: server.stdout! }).once('line', resolve));
  target = JSON.parse(line) as typeof target;
});

afterAll(async () => {
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
});

type Tally = { opened: number; frames: number; closes: Map<number, number> };

/** One attacker loop: open, send 'viewing' frames as fast as the socket drains, reopen when closed. */
async function floodLoop(until: number, tally: Tally): Promise<void> {
  const frame = JSON.stringify({ type: 'viewing', conversationId: null });
  while (Date.now() < until) {
    const ws = new WebSocket(url(), { headers: headers() });
    ws.on('error', () => {});
    const code = await new Promise<number>((resolve) => {
      ws.on('close', (closeCode) => resolve(closeCode));
      ws.on('open', () => {
        tally.opened += 1;
        const pump = () => {
          if (ws.readyState !== WebSocket.OPEN) return;
          if (Date.now() >= until) {
            ws.close();
            return;
          }
          // A batch per turn of the event loop, so that the server's close is seen.
          for (let i = 0; i < 200 && ws.bufferedAmount < 256 * 1024; i++) {
            ws.send(frame);
            tally.frames += 1;
          }
          setImmediate(pump);
        };
        pump();
      });
    });
    tally.closes.set(code, (tally.closes.get(code) ?? 0) + 1);
  }
}

async function rowsOfResident(): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const res = await client.query('select count(*)::int as n from realtime_sockets where user_id = $1', [
      target.userId,
    ]);
    return res.rows[0].n as number;
  } finally {
    await client.end();
  }
}

describe('a flood of frames on /api/realtime', () => {
  it('closes the flooding sockets (1008) and keeps the server memory within 50 MB', async () => {
    const fresh = serverRss();
    // Warm-up: a second of the same flood, so that the baseline includes the JIT and the pools.
    const warm: Tally = { opened: 0, frames: 0, closes: new Map() };
    await Promise.all(Array.from({ length: PARALLEL }, () => floodLoop(Date.now() + 1000, warm)));
    await new Promise((resolve) => setTimeout(resolve, 500));

    const start = serverRss();
    let peak = start;
    const sampler = setInterval(() => (peak = Math.max(peak, serverRss())), 100);
    const tally: Tally = { opened: 0, frames: 0, closes: new Map() };
    const until = Date.now() + FLOOD_MS;
    await Promise.all(Array.from({ length: PARALLEL }, () => floodLoop(until, tally)));
    // What was queued must not keep growing after the flood either.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    clearInterval(sampler);
    const end = serverRss();
    peak = Math.max(peak, end);

    console.info(
      `flood: ${tally.frames} frames sent on ${tally.opened} sockets in ${FLOOD_MS} ms; closes ${JSON.stringify([
        ...tally.closes,
      ])}; server RSS ${(fresh / MB).toFixed(0)} MB fresh, ${(start / MB).toFixed(0)} MB after warm-up → peak ${(peak / MB).toFixed(0)} MB, ${(end / MB).toFixed(0)} MB after`,
    );
    expect(tally.closes.get(CLOSE_POLICY_VIOLATION) ?? 0).toBeGreaterThan(0);
    expect(peak - start).toBeLessThan(50 * MB);
  }, 60_000);

  it('keeps at most 10 sockets per resident: the oldest is closed (4429)', async () => {
    const sockets: { ws: WebSocket; code: number | null }[] = [];
    for (let i = 0; i < 15; i++) {
      const ws = new WebSocket(url(), { headers: headers() });
      const entry = { ws, code: null as number | null };
      ws.on('close', (code) => (entry.code = code));
      await new Promise((resolve, reject) => {
        ws.once('open', resolve);
        ws.once('error', reject);
      });
      sockets.push(entry);
    }
    const deadline = Date.now() + 5000;
    while (sockets.filter((s) => s.code !== null).length < 5 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // The first five, oldest first, were closed with the code that tells the client not to reconnect.
    expect(sockets.map((s) => s.code)).toEqual([...Array(5).fill(CLOSE_TOO_MANY_SOCKETS), ...Array(10).fill(null)]);
    // And the presence rows agree once the bookkeeping has run: one per socket still open (on a busy
    // machine a socket whose pong came late may have been dropped since, as any dead one is).
    const open = () => sockets.filter((s) => s.code === null).length;
    for (const end = Date.now() + 5000; (await rowsOfResident()) !== open() && Date.now() < end;) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await rowsOfResident()).toBe(open());
    expect(open()).toBeGreaterThan(0);
    for (const { ws } of sockets) ws.close();
  }, 30_000);
});
