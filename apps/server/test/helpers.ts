import type { Role } from '@portmarin/shared';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type BuildAppOptions } from '../src/app.ts';
import type { Env } from '../src/config/env.ts';
import type { HostResolver } from '../src/lib/public-address.ts';
import type { MailMessage } from '../src/plugins/mail.ts';
import { resultsChanged } from '../src/plugins/shared-results.ts';

import { testEnv, type EnvOverrides } from './test-env.ts';

export { PUBLIC_URL, type EnvOverrides } from './test-env.ts';
export const PASSWORD = 'Galets-Marée-2025!';

export type TestApp = {
  app: FastifyInstance;
  env: Env;
  dataDir: string;
  databaseUrl: string;
  close: () => Promise<void>;
};

/** The methods the API answers. */
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * `call(method, url, who?, payload?)` on a test app: as a resident (their cookie, and the app's
 * Origin as a browser sends it) or, without `who`, as a visitor. `app` is read at each call, so
 * it may be built later, in `beforeAll`.
 */
export function caller(app: () => TestApp) {
  return (method: Method, url: string, who?: string | { cookie: string }, payload?: unknown) => {
    const t = app();
    const cookie = typeof who === 'string' ? who : who?.cookie;
    return t.app.inject({
      method,
      url,
      headers: cookie ? { cookie, origin: t.env.PUBLIC_URL } : {},
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
  };
}

/** A new database on the run's shared embedded PostgreSQL, already migrated; returns its URL. */
export async function createTestDatabase(): Promise<string> {
  const serverUrl = inject('databaseUrl');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`create database ${name} template ${inject('templateDatabase')}`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The test apps' DNS: every host name is one public address (TEST-NET-1, which no connection
 * reaches), so registering a push endpoint never asks the network.
 */
export const testResolver: HostResolver = async () => [{ address: '192.0.2.10', family: 4 }];

/** A fully built app on a fresh database and data folder (the file mailer writes under it). */

export async function buildTestApp(
  overrides: EnvOverrides = {},
  opts: Pick<BuildAppOptions, 'resolveHost' | 'logger' | 'town'> = {},
): Promise<TestApp> {
  const databaseUrl = await createTestDatabase();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pm-data-'));
  const env = testEnv(dataDir, overrides);
  const app = await buildApp({
    env,
    databaseUrl,
    logger: opts.logger ?? false,
    resolveHost: opts.resolveHost ?? testResolver,
    ...(opts.town ? { town: opts.town } : {}),
  });
  await app.ready();
  return {
    app,
    env,
    dataDir,
    databaseUrl,
    close: async () => {
      await app.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

// ---------------------------------------------------------------- outbox

export type OutboxMail = MailMessage & { from: string; sentAt: string; file: string };

/** Every mail the file mailer wrote, oldest first. */
export async function readOutbox(dataDir: string): Promise<OutboxMail[]> {
  const mailDir = path.join(dataDir, 'mail');
  const files = await fs.readdir(mailDir).catch(() => [] as string[]);
  const mails = await Promise.all(
    files
      .filter((f) => f.endsWith('.json'))
      .map(async (f) => {
        const record = JSON.parse(await fs.readFile(path.join(mailDir, f), 'utf8')) as Omit<OutboxMail, 'file'>;
        return { ...record, file: f };
      }),
  );
  return mails.sort((a, b) => a.sentAt.localeCompare(b.sentAt) || a.file.localeCompare(b.file));
}

export async function mailsFor(dataDir: string, email: string): Promise<OutboxMail[]> {
  const mails = await readOutbox(dataDir);
  return mails.filter((m) => m.to.toLowerCase() === email.toLowerCase());
}

/** The first link of the newest mail sent to `email`. */
export async function lastLinkFor(dataDir: string, email: string): Promise<string> {
  const mails = await mailsFor(dataDir, email);
  const link = mails.at(-1)?.links[0];
  if (!link) throw new Error(`no mail with a link for ${email} in ${dataDir}/mail`);
  return link;
}

// ---------------------------------------------------------------- cookies

/** The `name=value` pairs of every Set-Cookie of a response, joined as a Cookie header. */
export function cookieHeader(res: LightMyRequestResponse): string {
  const raw = res.headers['set-cookie'];
  const list = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  return list
    .map((c) => c.split(';')[0]!)
    .filter((pair) => !/=$/.test(pair))
    .join('; ');
}

/** The session token value carried by a Cookie header (it is signed: `token.signature`). */
export function sessionTokenOf(cookie: string): string {
  const match = /portmarin\.session_token=([^;]+)/.exec(cookie);
  if (!match) throw new Error(`no session cookie in: ${cookie}`);
  return decodeURIComponent(match[1]!).split('.')[0]!;
}

// ---------------------------------------------------------------- cursors

/** A cursor as a client could forge one: the codec's wrapping (base64url of a JSON array) around any values. */
export const forgedCursor = (values: unknown[]): string => Buffer.from(JSON.stringify(values)).toString('base64url');

// ---------------------------------------------------------------- factories

let counter = 0;

export type NewUser = { name: string; username: string; email: string; password: string };

/** A unique resident's sign-up details (e-mail and username never repeat within a run). */
export function newUser(opts: Partial<NewUser> = {}): NewUser {
  counter += 1;
  const suffix = `${process.pid}${counter}${randomBytes(2).toString('hex')}`;
  return {
    name: 'Anne Le Bihan',
    username: `anne_${suffix}`,
    email: `anne.${suffix}@example.fr`,
    password: PASSWORD,
    ...opts,
  };
}

export function signUp(app: FastifyInstance, body: Partial<NewUser> & Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload: body });
}

/** Follows a verification link (path and query only) and returns the session cookie it sets. */
export async function verifyEmail(app: FastifyInstance, link: string): Promise<string> {
  const url = new URL(link);
  const res = await app.inject({ method: 'GET', url: url.pathname + url.search });
  if (res.statusCode !== 302) throw new Error(`verification answered ${res.statusCode}: ${res.body}`);
  const cookie = cookieHeader(res);
  if (!cookie.includes('session_token=')) throw new Error('verification set no session cookie');
  return cookie;
}

export type SessionUserBody = {
  id: string;
  name: string;
  email: string;
  username: string | null;
  role: Role;
  emailVerified: boolean;
  suspendedUntil?: string | null;
};

export async function me(app: FastifyInstance, cookie?: string): Promise<SessionUserBody | null> {
  const res = await app.inject({ method: 'GET', url: '/api/me', headers: cookie ? { cookie } : {} });
  if (res.statusCode !== 200) throw new Error(`/api/me answered ${res.statusCode}: ${res.body}`);
  return (res.json() as { user: SessionUserBody | null }).user;
}

export type VerifiedUser = NewUser & { cookie: string; user: SessionUserBody };

/** Signs up, follows the verification link from the outbox, and returns the signed-in resident. */
export async function createVerifiedUser(app: FastifyInstance, opts: Partial<NewUser> = {}): Promise<VerifiedUser> {
  const details = newUser(opts);
  const res = await signUp(app, details);
  if (res.statusCode !== 200) throw new Error(`sign-up answered ${res.statusCode}: ${res.body}`);
  // The file mailer writes under the app's own DATA_DIR.
  const cookie = await verifyEmail(app, await lastLinkFor(app.env.DATA_DIR, details.email));
  const user = await me(app, cookie);
  if (!user) throw new Error('verified user has no session');
  return { ...details, cookie, user };
}

export function signInRequest(
  app: FastifyInstance,
  email: string,
  password: string,
  headers: Record<string, string> = {},
) {
  return app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password }, headers });
}

/** Signs in with a password and returns the Cookie header of the new session. */
export async function signIn(app: FastifyInstance, email: string, password: string): Promise<string> {
  const res = await signInRequest(app, email, password);
  if (res.statusCode !== 200) throw new Error(`sign-in answered ${res.statusCode}: ${res.body}`);
  return cookieHeader(res);
}

/**
 * Resolves once the realtime bus has delivered every invalidation committed before it (its own
 * marker comes after them): a test that shows a kept result is not overtaken by an earlier write's.
 */
export async function busSettled(app: FastifyInstance): Promise<void> {
  const marker = `settled-${randomBytes(6).toString('hex')}`;
  const heard = new Promise<void>((resolve) =>
    app.realtime.onInvalidation((topics) => {
      if (!topics || topics.includes(marker)) resolve();
    }),
  );
  await resultsChanged(app.pool, [marker]);
  await heard;
}
