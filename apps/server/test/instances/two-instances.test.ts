import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { openSocket } from '../realtime-client.ts';
import { startS3Server, type S3Server } from '../s3-server.ts';
import {
  Browser,
  errorLines,
  ONE_PIXEL_PNG,
  SERVER_DIR,
  startExternalPostgres,
  startInstance,
  stopAllInstances,
  tempDir,
  type ExternalPostgres,
  type Instance,
} from './processes.ts';

/**
 * Issue 29: two app instances, each its own OS process, on one external PostgreSQL (Debian's, issue 38) and one S3
 * server, as behind a load balancer: same DATABASE_URL, AUTH_SECRET, VAPID keys and public origin;
 * their own PORT and DATA_DIR. Everything goes through real HTTP and WebSocket.
 */

/** The public origin the load balancer answers on; the instances listen on ports 4321 and 4322. */
const PUBLIC_URL = 'http://portmarin.test';
const PORT_A = 4321;
const PORT_B = 4322;
const BUCKET = 'portmarin-uploads';
/** Small, so that the connection check below means something: 8 concurrent requests per instance exceed it. */
const POOL_MAX = 4;

const MARIE = { email: 'marie@portmarin.fr', password: 'PortMarin-Marie-2025' };
const YANN = { email: 'yann@portmarin.fr', password: 'PortMarin-Yann-2025' };
const ADMIN = { email: 'admin@portmarin.fr', password: 'PortMarin-Admin-2025' };
const MODERATOR = { email: 'moderation@portmarin.fr', password: 'PortMarin-Modo-2025' };

let root: string;
let database: ExternalPostgres | undefined;
let s3: S3Server | undefined;
let a: Instance | undefined;
let b: Instance | undefined;
let db: pg.Client;

const A = () => a!.url;
const B = () => b!.url;

beforeAll(async () => {
  root = await tempDir('pm-instances-');
  database = await startExternalPostgres(path.join(root, 'postgres'));
  s3 = await startS3Server({ bucket: BUCKET });
  db = new pg.Client({ connectionString: database.url });
  await db.connect();
  const vapid = webpush.generateVAPIDKeys();
  const shared = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATABASE_URL: database.url,
    DATABASE_POOL_MAX: String(POOL_MAX),
    AUTH_SECRET: randomUUID() + randomUUID(),
    AUTH_RATE_LIMIT_MAX: '1000',
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    PUBLIC_URL,
    SEED_DEMO: 'true',
    ...s3.env,
    // No test reaches the real weather or sea provider.
    WEATHER_API_URL: 'http://127.0.0.1:9/v1/forecast',
    MARINE_API_URL: 'http://127.0.0.1:9/v1/marine',
  };
  // Started together on an empty database: migrations and the demo seed race for their locks.
  const started = await Promise.allSettled([
    startInstance('A', PORT_A, { ...shared, DATA_DIR: path.join(root, 'a') }),
    startInstance('B', PORT_B, { ...shared, DATA_DIR: path.join(root, 'b') }),
  ]);
  [a, b] = started.map((s) => (s.status === 'fulfilled' ? s.value : undefined));
  const failure = started.find((s) => s.status === 'rejected');
  if (failure) throw failure.reason;
}, 240_000);

afterAll(async () => {
  await stopAllInstances();
  await db?.end().catch(() => {});
  await s3?.close().catch((error: unknown) => console.error('stopping s3rver failed', error));
  await database?.stop().catch((error: unknown) => console.error('stopping PostgreSQL failed', error));
  if (root) await fs.rm(root, { recursive: true, force: true });
}, 60_000);

// A failure shows what the instances logged (warnings and errors).
afterEach((context) => {
  if (context.task.result?.state !== 'fail') return;
  for (const instance of [a, b]) {
    if (instance?.logs.length) console.error(`--- instance ${instance.name}:\n${instance.logs.slice(-40).join('\n')}`);
  }
});

