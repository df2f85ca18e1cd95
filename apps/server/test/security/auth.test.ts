import { ERRORS } from '@portmarin/shared';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadEnv } from '../../src/config/env.ts';
import type { RowOf } from '../../src/db/rows.ts';
import type { user } from '../../src/db/schema/index.ts';
import {
  buildTestApp,
  cookieHeader,
  createTestDatabase,
  createVerifiedUser,
  lastLinkFor,
  me,
  newUser,
  PUBLIC_URL,
  signIn,
  signInRequest,
  signUp,
  type TestApp,
} from '../helpers.ts';

/**
 * Issue 16, points 7 to 12: better-auth's endpoints behind the shared contract, failed sign-ins
 * counted per account, no token in logs or JSON, change-password, Secure cookies, French answers.
 */

const error = (code: keyof typeof ERRORS, message: string = ERRORS[code].message) => ({ error: { code, message } });
const origin = { origin: PUBLIC_URL };

/** Every key of a JSON value, at any depth. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => [k, ...keysOf(v)]);
}

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

describe('7. better-auth endpoints that take resident input follow the shared contract', () => {
  const closed: Array<[string, string, Record<string, unknown>?]> = [
    ['POST', '/api/auth/update-user', { name: 'x'.repeat(500_000) }],
    ['POST', '/api/auth/update-user', { image: 'javascript:alert(1)' }],
    ['POST', '/api/auth/update-user', { image: 'https://evil.example/pixel.png' }],
    ['POST', '/api/auth/update-user', { name: null }],
    ['POST', '/api/auth/change-email', { newEmail: 'autre@example.fr' }],
    ['POST', '/api/auth/delete-user', {}],
    ['POST', '/api/auth/update-session', {}],
    ['POST', '/api/auth/verify-password', { password: 'x' }],
    ['POST', '/api/auth/is-username-available', { username: 'anne' }],
    ['POST', '/api/auth/revoke-session', { token: 'x' }],
    ['POST', '/api/auth/revoke-sessions', {}],
    ['POST', '/api/auth/revoke-other-sessions', {}],
    ['POST', '/api/auth/sign-in/social', { provider: 'google' }],
    ['POST', '/api/auth/link-social', { provider: 'google' }],
    ['POST', '/api/auth/unlink-account', { providerId: 'credential' }],
    ['POST', '/api/auth/refresh-token', { providerId: 'google' }],
    ['POST', '/api/auth/get-access-token', { providerId: 'google' }],
    ['GET', '/api/auth/list-accounts'],
    ['GET', '/api/auth/account-info'],
    ['GET', '/api/auth/delete-user/callback?token=x'],
    ['GET', '/api/auth/callback/google'],
    ['GET', '/api/auth/ok'],
    ['GET', '/api/auth/error'],
  ];

  it('closes update-user, change-email and every endpoint the app does not offer; checks the others', async () => {
    const resident = await createVerifiedUser(t.app, { name: 'Gwen Le Goff' });
    const answers: string[] = [];
    for (const [method, url, payload] of closed) {
      const res = await t.app.inject({
        method: method as 'GET' | 'POST',
        url,
        headers: { cookie: resident.cookie, ...origin },
        ...(payload ? { payload } : {}),
      });
      answers.push(`${method} ${url} ${res.statusCode}`);
      expect(res.json(), `${method} ${url}`).toEqual(error('ROUTE_NOT_FOUND'));
    }
    expect(answers.filter((a) => !a.endsWith(' 404'))).toEqual([]);
    const [row] = (await t.app.pool.query<RowOf<typeof user>>('select * from "user" where id = $1', [resident.user.id]))
      .rows;
    expect(row).toMatchObject({ name: 'Gwen Le Goff', image: null, email: resident.email });
    expect(await me(t.app, resident.cookie)).not.toBeNull();

    // What stays open checks its input with the shared schemas too (400, never 500).
    const withImage = newUser();
    const created = await signUp(t.app, {
      ...withImage,
      image: 'javascript:alert(1)',
      displayUsername: 'x'.repeat(5000),
    });
    expect(created.statusCode).toBe(200);
    const [signedUp] = (
      await t.app.pool.query<RowOf<typeof user>>('select * from "user" where email = $1', [withImage.email])
    ).rows;
    expect(signedUp?.image).toBeNull();
    expect(signedUp?.display_username).toBe(withImage.username);

    const huge = await signUp(t.app, newUser({ name: 'x'.repeat(100_000) }));
    expect(huge.statusCode).toBe(400);
    expect(huge.json().error.code).toBe('VALIDATION_ERROR');
    const nullName = await signUp(t.app, { ...newUser(), name: null } as unknown as Record<string, unknown>);
    expect(nullName.statusCode).toBe(400);
    expect(nullName.json().error.code).toBe('VALIDATION_ERROR');
    const bodies: Array<[string, Record<string, unknown>]> = [
      ['/api/auth/sign-in/username', { username: null, password: 'x' }],
      ['/api/auth/sign-in/username', { username: 'x'.repeat(10_000), password: 'x' }],
      ['/api/auth/change-password', { currentPassword: null, newPassword: 'Un-Autre-Mot-2025' }],
      ['/api/auth/change-password', { currentPassword: resident.password, newPassword: 'x'.repeat(10_000) }],
    ];
    for (const [url, payload] of bodies) {
      const refused = await t.app.inject({
        method: 'POST',
        url,
        payload,
        headers: { cookie: resident.cookie, ...origin },
      });
      expect(refused.statusCode, url).toBe(400);
      expect(refused.json().error.code).toBe('VALIDATION_ERROR');
    }
  });
});

describe('8. failed sign-ins are counted per account', () => {
  let limited: TestApp;
  beforeAll(async () => {
    // A high per-IP limit, and every request from its own address (X-Forwarded-For trusted).
    limited = await buildTestApp({ TRUST_PROXY: 'true', AUTH_RATE_LIMIT_MAX: '1000' });
  });
  afterAll(async () => limited?.close());

  const from = (i: number) => ({ 'x-forwarded-for': `203.0.${Math.floor(i / 250)}.${(i % 250) + 1}` });

  it('100 wrong passwords from 100 addresses: 10 checked, then 429 in French, the right one too', async () => {
    const resident = await createVerifiedUser(limited.app);
    const statuses: number[] = [];
    let last: LightMyRequestResponse | undefined;
    for (let i = 0; i < 100; i++) {
      last = await signInRequest(limited.app, resident.email, `Mauvais-Mot-De-Passe-${i}`, from(i));
      statuses.push(last.statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(90).fill(429));
    expect(last!.json()).toEqual(error('RATE_LIMITED'));
    expect(last!.json().error.message).toBe('Trop de tentatives. Veuillez patienter avant de réessayer.');
    const retryAfter = Number(last!.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    // The right password from yet another address: refused too while the account is locked.
    const right = await signInRequest(limited.app, resident.email, resident.password, from(200));
    expect(right.statusCode).toBe(429);
    // The same account named by its username shares the counter.
    const byUsername = await limited.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/username',
      payload: { username: resident.username.toUpperCase(), password: 'Encore-Faux-2025' },
      headers: from(201),
    });
    expect(byUsername.statusCode).toBe(429);

    // The lock lasts the window (15 minutes from the first failure), not longer: once it has passed,
    // the resident signs in. Moved back in time here rather than waited for.
    await limited.app.pool.query(
      `update rate_limit set last_request = last_request - 15 * 60 * 1000 where key like 'throttle:sign-in-account:%'`,
    );
    const later = await signInRequest(limited.app, resident.email, resident.password, from(202));
    expect(later.statusCode).toBe(200);
  });

  it('40 wrong passwords at once from 40 addresses: still only 10 checked', async () => {
    const resident = await createVerifiedUser(limited.app);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        signInRequest(limited.app, resident.email, `Rafale-${i}-Mot-Passe`, from(i)),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([...Array(10).fill(401), ...Array(30).fill(429)]);
  });

  it('attempts refused while locked do not extend the lock; a success clears the count', async () => {
    const resident = await createVerifiedUser(limited.app);
    for (let i = 0; i < 9; i++) {
      expect((await signInRequest(limited.app, resident.email, `Faux-${i}-Mot-Passe`, from(i))).statusCode).toBe(401);
    }
    // A success clears the count: nine more failures are still checked.
    expect((await signInRequest(limited.app, resident.email, resident.password, from(50))).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) {
      expect((await signInRequest(limited.app, resident.email, `Faux-${i}-Mot-Passe`, from(i))).statusCode).toBe(401);
    }
    const [row] = (
      await limited.app.pool.query<{ count: number; last_request: string }>(
        `select count, last_request from rate_limit where key = $1`,
        [`throttle:sign-in-account:${resident.user.id}`],
      )
    ).rows;
    expect(row?.count).toBe(9);
    for (let i = 0; i < 20; i++) await signInRequest(limited.app, resident.email, 'Faux-Encore-2025', from(i));
    const [after] = (
      await limited.app.pool.query<{ last_request: string }>(`select last_request from rate_limit where key = $1`, [
        `throttle:sign-in-account:${resident.user.id}`,
      ])
    ).rows;
    expect(after?.last_request).toBe(row?.last_request);
  });

  it('a password reset lifts the lock at once', async () => {
    const resident = await createVerifiedUser(limited.app);
    for (let i = 0; i < 11; i++) await signInRequest(limited.app, resident.email, `Faux-${i}-Mot-Passe`, from(i));
    expect((await signInRequest(limited.app, resident.email, resident.password, from(60))).statusCode).toBe(429);

    await limited.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: resident.email, redirectTo: '/auth' },
    });
    const token = new URL(await lastLinkFor(limited.dataDir, resident.email)).pathname.split('/').pop()!;
    const reset = await limited.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'Nouveau-Galet-2026!' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await signInRequest(limited.app, resident.email, 'Nouveau-Galet-2026!', from(61))).statusCode).toBe(200);
  });

  it('an unknown address is limited the same way (no hint that an account exists)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      statuses.push(
        (await signInRequest(limited.app, 'personne@example.fr', `Faux-${i}-Mot-Passe`, from(i))).statusCode,
      );
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
  });
});

describe('9. no token in any log line nor in any JSON answer', () => {
  let app: FastifyInstance;
  let dataDir: string;
  const lines: string[] = [];

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pm-logs-'));
    const env = loadEnv({
      NODE_ENV: 'test',
      PORT: '0',
      DATA_DIR: dataDir,
      PUBLIC_URL,
      LOG_LEVEL: 'trace',
      AUTH_SECRET: 'x'.repeat(40),
      AUTH_RATE_LIMIT_MAX: '1000',
    });
    app = await buildApp({
      env,
      databaseUrl: await createTestDatabase(),
      logger: { stream: { write: (line: string) => void lines.push(line) } },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('a full journey (sign-up, verify, sessions, reset, sign-in, database errors) logs no token', async () => {
    const tokens = new Set<string>();
    const noteCookies = (res: LightMyRequestResponse) => {
      for (const pair of cookieHeader(res).split('; ').filter(Boolean)) {
        const value = decodeURIComponent(pair.slice(pair.indexOf('=') + 1));
        tokens.add(value);
        tokens.add(value.split('.')[0]!);
      }
    };
    const consoleLines: string[] = [];
    const originals = { log: console.log, info: console.info, warn: console.warn, error: console.error };
    for (const level of ['log', 'info', 'warn', 'error'] as const) {
      console[level] = (...args: unknown[]) => void consoleLines.push(args.map(String).join(' '));
    }
    try {
      // Sign-up, then the verification link (its token in the query).
      const resident = newUser();
      expect((await signUp(app, resident)).statusCode).toBe(200);
      const verifyLink = new URL(await lastLinkFor(dataDir, resident.email));
      tokens.add(verifyLink.searchParams.get('token')!);
      const verified = await app.inject({ method: 'GET', url: verifyLink.pathname + verifyLink.search });
      expect(verified.statusCode).toBe(302);
      noteCookies(verified);
      let cookie = cookieHeader(verified);

      // Session answers: no token in the JSON.
      for (const url of ['/api/auth/get-session', '/api/auth/list-sessions']) {
        const res = await app.inject({ method: 'GET', url, headers: { cookie } });
        expect(res.statusCode, url).toBe(200);
        expect(keysOf(res.json()), url).not.toContain('token');
        for (const token of tokens) expect(res.body, url).not.toContain(token);
      }

      // Password reset: the link's token is in its path.
      await app.inject({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email: resident.email } });
      const resetLink = new URL(await lastLinkFor(dataDir, resident.email));
      const resetToken = resetLink.pathname.split('/').pop()!;
      tokens.add(resetToken);
      const opened = await app.inject({ method: 'GET', url: resetLink.pathname + resetLink.search });
      expect(opened.statusCode).toBe(302);
      const reset = await app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token: resetToken, newPassword: 'Nouveau-Galet-2026!' },
      });
      expect(reset.statusCode).toBe(200);
      const again = await app.inject({
        method: 'GET',
        url: `${resetLink.pathname}?callbackURL=%2Fauth&token=${resetToken}`,
      });
      expect(again.statusCode).toBe(302);

      // Sign-in.
      const signedIn = await signInRequest(app, resident.email, 'Nouveau-Galet-2026!');
      expect(signedIn.statusCode).toBe(200);
      noteCookies(signedIn);
      cookie = cookieHeader(signedIn);
      for (const row of (await app.pool.query<{ token: string }>('select token from session')).rows)
        tokens.add(row.token);
      for (const row of (await app.pool.query<{ identifier: string; value: string }>('select * from verification'))
        .rows) {
        tokens.add(row.identifier.replace(/^reset-password:/, ''));
      }

      // Database errors while a live session token is a query parameter.
      await app.pool.query('alter table session rename to session_hors_service');
      try {
        await app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
        const signInFails = await signInRequest(app, resident.email, 'Nouveau-Galet-2026!');
        expect(signInFails.statusCode).toBeGreaterThanOrEqual(500);
        await app.inject({ method: 'GET', url: `/api/me?token=${[...tokens][0]}`, headers: { cookie } });
      } finally {
        await app.pool.query('alter table session_hors_service rename to session');
      }
    } finally {
      Object.assign(console, originals);
    }

    const all = [...lines, ...consoleLines];
    if (process.env.SHOW_LOGS) for (const l of all) process.stdout.write(`${l.slice(0, 600)}\n`);
    // The journey was logged, errors included (the database failure reached the log).
    expect(lines.some((l) => l.includes('/api/auth/reset-password/'))).toBe(true);
    expect(all.some((l) => /"level":50/.test(l))).toBe(true);
    expect(tokens.size).toBeGreaterThanOrEqual(5);
    const leaks = [...tokens]
      .filter((token) => token.length >= 16)
      .flatMap((token) => all.filter((l) => l.includes(token)));
    expect(leaks).toEqual([]);
    // Tokens of a failed insert are never seen by the test: no query parameter is logged at all.
    expect(all.filter((l) => /params:\s*(?!\[redacted\])\S/.test(l))).toEqual([]);
  });
});

describe('10. changing the password', () => {
  it('signs every other session out, even when not asked to', async () => {
    const resident = await createVerifiedUser(t.app);
    const other = await signIn(t.app, resident.email, resident.password);
    expect(await me(t.app, other)).not.toBeNull();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { cookie: resident.cookie, ...origin },
      payload: { currentPassword: resident.password, newPassword: 'Phare-Du-Creac’h-2026', revokeOtherSessions: false },
    });
    expect(res.statusCode).toBe(200);
    expect(keysOf(res.json())).not.toContain('token');
    expect(await me(t.app, other)).toBeNull();
    expect(await me(t.app, cookieHeader(res))).not.toBeNull();
    expect((await signInRequest(t.app, resident.email, 'Phare-Du-Creac’h-2026')).statusCode).toBe(200);
  });

  it('applies the same password rules as sign-up and reset: a common password is refused', async () => {
    const resident = await createVerifiedUser(t.app);
    const change = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { cookie: resident.cookie, ...origin },
      payload: { currentPassword: resident.password, newPassword: 'password' },
    });
    expect(change.statusCode).toBe(400);
    expect(change.json()).toEqual(error('COMMON_PASSWORD'));
    const short = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { cookie: resident.cookie, ...origin },
      payload: { currentPassword: resident.password, newPassword: 'Court1!' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toBe('Le mot de passe doit contenir au moins 8 caractères.');
    expect((await signUp(t.app, newUser({ password: 'password' }))).json()).toEqual(error('COMMON_PASSWORD'));
    expect((await signInRequest(t.app, resident.email, resident.password)).statusCode).toBe(200);
  });
});

describe('11. Secure cookies follow PUBLIC_URL', () => {
  const sessionCookies = (res: LightMyRequestResponse) => {
    const raw = res.headers['set-cookie'];
    return (Array.isArray(raw) ? raw : [String(raw)]).filter((c) => c.includes('session_token='));
  };
  /** The session cookies set by a verification link, then those the account deletion expires. */
  const setCookieOf = async (env: Record<string, string>) => {
    const app = await buildTestApp(env);
    try {
      const resident = newUser();
      await signUp(app.app, resident);
      const link = new URL(await lastLinkFor(app.dataDir, resident.email));
      const res = await app.app.inject({ method: 'GET', url: link.pathname + link.search });
      expect(res.statusCode).toBe(302);
      const deleted = await app.app.inject({
        method: 'DELETE',
        url: '/api/account',
        headers: { cookie: cookieHeader(res), origin: app.env.PUBLIC_URL },
        payload: { confirmEmail: resident.email },
      });
      expect(deleted.statusCode).toBe(200);
      return [...sessionCookies(res), ...sessionCookies(deleted)];
    } finally {
      await app.close();
    }
  };

  it('an https PUBLIC_URL makes them Secure outside production', async () => {
    const cookies = await setCookieOf({ PUBLIC_URL: 'https://portmarin.example.fr', NODE_ENV: 'development' });
    expect(cookies).toHaveLength(2);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/^__Secure-portmarin\.session_token=/);
      expect(cookie).toMatch(/;\s*Secure/i);
    }
  });

  it('an http PUBLIC_URL keeps them non-secure (local development), in production too', async () => {
    const cookies = await setCookieOf({ PUBLIC_URL: 'http://localhost:3999', NODE_ENV: 'production' });
    expect(cookies).toHaveLength(2);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/^portmarin\.session_token=/);
      expect(cookie).not.toMatch(/;\s*Secure/i);
    }
  });
});

