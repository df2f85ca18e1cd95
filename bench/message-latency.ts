// End-to-end message latency (issue 29): a message POSTed over HTTP to a 1,000-member group
// conversation, delivered to 1,000 signed-in sockets spread over two app instances (child
// processes on one embedded PostgreSQL). Measured from just before the POST to the last socket
// receiving the message (each message carries its send time), at a steady rate.
// Run: node --import tsx bench/message-latency.ts [--duration 60] [--rate 5]
// Exits 1 when a message is not delivered to every socket or the p99 to the last socket is over 100 ms.
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import pg from 'pg';
import {
  insertGroupConversation,
  load,
  percentile,
  PUBLIC_URL,
  sessionCookies,
  startDatabase,
  startInstance,
  type Instance,
} from './instances.ts';
import { Clients } from './socket-clients.ts';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1]! : fallback;
};
const DURATION = Number(arg('duration', '60'));
const RATE = Number(arg('rate', '5'));
const MEMBERS = 1_000;
/** Senders take turns: each stays far under the message throttle (30 a minute). */
const SENDERS = 20;
const WARM_UP_S = 5;
const DRAIN_MS = 10_000;
const TARGET_P99_MS = 100;

const now = () => Number(process.hrtime.bigint()) / 1e6;

async function seed(databaseUrl: string): Promise<{ ids: string[]; conversationId: string }> {
  const ids = Array.from({ length: MEMBERS }, (_, i) => `bench-${i + 1}`);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `insert into "user" (id, name, email, email_verified, username, display_username)
       select id, 'Habitant ' || n, 'habitant' || n || '@bench.portmarin.fr', true, 'habitant_' || n, 'Habitant_' || n
       from unnest($1::text[]) with ordinality as u(id, n)`,
      [ids],
    );
    const conversationId = await insertGroupConversation(client, ids);
    await client.query('analyze');
    return { ids, conversationId };
  } finally {
    await client.end();
  }
}

type Phase = {
  sent: number;
  failures: string[];
  postLatencies: number[];
  deliveries: Float64Array;
  /** Each message's deliveries and its slowest (the last socket's). */
  messages: Array<{ deliveries: number; slowest: number }>;
};

let phases = 0;

/** Sends at RATE for `seconds` (senders and instances in turn), then waits for every delivery. */
async function phase(
  instances: Instance[],
  sockets: Clients[],
  senders: string[],
  conversationId: string,
  seconds: number,
): Promise<Phase> {
  const id = ++phases;
  const delivered = sockets.map(() => 0);
  await Promise.all(sockets.map((c, k) => c.reset(id, (d) => (delivered[k] = d), true)));
  const result: Phase = { sent: 0, failures: [], postLatencies: [], deliveries: new Float64Array(), messages: [] };
  const total = Math.round(RATE * seconds);
  const posts: Array<Promise<void>> = [];
  const start = now();
  for (let n = 0; n < total; n += 1) {
    const due = start + (n * 1000) / RATE;
    while (now() < due) await new Promise((r) => setTimeout(r, Math.max(0, Math.min(5, due - now()))));
    const instance = instances[n % instances.length]!;
    const cookie = senders[n % senders.length]!;
    const sentAt = now();
    posts.push(
      fetch(`${instance.url}/api/conversations/${conversationId}/messages`, {
        method: 'POST',
        headers: { cookie, origin: PUBLIC_URL, 'content-type': 'application/json' },
        body: JSON.stringify({ content: `${id}:${sentAt.toFixed(3)}`, clientId: randomUUID() }),
      }).then(
        async (res) => {
          result.postLatencies.push(now() - sentAt);
          if (res.status === 201) result.sent += 1;
          else result.failures.push(`${instance.name} ${res.status} ${(await res.text()).slice(0, 200)}`);
        },
        (error: Error) => void result.failures.push(`${instance.name} ${error.message}`),
      ),
    );
  }
  await Promise.all(posts);
  const drainUntil = now() + DRAIN_MS;
  while (delivered.reduce((a, b) => a + b, 0) < result.sent * MEMBERS && now() < drainUntil)
    await new Promise((r) => setTimeout(r, 20));
  const reports = await Promise.all(sockets.map((c) => c.report()));
  const deliveries = new Float64Array(reports.reduce((n, r) => n + r.latencies.length, 0));
  let offset = 0;
  for (const r of reports) {
    deliveries.set(r.latencies, offset);
    offset += r.latencies.length;
  }
  result.deliveries = deliveries.sort();
  // Each instance's clients report their share of a message's deliveries: merged on its content.
  const byMessage = new Map<string, { deliveries: number; slowest: number }>();
  for (const m of reports.flatMap((r) => r.messages ?? [])) {
    const known = byMessage.get(m.key);
    if (!known) byMessage.set(m.key, { deliveries: m.deliveries, slowest: m.slowest });
    else {
      known.deliveries += m.deliveries;
      known.slowest = Math.max(known.slowest, m.slowest);
    }
  }
  result.messages = [...byMessage.values()];
  return result;
}

