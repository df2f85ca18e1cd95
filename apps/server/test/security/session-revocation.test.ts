// Issue 16, performance of the resident's path: the session is read in one lean query on the signed
// cookie's token instead of better-auth's getSession. Whatever ends a session must still end it at
// once, on every instance sharing the database: sign-out, revocation (one, the others, all), a
// password change, account deletion, expiry. Two app instances run on one database; each check
// reads the session on both first (so that any cache would hold it), then acts on one, then reads
// again on both with no wait.
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import {
  buildTestApp,
  cookieHeader,
  createVerifiedUser,
  lastLinkFor,
  sessionTokenOf,
  signIn,
  type TestApp,
} from '../helpers.ts';

let t: TestApp;
let second: FastifyInstance;
let instances: Array<[string, FastifyInstance]>;

beforeAll(async () => {
  t = await buildTestApp();
  second = await buildApp({ env: t.env, databaseUrl: t.databaseUrl, logger: false });
  await second.ready();
  instances = [
    ['first instance', t.app],
    ['second instance', second],
  ];
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

/** Who a cookie signs in on each instance, by /api/me and by a route that requires a resident. */
async function residentOn(cookie: string): Promise<Record<string, string | null>> {
  const seen: Record<string, string | null> = {};
  for (const [name, app] of instances) {
    const me = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    const id = (me.json() as { user: { id: string } | null }).user?.id ?? null;
    const exported = await app.inject({ method: 'GET', url: '/api/account/export', headers: { cookie } });
    expect(exported.statusCode, `${name}: /api/account/export`).toBe(id ? 200 : 401);
    seen[name] = id;
  }
  return seen;
}

const signedIn = (id: string) => ({ 'first instance': id, 'second instance': id });
const signedOut = { 'first instance': null, 'second instance': null };

const headers = (cookie: string) => fromNodeHeaders({ cookie, origin: t.env.PUBLIC_URL });

function post(app: FastifyInstance, url: string, cookie: string, payload: unknown = {}) {
  return app.inject({ method: 'POST', url, payload: payload as object, headers: { cookie, origin: t.env.PUBLIC_URL } });
}

describe('ending a session takes effect at once on every instance', () => {
  it('sign-out', async () => {
    const anne = await createVerifiedUser(t.app);
    const other = await signIn(t.app, anne.email, anne.password);
    expect(await residentOn(anne.cookie)).toEqual(signedIn(anne.user.id));

    expect((await post(t.app, '/api/auth/sign-out', anne.cookie)).statusCode).toBe(200);
    expect(await residentOn(anne.cookie)).toEqual(signedOut);
    // Only that device is signed out.
    expect(await residentOn(other)).toEqual(signedIn(anne.user.id));
  });

  // better-auth's revocation endpoints, called through its API: whether /api/auth exposes them or
  // not (the app closes what it does not offer), they must end the sessions at once.
  it('revoke-session (one device, from another)', async () => {
    const anne = await createVerifiedUser(t.app);
    const phone = await signIn(t.app, anne.email, anne.password);
    expect(await residentOn(phone)).toEqual(signedIn(anne.user.id));

    await second.auth.api.revokeSession({ headers: headers(anne.cookie), body: { token: sessionTokenOf(phone) } });
    expect(await residentOn(phone)).toEqual(signedOut);
    expect(await residentOn(anne.cookie)).toEqual(signedIn(anne.user.id));
  });

  it('revoke-other-sessions and revoke-sessions', async () => {
    const anne = await createVerifiedUser(t.app);
    const phone = await signIn(t.app, anne.email, anne.password);
    const tablet = await signIn(t.app, anne.email, anne.password);
    for (const cookie of [anne.cookie, phone, tablet]) expect(await residentOn(cookie)).toEqual(signedIn(anne.user.id));

    await t.app.auth.api.revokeOtherSessions({ headers: headers(anne.cookie) });
    expect(await residentOn(phone)).toEqual(signedOut);
    expect(await residentOn(tablet)).toEqual(signedOut);
    expect(await residentOn(anne.cookie)).toEqual(signedIn(anne.user.id));

    await second.auth.api.revokeSessions({ headers: headers(anne.cookie) });
    expect(await residentOn(anne.cookie)).toEqual(signedOut);
  });

  it('change-password revoking the other sessions', async () => {
    const anne = await createVerifiedUser(t.app);
    const phone = await signIn(t.app, anne.email, anne.password);
    expect(await residentOn(phone)).toEqual(signedIn(anne.user.id));
    expect(await residentOn(anne.cookie)).toEqual(signedIn(anne.user.id));

    const res = await post(t.app, '/api/auth/change-password', anne.cookie, {
      currentPassword: anne.password,
      newPassword: 'Phare-Kerbihan-2026!',
      revokeOtherSessions: true,
    });
    expect(res.statusCode).toBe(200);
    expect(await residentOn(phone)).toEqual(signedOut);
    // The device that changed it goes on with the new session cookie it was given.
    expect(await residentOn(cookieHeader(res))).toEqual(signedIn(anne.user.id));
  });

  it('password reset', async () => {
    const anne = await createVerifiedUser(t.app);
    expect(await residentOn(anne.cookie)).toEqual(signedIn(anne.user.id));

    const request = await second.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: anne.email, redirectTo: '/auth' },
    });
    expect(request.statusCode).toBe(200);
    const link = new URL(await lastLinkFor(t.env.DATA_DIR, anne.email));
    const landing = await second.inject({ method: 'GET', url: link.pathname + link.search });
    const token = new URL(landing.headers.location as string, t.env.PUBLIC_URL).searchParams.get('token');
    const reset = await second.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'Phare-du-Large-2026!' },
      headers: { origin: t.env.PUBLIC_URL },
    });
    expect(reset.statusCode).toBe(200);
    expect(await residentOn(anne.cookie)).toEqual(signedOut);
  });

  it('account deletion', async () => {
    const anne = await createVerifiedUser(t.app);
    const phone = await signIn(t.app, anne.email, anne.password);
    expect(await residentOn(anne.cookie)).toEqual(signedIn(anne.user.id));
    expect(await residentOn(phone)).toEqual(signedIn(anne.user.id));

    const res = await second.inject({
      method: 'DELETE',
      url: '/api/account',
      payload: { confirmEmail: anne.email },
      headers: { cookie: anne.cookie, origin: t.env.PUBLIC_URL },
    });
    expect(res.statusCode).toBe(200);
    expect(await residentOn(anne.cookie)).toEqual(signedOut);
    expect(await residentOn(phone)).toEqual(signedOut);
  });

  it('expiry', async () => {
    const anne = await createVerifiedUser(t.app);
    expect(await residentOn(anne.cookie)).toEqual(signedIn(anne.user.id));

    await t.app.pool.query(`update session set expires_at = now() - interval '1 second' where token = $1`, [
      sessionTokenOf(anne.cookie),
    ]);
    expect(await residentOn(anne.cookie)).toEqual(signedOut);
  });
});

describe('the session cookie', () => {
  it('is refused with a signature that is not the server’s, or without one', async () => {
    const anne = await createVerifiedUser(t.app);
    const token = sessionTokenOf(anne.cookie);
    const name = anne.cookie.split('=')[0]!;
    const forged = `${name}=${encodeURIComponent(`${token}.${'A'.repeat(43)}=`)}`;
    expect(await residentOn(forged)).toEqual(signedOut);
    expect(await residentOn(`${name}=${token}`)).toEqual(signedOut);
    expect(await residentOn(anne.cookie)).toEqual(signedIn(anne.user.id));
  });
});