describe('12. French answers, the right message, 404 for unknown paths', () => {
  it('answers a reset request in French', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: 'quelquun@example.fr' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(
      'Si un compte existe avec cette adresse, un e-mail de réinitialisation vient de lui être envoyé.',
    );
    expect(res.body).not.toMatch(/If this email|exists/i);
  });

  it('answers a wrong sign-in by username with the credentials message, not "Vous devez être connecté"', async () => {
    const resident = await createVerifiedUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/username',
      payload: { username: resident.username, password: 'Pas-Le-Bon-2025' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(error('INVALID_CREDENTIALS', "Nom d'utilisateur ou mot de passe incorrect."));
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/username',
      payload: { username: resident.username, password: resident.password },
    });
    expect(ok.statusCode).toBe(200);
    expect(keysOf(ok.json())).not.toContain('token');
  });

  it('answers 404 ROUTE_NOT_FOUND to unknown /api/auth paths and wrong methods', async () => {
    for (const [method, url] of [
      ['GET', '/api/auth/nimporte-quoi'],
      ['POST', '/api/auth/nimporte-quoi'],
      ['GET', '/api/auth/'],
      ['GET', '/api/auth/sign-in/email'],
      ['POST', '/api/auth/get-session'],
    ] as const) {
      const res = await t.app.inject({ method, url, ...(method === 'POST' ? { payload: {} } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual(error('ROUTE_NOT_FOUND'));
    }
  });
});