async function main(): Promise<boolean> {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(1));
  const db = await startDatabase();
  const secret = randomUUID() + randomUUID();
  const instances: Instance[] = [];
  const sockets: Clients[] = [];
  try {
    instances.push(await startInstance('A', db, secret));
    const { ids, conversationId } = await seed(db.url);
    instances.push(await startInstance('B', db, secret));
    const cookies = await sessionCookies(db.url, secret, ids);
    // Every other member's socket on the other instance.
    for (const [k, instance] of instances.entries()) {
      const clients = new Clients();
      const mine = cookies.filter((_, i) => i % instances.length === k);
      const { count } = await clients.connect(
        `ws://127.0.0.1:${instance.port}/api/realtime`,
        mine.map((cookie) => ({ cookie, origin: PUBLIC_URL })),
      );
      if (count !== mine.length) throw new Error(`${count} of ${mine.length} sockets connected to ${instance.name}`);
      sockets.push(clients);
    }
    const senders = cookies.slice(0, SENDERS);
    const loadAtStart = load();
    console.log(
      `message latency: ${MEMBERS} members, ${MEMBERS / instances.length} sockets on each of ${instances.length} instances, ${RATE} messages/s for ${DURATION} s, ${os.cpus().length} CPUs; load at start ${loadAtStart}; ${new Date().toISOString()}`,
    );
    await phase(instances, sockets, senders, conversationId, WARM_UP_S);
    const run = await phase(instances, sockets, senders, conversationId, DURATION);
    const loadAtEnd = load();

    const slowest = Float64Array.from(run.messages.map((m) => m.slowest)).sort();
    const incomplete = run.messages.filter((m) => m.deliveries < MEMBERS).length + (run.sent - run.messages.length);
    const posts = [...run.postLatencies].sort((a, b) => a - b);
    console.log(
      `messages: ${run.sent} sent (${run.failures.length} failed), ${run.deliveries.length}/${run.sent * MEMBERS} socket deliveries; ${incomplete} messages missing a socket`,
    );
    for (const f of run.failures.slice(0, 10)) console.log(`  ${f}`);
    console.log(
      `POST answered: p50 ${percentile(posts, 0.5).toFixed(1)} ms, p99 ${percentile(posts, 0.99).toFixed(1)} ms`,
    );
    console.log(
      `every delivery: p50 ${percentile(run.deliveries, 0.5).toFixed(1)} ms, p99 ${percentile(run.deliveries, 0.99).toFixed(1)} ms`,
    );
    const p99 = percentile(slowest, 0.99);
    console.log(
      `POST → last socket: p50 ${percentile(slowest, 0.5).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${slowest.at(-1)?.toFixed(1)} ms (target p99 ≤ ${TARGET_P99_MS} ms)`,
    );
    console.log(`load at start ${loadAtStart}, at end ${loadAtEnd}`);
    return run.failures.length === 0 && incomplete === 0 && p99 <= TARGET_P99_MS;
  } finally {
    for (const clients of sockets) await clients.close().catch(() => {});
    for (const instance of instances) await instance.stop().catch(() => {});
    await db.stop();
  }
}

process.exit((await main()) ? 0 : 1);
