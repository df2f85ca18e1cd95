import { ERRORS } from '@portmarin/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as make from '../../../test/factories.ts';
import {
  buildTestApp,
  cookieHeader,
  createVerifiedUser,
  lastLinkFor,
  mailsFor,
  me,
  newUser,
  signInRequest,
  signUp,
  type TestApp,
} from '../../../test/helpers.ts';

const error = (code: keyof typeof ERRORS) => ({ error: { code, message: ERRORS[code].message } });

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

describe('sign-up, verification, sign-in, sign-out', () => {
  const resident = newUser({ name: 'Maël Guivarc’h' });
  let cookie = '';

  it('signs up and mails a verification link', async () => {
    const res = await signUp(t.app, resident);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email: resident.email, emailVerified: false });
    expect(res.json()).not.toHaveProperty('token');
    expect(res.headers['set-cookie']).toBeUndefined();

    const mails = await mailsFor(t.dataDir, resident.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('confirmez votre adresse e-mail');
    expect(mails[0]!.links[0]).toMatch(new RegExp(`^${t.env.PUBLIC_URL}/api/auth/verify-email\\?token=`));
  });

  it('refuses to sign in before the address is verified', async () => {
    const res = await signInRequest(t.app, resident.email, resident.password);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(error('EMAIL_NOT_VERIFIED'));
    expect(res.json().error.message).toBe('Veuillez confirmer votre adresse e-mail avant de vous connecter.');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('sends the verification mail again on request', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/send-verification-email',
      payload: { email: resident.email },
    });
    expect(res.statusCode).toBe(200);
    expect(await mailsFor(t.dataDir, resident.email)).toHaveLength(2);
  });

  it('verifies the address through the link: redirect to / with a session', async () => {
    const link = new URL(await lastLinkFor(t.dataDir, resident.email));
    const res = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
    cookie = cookieHeader(res);
    expect(cookie).toMatch(/portmarin\.session_token=/);
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
  });

  it('knows the verified resident on /api/me', async () => {
    const current = await me(t.app, cookie);
    expect(current).toMatchObject({
      name: resident.name,
      email: resident.email,
      username: resident.username,
      emailVerified: true,
      role: 'user',
    });
  });

  it('answers { user: null } to a visitor', async () => {
    expect(await me(t.app)).toBeNull();
  });

  it('rejects a tampered verification token', async () => {
    const link = new URL(await lastLinkFor(t.dataDir, resident.email));
    link.searchParams.set('token', `${link.searchParams.get('token')}x`);
    const res = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/?error=INVALID_TOKEN');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('answers 400 INVALID_TOKEN to a bad token without a callback', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/verify-email?token=abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(error('INVALID_TOKEN'));
  });

  it('does not reveal whether an address has an account when resending', async () => {
    const email = `personne.${Date.now()}@example.fr`;
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/send-verification-email', payload: { email } });
    expect(res.statusCode).toBe(200);
    expect(await mailsFor(t.dataDir, email)).toHaveLength(0);
  });

  it('signs in with the password: cookie set, no token in the body', async () => {
    const res = await signInRequest(t.app, resident.email, resident.password);
    expect(res.statusCode).toBe(200);
    expect(cookieHeader(res)).toMatch(/portmarin\.session_token=/);
    const body = res.json();
    expect(body).not.toHaveProperty('token');
    expect(body.user.email).toBe(resident.email);
    cookie = cookieHeader(res);
    expect((await me(t.app, cookie))?.email).toBe(resident.email);
  });

  it('signs in whatever the case of the e-mail', async () => {
    const res = await signInRequest(t.app, resident.email.toUpperCase(), resident.password);
    expect(res.statusCode).toBe(200);
  });

  it('signs out and forgets the session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie, origin: t.env.PUBLIC_URL },
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    expect(await me(t.app, cookie)).toBeNull();
  });

  it('signs out from a POST without any body', async () => {
    const session = cookieHeader(await signInRequest(t.app, resident.email, resident.password));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: session, origin: t.env.PUBLIC_URL },
    });
    expect(res.statusCode).toBe(200);
    expect(await me(t.app, session)).toBeNull();
  });
});