async function one<T>(sql: string, params: unknown[] = []): Promise<T> {
  return (await db.query(sql, params)).rows[0] as T;
}

describe('two instances on one PostgreSQL and one S3 server', () => {
  it('start together cleanly, the migrations and the demo seed applied once', async () => {
    // The external server is Debian's packaged PostgreSQL (15 on Debian 12), not the embedded 18.
    const { stdout } = await promisify(execFile)(path.join(database!.binDir, 'postgres'), ['--version']);
    const { server_version } = await one<{ server_version: string }>('show server_version');
    expect(stdout).toContain(server_version);
    expect(errorLines(a!.logs), 'instance A logged errors').toEqual([]);
    expect(errorLines(b!.logs), 'instance B logged errors').toEqual([]);
    const journal = JSON.parse(readFileSync(path.join(SERVER_DIR, 'drizzle/meta/_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    const migrations = await one<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
    expect(migrations.n).toBe(journal.entries.length);
    // The seeded rows that no unique index protects: none twice (the demo accounts have one on e-mail).
    const doubled = await one<Record<string, number>>(
      `select
         (select count(*) - count(distinct (user_id, content)) from posts)::int as posts,
         (select count(*) - count(distinct title) from events)::int as events,
         (select count(*) - count(distinct title) from referendums)::int as referendums,
         (select count(*) - count(distinct business_name) from businesses)::int as businesses,
         (select count(*) - count(distinct name) from groups)::int as groups`,
    );
    expect(doubled).toEqual({ posts: 0, events: 0, referendums: 0, businesses: 0, groups: 0 });
    const seeded = await one<Record<string, number>>(
      `select (select count(*) from posts)::int as posts, (select count(*) from events)::int as events,
         (select count(*) from "user" where email in ('marie@portmarin.fr', 'yann@portmarin.fr'))::int as demo`,
    );
    expect(seeded).toMatchObject({ posts: expect.any(Number), events: expect.any(Number), demo: 2 });
    expect(Math.min(seeded.posts!, seeded.events!)).toBeGreaterThan(0);
  });

  it('serves on B a photo uploaded and posted on A', async () => {
    const marie = new Browser(PUBLIC_URL);
    await marie.signIn(A(), MARIE.email, MARIE.password);
    const form = new FormData();
    form.append('file', new Blob([ONE_PIXEL_PNG], { type: 'image/png' }), 'port.png');
    const upload = await marie.call(A(), 'POST', '/api/uploads?kind=post', form);
    expect(upload.status, upload.text).toBe(201);
    const { id: uploadId } = upload.body as { id: string };
    const post = await marie.call(A(), 'POST', '/api/posts', { content: 'Le port au lever du jour', uploadId });
    expect(post.status, post.text).toBe(201);

    const visitor = new Browser(PUBLIC_URL);
    const seen = await visitor.call(B(), 'GET', `/api/posts/${(post.body as { id: string }).id}`);
    expect(seen.status, seen.text).toBe(200);
    const { imageUrl, thumbnailUrl } = seen.body as { imageUrl: string; thumbnailUrl?: string | null };
    for (const url of [imageUrl, thumbnailUrl].filter((u): u is string => Boolean(u))) {
      // Served by B itself or through a short-lived signed URL it redirects to: either way a WebP.
      const res = await fetch(new URL(url, B()));
      expect(res.status, `${url} on B`).toBe(200);
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(bytes.toString('latin1', 0, 4) + bytes.toString('latin1', 8, 12), `${url} on B`).toBe('RIFFWEBP');
    }
  });

  it('accepts on B a session made on A, and a sign-out on B ends it on A at once', async () => {
    const marie = new Browser(PUBLIC_URL);
    const marieId = await marie.signIn(A(), MARIE.email, MARIE.password);
    const cookie = marie.cookie;
    const onB = await marie.call(B(), 'GET', '/api/me');
    expect((onB.body as { user: { id: string } | null }).user?.id).toBe(marieId);

    const out = await marie.call(B(), 'POST', '/api/auth/sign-out', {});
    expect(out.status, out.text).toBe(200);
    // The same cookie, replayed on A right after: a visitor there (200 {"user":null}, STACK pitfall 20).
    const replay = new Browser(PUBLIC_URL);
    replay.cookie = cookie;
    const onA = await replay.call(A(), 'GET', '/api/me');
    expect(onA.status).toBe(200);
    expect(onA.body).toEqual({ user: null });
    const write = await replay.call(A(), 'POST', '/api/posts', { content: 'Après la déconnexion' });
    expect(write.status).toBe(401);
  });

  it('delivers live on a socket held by B a message sent on A', async () => {
    const yann = new Browser(PUBLIC_URL);
    const yannId = await yann.signIn(B(), YANN.email, YANN.password);
    const socket = await openSocket(`${B().replace(/^http/, 'ws')}/api/realtime`, {
      cookie: yann.cookie,
      origin: PUBLIC_URL,
    });
    try {
      // B records the socket once it has subscribed the resident.
      for (let i = 0; ; i++) {
        const held = await one<{ n: number }>('select count(*)::int as n from realtime_sockets where user_id = $1', [
          yannId,
        ]);
        if (held.n > 0) break;
        if (i > 100) throw new Error('B never registered the socket');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const marie = new Browser(PUBLIC_URL);
      await marie.signIn(A(), MARIE.email, MARIE.password);
      const conversation = await marie.call(A(), 'POST', '/api/conversations', { participantIds: [yannId] });
      expect([200, 201], conversation.text).toContain(conversation.status);
      const { id: conversationId } = (conversation.body as { conversation: { id: string } }).conversation;
      const content = `Rendez-vous au phare à 18 h (${randomUUID().slice(0, 8)})`;
      const sent = await marie.call(A(), 'POST', `/api/conversations/${conversationId}/messages`, {
        content,
        clientId: randomUUID(),
      });
      expect(sent.status, sent.text).toBe(201);
      const event = await socket.next(
        (e) => e.type === 'message.new' && (e.message as { content?: string }).content === content,
        5_000,
      );
      expect(event.message).toMatchObject({ conversationId, content });
    } finally {
      socket.ws.close();
      await socket.closed;
    }
  });

  it('counts a write throttle across both instances (posts: 10 per 10 minutes)', async () => {
    const yann = new Browser(PUBLIC_URL);
    await yann.signIn(A(), YANN.email, YANN.password);
    for (let i = 0; i < 10; i++) {
      const res = await yann.call(i % 2 ? B() : A(), 'POST', '/api/posts', { content: `Marée n° ${i + 1}` });
      expect(res.status, `post ${i + 1} on ${i % 2 ? 'B' : 'A'}: ${res.text}`).toBe(201);
    }
    for (const [name, base] of [
      ['A', A()],
      ['B', B()],
    ] as const) {
      const refused = await yann.call(base, 'POST', '/api/posts', { content: 'Une de trop' });
      expect(refused.status, `the 11th post on ${name}`).toBe(429);
      expect((refused.body as { error: { code: string } }).error.code).toBe('RATE_LIMITED');
    }
  });

  /** `n` of the same request on each instance at once. */
  const raced = (browser: Browser, n: number, method: string, url: string, body?: object) =>
    Promise.all(Array.from({ length: 2 * n }, (_, i) => browser.call(i % 2 ? B() : A(), method, url, body)));

  it('keeps one ballot of a vote raced on both instances', async () => {
    const admin = new Browser(PUBLIC_URL);
    await admin.signIn(A(), ADMIN.email, ADMIN.password);
    const created = await admin.call(A(), 'POST', '/api/referendums', {
      title: 'Éclairage du quai',
      question: 'Faut-il éteindre l’éclairage du quai après minuit ?',
      description: 'Les lampadaires du quai Est seraient éteints de minuit à 6 h.',
      category: 'Urbanisme',
      endsAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    });
    expect(created.status, created.text).toBe(201);
    const { id } = created.body as { id: string };
    const marie = new Browser(PUBLIC_URL);
    await marie.signIn(B(), MARIE.email, MARIE.password);
    const answers = await raced(marie, 4, 'POST', `/api/referendums/${id}/votes`, { choice: 'pour' });
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    const rows = await one<Record<string, number>>(
      `select (select count(*) from referendum_voters where referendum_id = $1)::int as voters,
         (select count(*) from referendum_ballots where referendum_id = $1)::int as ballots,
         (select votes_for + votes_against from referendums where id = $1) as counted`,
      [id],
    );
    expect(rows).toEqual({ voters: 1, ballots: 1, counted: 1 });
  });

  it('gives the last place of an event to one of two residents racing on both instances', async () => {
    const admin = new Browser(PUBLIC_URL);
    await admin.signIn(A(), ADMIN.email, ADMIN.password);
    const created = await admin.call(A(), 'POST', '/api/events', {
      title: 'Sortie en vieux gréement',
      date: new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10),
      time: '09:30',
      location: 'Cale du port',
      category: 'Sport',
      capacity: 2,
    });
    expect(created.status, created.text).toBe(201);
    const { id } = created.body as { id: string };
    const moderator = new Browser(PUBLIC_URL);
    await moderator.signIn(B(), MODERATOR.email, MODERATOR.password);
    expect((await moderator.call(B(), 'POST', `/api/events/${id}/participation`)).status).toBe(200);

    const marie = new Browser(PUBLIC_URL);
    const yann = new Browser(PUBLIC_URL);
    await marie.signIn(A(), MARIE.email, MARIE.password);
    await yann.signIn(B(), YANN.email, YANN.password);
    // Each clicks three times, Marie through A and Yann through B, all at once.
    const answers = await Promise.all([
      ...Array.from({ length: 3 }, () => marie.call(A(), 'POST', `/api/events/${id}/participation`)),
      ...Array.from({ length: 3 }, () => yann.call(B(), 'POST', `/api/events/${id}/participation`)),
    ]);
    const mine = (from: number) => answers.slice(from, from + 3).map((r) => r.status);
    const outcomes = [mine(0), mine(3)].map((s) =>
      s.every((x) => x === 200) ? 'in' : s.every((x) => x === 409) ? 'full' : s,
    );
    expect(outcomes.sort()).toEqual(['full', 'in']);
    const rows = await one<{ counted: number; rows: number }>(
      `select e.attendees_count as counted, (select count(*) from event_participants p where p.event_id = e.id)::int as rows
       from events e where e.id = $1`,
      [id],
    );
    expect(rows).toEqual({ counted: 2, rows: 2 });
  });

  it('keeps one review of a business reviewed on both instances at once', async () => {
    const marie = new Browser(PUBLIC_URL);
    const marieId = await marie.signIn(A(), MARIE.email, MARIE.password);
    const { id } = await one<{ id: string }>(
      `select id from businesses where created_by is distinct from $1 order by business_name limit 1`,
      [marieId],
    );
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        marie.call(i % 2 ? B() : A(), 'PUT', `/api/businesses/${id}/reviews`, { rating: (i % 5) + 1 }),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual(Array.from({ length: 8 }, () => 200));
    const rows = await one<{ mine: number; counted: number; all: number }>(
      `select (select count(*) from reviews where business_id = $1 and user_id = $2)::int as mine,
         (select reviews_count from businesses where id = $1) as counted,
         (select count(*) from reviews where business_id = $1)::int as all`,
      [id, marieId],
    );
    expect(rows.mine).toBe(1);
    expect(rows.counted).toBe(rows.all);
  });

  it('keeps the database connections within the pools: 2 × (DATABASE_POOL_MAX + 1) for two instances', async () => {
    const { n } = await one<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
    );
    expect(n).toBeGreaterThan(0);
    expect(n).toBeLessThanOrEqual(2 * (POOL_MAX + 1));
  });
});
