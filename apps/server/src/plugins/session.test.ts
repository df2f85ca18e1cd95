import { fromNodeHeaders } from 'better-auth/node';
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  cookieHeader,
  createVerifiedUser,
  me,
  sessionTokenOf,
  signInRequest,
  type TestApp,
} from '../../test/helpers.ts';
import { readSignedCookie } from './session.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const DAY = 24 * 60 * 60 * 1000;

async function expiresAt(cookie: string): Promise<number> {
  const { rows } = await t.app.pool.query<{ expires_at: Date }>('select expires_at from session where token = $1', [
    sessionTokenOf(cookie),
  ]);
  return rows[0]!.expires_at.getTime();
}

async function setExpiresAt(cookie: string, at: number): Promise<void> {
  await t.app.pool.query('update session set expires_at = $2 where token = $1', [sessionTokenOf(cookie), new Date(at)]);
}

describe('the session of a request', () => {
  it('is the resident better-auth’s getSession gives, in the same shape', async () => {
    const anne = await createVerifiedUser(t.app);
    await t.app.pool.query(`update "user" set image = '/uploads/a.webp', role = 'moderator' where id = $1`, [
      anne.user.id,
    ]);
    const theirs = await t.app.auth.api.getSession({ headers: fromNodeHeaders({ cookie: anne.cookie }) });
    const u = theirs!.user;
    expect(await me(t.app, anne.cookie)).toEqual({
      id: u.id,
      name: u.name,
      email: u.email,
      username: anne.username.toLowerCase(),
      displayUsername: anne.username,
      image: '/uploads/a.webp',
      role: 'moderator',
      emailVerified: true,
      suspendedUntil: null,
    });
  });

  it('carries a suspension while it lasts, and drops it once it has ended', async () => {
    const anne = await createVerifiedUser(t.app);
    const until = new Date(Date.now() + 3_600_000);
    await t.app.pool.query('update "user" set suspended_until = $2 where id = $1', [anne.user.id, until]);
    expect((await me(t.app, anne.cookie))?.suspendedUntil).toBe(until.toISOString());
    await t.app.pool.query(`update "user" set suspended_until = now() - interval '1 minute' where id = $1`, [
      anne.user.id,
    ]);
    expect((await me(t.app, anne.cookie))?.suspendedUntil).toBeNull();
  });

  it('is refreshed as better-auth refreshes it once a day (updateAge), and not before', async () => {
    const anne = await createVerifiedUser(t.app);
    // Signed in 12 hours ago: not due.
    const recent = Date.now() + 30 * DAY - DAY / 2;
    await setExpiresAt(anne.cookie, recent);
    expect((await me(t.app, anne.cookie))?.id).toBe(anne.user.id);
    expect(await expiresAt(anne.cookie)).toBe(recent);

    // Signed in 10 days ago: its expiry moves to 30 days from now.
    await setExpiresAt(anne.cookie, Date.now() + 20 * DAY);
    expect((await me(t.app, anne.cookie))?.id).toBe(anne.user.id);
    expect(await expiresAt(anne.cookie)).toBeGreaterThan(Date.now() + 29 * DAY);
  });

  it('of a “don’t remember me” sign-in is never refreshed', async () => {
    const anne = await createVerifiedUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: anne.email, password: anne.password, rememberMe: false },
    });
    expect(res.statusCode).toBe(200);
    const cookie = cookieHeader(res);
    expect(cookie).toContain('dont_remember=');
    const before = await expiresAt(cookie);
    expect(before).toBeLessThan(Date.now() + 2 * DAY);
    expect((await me(t.app, cookie))?.id).toBe(anne.user.id);
    expect(await expiresAt(cookie)).toBe(before);
  });

  it('is none for an expired session, a deleted account or a bad signature', async () => {
    const anne = await createVerifiedUser(t.app);
    const other = cookieHeader(await signInRequest(t.app, anne.email, anne.password));
    await setExpiresAt(anne.cookie, Date.now() - 1000);
    expect(await me(t.app, anne.cookie)).toBeNull();

    const name = other.split('=')[0]!;
    const token = sessionTokenOf(other);
    const wrongKey = createHmac('sha256', 'y'.repeat(40)).update(token).digest('base64');
    expect(await me(t.app, `${name}=${encodeURIComponent(`${token}.${wrongKey}`)}`)).toBeNull();
    expect((await me(t.app, other))?.id).toBe(anne.user.id);

    await t.app.pool.query('delete from "user" where id = $1', [anne.user.id]);
    expect(await me(t.app, other)).toBeNull();
  });
});

describe('readSignedCookie', () => {
  const secret = 'x'.repeat(40);
  const sign = (value: string, key = secret) =>
    encodeURIComponent(`${value}.${createHmac('sha256', key).update(value).digest('base64')}`);

  it('reads the first cookie of that name, as better-call does, if its signature is right', () => {
    expect(readSignedCookie(`a=1; pm.t=${sign('tok')}; pm.t=${sign('other')}`, 'pm.t', secret)).toBe('tok');
    expect(readSignedCookie(`pm.t="${sign('tok')}"`, 'pm.t', secret)).toBe('tok');
    expect(readSignedCookie(`xpm.t=${sign('tok')}`, 'pm.t', secret)).toBeNull();
    expect(readSignedCookie(`pm.t=${sign('tok', 'z'.repeat(40))}`, 'pm.t', secret)).toBeNull();
    expect(readSignedCookie('pm.t=tok', 'pm.t', secret)).toBeNull();
    expect(readSignedCookie(`pm.t=${sign('tok').slice(0, -4)}`, 'pm.t', secret)).toBeNull();
    expect(readSignedCookie(undefined, 'pm.t', secret)).toBeNull();
  });
});
