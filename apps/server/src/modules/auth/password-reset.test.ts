import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createVerifiedUser,
  lastLinkFor,
  mailsFor,
  me,
  signInRequest,
  type TestApp,
} from '../../../test/helpers.ts';

describe('password reset', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  const origin = () => ({ origin: t.env.PUBLIC_URL });

  it('mails a link that leads to /auth with a token, refuses a common password, and revokes sessions', async () => {
    const resident = await createVerifiedUser(t.app);
    const request = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: resident.email, redirectTo: '/auth' },
    });
    expect(request.statusCode).toBe(200);
    const mails = await mailsFor(t.env.DATA_DIR, resident.email);
    expect(mails.at(-1)?.subject).toContain('réinitialisation du mot de passe');

    const link = new URL(await lastLinkFor(t.env.DATA_DIR, resident.email));
    const landing = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(landing.statusCode).toBe(302);
    const target = new URL(landing.headers.location as string, t.env.PUBLIC_URL);
    expect(target.pathname).toBe('/auth');
    const token = target.searchParams.get('token');
    expect(token).toBeTruthy();

    const common = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'motdepasse' },
    });
    expect(common.statusCode).toBe(400);
    expect(common.json()).toMatchObject({ error: { code: 'COMMON_PASSWORD' } });

    const newPassword = 'Phare-du-Large-2026!';
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword },
      headers: origin(),
    });
    expect(reset.statusCode).toBe(200);

    // Every session opened before the reset is gone; only the new password works.
    expect(await me(t.app, resident.cookie)).toBeNull();
    expect((await signInRequest(t.app, resident.email, resident.password)).statusCode).toBe(401);
    expect((await signInRequest(t.app, resident.email, newPassword)).statusCode).toBe(200);

    // A token works once.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'Encore-Un-Autre-2026!' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: { code: 'INVALID_TOKEN' } });
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: 'personne.inconnue@example.fr', redirectTo: '/auth' },
    });
    expect(res.statusCode).toBe(200);
    expect(await mailsFor(t.env.DATA_DIR, 'personne.inconnue@example.fr')).toEqual([]);
  });

  it('validates the inputs', async () => {
    const short = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: 'x', newPassword: 'court' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toBe('Le mot de passe doit contenir au moins 8 caractères.');
    const badEmail = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: 'nope' },
    });
    expect(badEmail.statusCode).toBe(400);
  });
});
