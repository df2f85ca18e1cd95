import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, cookieHeader, me, signInRequest, type TestApp } from '../../../test/helpers.ts';
import { SERVER_ROOT } from '../../lib/server-root.ts';
import { createAdmin, FirstAdminError } from './first-admin.ts';

const PASSWORD = 'Premiere-Admin-2026!';

/** Follows a printed link as a browser does, chooses the password there, and signs in with it. */
async function openWith(t: TestApp, printed: string, password: string): Promise<number> {
  const link = new URL(printed);
  expect(link.origin).toBe(t.env.PUBLIC_URL);
  const landing = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
  expect(landing.statusCode).toBe(302);
  const target = new URL(landing.headers.location as string, t.env.PUBLIC_URL);
  expect(target.pathname).toBe('/auth');
  const reset = await t.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { token: target.searchParams.get('token'), newPassword: password },
    headers: { origin: t.env.PUBLIC_URL },
  });
  return reset.statusCode;
}

describe('the first admin of an instance without the demo', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ SEED_DEMO: 'false' });
  });
  afterAll(async () => t?.close());

  const accounts = async () => Number((await t.app.pool.query('select count(*) from "user"')).rows[0].count);

  it('npm run create-admin prints a one-time link, where the admin chooses a password and signs in as admin', async () => {
    expect(await accounts()).toBe(0);
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', path.join(SERVER_ROOT, 'src/cli/create-admin.ts'), 'Claire.Admin@Mairie.example'],
      {
        cwd: SERVER_ROOT,
        env: {
          ...process.env,
          NODE_ENV: 'test',
          DATABASE_URL: t.databaseUrl,
          DATA_DIR: t.dataDir,
          PUBLIC_URL: t.env.PUBLIC_URL,
          SEED_DEMO: 'false',
        },
        timeout: 60_000,
      },
    );
    expect(stdout).toContain('Compte administrateur créé pour claire.admin@mairie.example.');
    const printed = stdout.match(/^https?:\/\/\S+$/m)?.[0];
    expect(printed).toBeDefined();
    expect(await accounts()).toBe(1);

    expect(await openWith(t, printed!, PASSWORD)).toBe(200);
    const signIn = await signInRequest(t.app, 'claire.admin@mairie.example', PASSWORD);
    expect(signIn.statusCode).toBe(200);
    expect(await me(t.app, cookieHeader(signIn))).toMatchObject({
      role: 'admin',
      email: 'claire.admin@mairie.example',
    });
    // An admin's screen answers them.
    const sponsors = await t.app.inject({
      method: 'GET',
      url: '/api/admin/sponsors',
      headers: { cookie: cookieHeader(signIn) },
    });
    expect(sponsors.statusCode).toBe(200);
  });

  it('opens the account once: the link refuses a second use', async () => {
    const { link } = await createAdmin(
      { auth: t.app.auth, pool: t.app.pool, publicUrl: t.env.PUBLIC_URL },
      'une.fois@mairie.example',
    );
    expect(await openWith(t, link, PASSWORD)).toBe(200);
    expect(await openWith(t, link, 'Deuxieme-Essai-2026!')).toBe(400);
  });

  it('makes an existing account admin rather than creating a second one', async () => {
    const before = await accounts();
    const again = await createAdmin(
      { auth: t.app.auth, pool: t.app.pool, publicUrl: t.env.PUBLIC_URL },
      'CLAIRE.ADMIN@mairie.example',
    );
    expect(again.created).toBe(false);
    expect(await accounts()).toBe(before);
  });

  it('refuses an address that is none, in French', async () => {
    await expect(
      createAdmin({ auth: t.app.auth, pool: t.app.pool, publicUrl: t.env.PUBLIC_URL }, 'pas-une-adresse'),
    ).rejects.toThrow(new FirstAdminError("L'adresse e-mail n'est pas valide."));
  });
});