describe('sign-up validation', () => {
  it('refuses an e-mail already used, whatever its case', async () => {
    const first = newUser();
    expect((await signUp(t.app, first)).statusCode).toBe(200);
    const res = await signUp(t.app, newUser({ email: first.email.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: { code: 'EMAIL_TAKEN', message: 'Un compte existe déjà avec cette adresse e-mail.' },
    });
  });

  it('refuses a username already used in another case', async () => {
    const suffix = Date.now().toString(36);
    expect((await signUp(t.app, newUser({ username: `Marin${suffix}` }))).statusCode).toBe(200);
    const res = await signUp(t.app, newUser({ username: `marin${suffix}` }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: { code: 'USERNAME_TAKEN', message: "Ce nom d'utilisateur est déjà pris." } });
  });

  it.each(['password123', 'azertyuiop', 'Azertyuiop'])('refuses the common password %s', async (password) => {
    const details = newUser({ password });
    const res = await signUp(t.app, details);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(error('COMMON_PASSWORD'));
    const { rows } = await t.app.pool.query('select 1 from "user" where email = $1', [details.email]);
    expect(rows).toHaveLength(0);
  });

  it('refuses a 7-character password with a French message', async () => {
    const res = await signUp(t.app, newUser({ password: 'Gx7!kQ2' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { code: 'VALIDATION_ERROR', message: 'Le mot de passe doit contenir au moins 8 caractères.' },
    });
    expect(res.json().error.message).toContain('8');
  });

  it('refuses a malformed e-mail', async () => {
    const res = await signUp(t.app, newUser({ email: 'anne-at-example.fr' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'VALIDATION_ERROR', message: "L'adresse e-mail n'est pas valide." } });
  });

  it('refuses a username with accents or spaces', async () => {
    const res = await signUp(t.app, newUser({ username: 'maël le bihan' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
    expect(res.json().error.message).toContain("Le nom d'utilisateur");
  });

  it('refuses missing fields in the error shape', async () => {
    const res = await signUp(t.app, { email: 'anne@example.fr' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error.code).toBe('VALIDATION_ERROR');
    expect(typeof body.error.message).toBe('string');
    expect(body.error.message.length).toBeGreaterThan(0);
    expect(Object.keys(body)).toEqual(['error']);
  });

  it('refuses an empty body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/sign-up/email' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
  });

  it('ignores a role sent by the client', async () => {
    const created = await createVerifiedUser(t.app, { role: 'admin' } as never);
    expect(created.user.role).toBe('user');
  });
});

describe('sign-in failures', () => {
  it('answers an unknown e-mail and a wrong password identically', async () => {
    const resident = await createVerifiedUser(t.app);
    const wrongPassword = await signInRequest(t.app, resident.email, 'Mauvais-Mot-De-Passe-42');
    const unknownEmail = await signInRequest(t.app, `inconnu.${Date.now()}@example.fr`, resident.password);
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(error('INVALID_CREDENTIALS'));
    expect(unknownEmail.body).toBe(wrongPassword.body);
    expect(wrongPassword.headers['set-cookie']).toBeUndefined();
    expect(unknownEmail.headers['set-cookie']).toBeUndefined();
  });
});

describe('roles', () => {
  it('shows a role granted by the town on /api/me', async () => {
    const resident = await make.resident(t.app);
    expect(resident.user.role).toBe('user');
    await make.promote(t.app, resident, 'admin');
    expect((await me(t.app, resident.cookie))?.role).toBe('admin');
    await make.promote(t.app, { email: resident.email.toUpperCase() }, 'moderator');
    expect((await me(t.app, resident.cookie))?.role).toBe('moderator');
  });
});

describe('rate limiting', () => {
  const signInFrom = (app: TestApp, email: string, headers: Record<string, string> = {}) =>
    signInRequest(app.app, email, 'Mauvais-Mot-De-Passe-42', headers);

  it('answers 429 RATE_LIMITED in French once the limit is reached', async () => {
    const limited = await buildTestApp({ AUTH_RATE_LIMIT_MAX: '3' });
    try {
      const statuses: number[] = [];
      let last;
      for (let i = 0; i < 5; i++) {
        last = await signInFrom(limited, 'anne@example.fr');
        statuses.push(last.statusCode);
      }
      expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
      expect(statuses.slice(3)).toEqual([429, 429]);
      expect(last!.json()).toEqual({
        error: { code: 'RATE_LIMITED', message: 'Trop de tentatives. Veuillez patienter avant de réessayer.' },
      });
      expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });

  it('without TRUST_PROXY, X-Forwarded-For (or a forged client-ip header) does not give a new bucket', async () => {
    const limited = await buildTestApp({ AUTH_RATE_LIMIT_MAX: '3', TRUST_PROXY: 'false' });
    try {
      const statuses: number[] = [];
      for (let i = 1; i <= 5; i++) {
        const res = await signInFrom(limited, 'anne@example.fr', {
          'x-forwarded-for': `203.0.113.${i}`,
          'x-portmarin-client-ip': `198.51.100.${i}`,
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
    } finally {
      await limited.close();
    }
  });

  it('with TRUST_PROXY, each X-Forwarded-For address has its own bucket', async () => {
    const limited = await buildTestApp({ AUTH_RATE_LIMIT_MAX: '3', TRUST_PROXY: 'true' });
    try {
      const from = (ip: string) => signInFrom(limited, 'anne@example.fr', { 'x-forwarded-for': ip });
      for (let i = 0; i < 3; i++) expect((await from('203.0.113.7')).statusCode).toBe(401);
      expect((await from('203.0.113.7')).statusCode).toBe(429);
      expect((await from('203.0.113.8')).statusCode).toBe(401);
      expect((await from('203.0.113.9')).statusCode).toBe(401);
    } finally {
      await limited.close();
    }
  });
});
