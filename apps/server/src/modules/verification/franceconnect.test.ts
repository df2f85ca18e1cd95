import { ERRORS, type VerificationStatus } from '@portmarin/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  cookieHeader,
  createVerifiedUser,
  PUBLIC_URL,
  signIn,
  type TestApp,
  type VerifiedUser,
} from '../../../test/helpers.ts';
import { staff } from '../../../test/factories.ts';
import {
  signInAtStandIn,
  startFranceConnectStandIn,
  subOf,
  type FranceConnectStandIn,
  type TestIdentity,
} from '../../../test/providers/franceconnect-provider.ts';
import { franceConnectKeys, seal, subHash, unseal } from './franceconnect.service.ts';

const BASE = '/api/verification/franceconnect';
const CLIENT = {
  clientId: 'portmarin-test',
  clientSecret: 'un-secret-client-pour-les-tests',
  redirectUri: `${PUBLIC_URL}${BASE}/callback`,
  postLogoutRedirectUri: `${PUBLIC_URL}/auth`,
};

let fc: FranceConnectStandIn;
let t: TestApp;
let identities = 0;

/** A new person for each test (FranceConnect's `sub` follows the identity typed). */
function person(birthdate = '1985-04-12'): TestIdentity {
  identities += 1;
  return { givenName: `Maëlys Anne ${identities}`, familyName: 'LE GOFF', birthdate };
}

beforeAll(async () => {
  fc = await startFranceConnectStandIn([CLIENT]);
  t = await buildTestApp({
    FRANCECONNECT_ISSUER: fc.issuer,
    FRANCECONNECT_CLIENT_ID: CLIENT.clientId,
    FRANCECONNECT_CLIENT_SECRET: CLIENT.clientSecret,
  });
});

afterAll(async () => {
  await t?.close();
  await fc?.close();
});

afterEach(() => {
  fc.setUserinfoMode('signed');
  fc.setTokenEndpointDown(false);
  fc.setIdTokenForged(false);
  fc.setLoginAcr('eidas1');
});

const headersOf = (cookie: string) => ({ cookie, origin: PUBLIC_URL });

async function start(app: TestApp, cookie: string) {
  return app.app.inject({ method: 'POST', url: `${BASE}/start`, headers: headersOf(cookie) });
}

type Journey = {
  /** The callback's redirect (the page and its result). */
  location: string;
  callback: LightMyRequestResponse;
};

/**
 * The resident's round trip: start on PortMarin, sign in and consent at the stand-in, back to the
 * callback with the session and the flow cookie. `tamper` changes a URL on the way.
 */
async function identify(
  resident: { cookie: string },
  identity: TestIdentity,
  tamper: { authorization?: (url: URL) => void; callback?: (url: URL) => void; cancel?: boolean } = {},
): Promise<Journey> {
  const started = await start(t, resident.cookie);
  expect(started.statusCode).toBe(200);
  const flowCookie = cookieHeader(started);
  const authorization = new URL((started.json() as { authorizationUrl: string }).authorizationUrl);
  tamper.authorization?.(authorization);
  const back = await signInAtStandIn(authorization.href, identity, { cancel: tamper.cancel });
  tamper.callback?.(back);
  expect(back.origin + back.pathname).toBe(CLIENT.redirectUri);
  const callback = await t.app.inject({
    method: 'GET',
    url: back.pathname + back.search,
    headers: { cookie: `${resident.cookie}; ${flowCookie}` },
  });
  expect(callback.statusCode).toBe(302);
  return { location: String(callback.headers.location), callback };
}

async function statusOf(cookie: string, app = t): Promise<VerificationStatus> {
  const res = await app.app.inject({ method: 'GET', url: '/api/verification', headers: { cookie } });
  return res.json() as VerificationStatus;
}

async function identityRows(userId?: string) {
  const { rows } = await t.app.pool.query(
    `select * from resident_identities ${userId ? 'where user_id = $1' : ''}`,
    userId ? [userId] : [],
  );
  return rows;
}

describe('FranceConnect identification', () => {
  let resident: VerifiedUser;
  beforeAll(async () => {
    resident = await createVerifiedUser(t.app);
  });

  it('asks FranceConnect for eidas1, the three claims, with state, nonce and PKCE S256', async () => {
    const res = await start(t, resident.cookie);
    const url = new URL((res.json() as { authorizationUrl: string }).authorizationUrl);
    expect(url.origin).toBe(fc.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: CLIENT.clientId,
      redirect_uri: CLIENT.redirectUri,
      response_type: 'code',
      scope: 'openid given_name family_name birthdate',
      acr_values: 'eidas1',
      code_challenge_method: 'S256',
    });
    for (const param of ['state', 'nonce', 'code_challenge']) expect(url.searchParams.get(param)).toMatch(/^.{22,}$/);
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    // The flow's secrets travel sealed: neither the state nor the nonce can be read in the cookie.
    expect(setCookie).not.toContain(url.searchParams.get('state')!);
  });

  it('links the identity FranceConnect vouched for: names and birth date shown, nothing else kept', async () => {
    const someone = person();
    const { location, callback } = await identify(resident, someone);
    expect(location).toBe('/verification?franceconnect=success');
    const status = await statusOf(resident.cookie);
    expect(status.franceConnectOffered).toBe(true);
    expect(status.identity).toMatchObject({
      givenName: someone.givenName,
      familyName: someone.familyName,
      birthdate: someone.birthdate,
    });
    const [row] = await identityRows(resident.user.id);
    expect(row.sub_hash).toBe(subHash(franceConnectKeys('x'.repeat(40)), subOf(someone)));
    // The ID token, for FranceConnect's logout, only in a sealed cookie sent to the logout route.
    expect(String(callback.headers['set-cookie'])).toMatch(
      new RegExp(`portmarin\\.fc_logout=[^;]+; Path=${BASE}/logout`),
    );
  });

  it('the same person identifying again refreshes the names and the date of verification', async () => {
    const someone = person();
    const other = await createVerifiedUser(t.app);
    await identify(other, someone);
    const [before] = await identityRows(other.user.id);
    // FranceConnect corrected the spelling: the same person, the same `sub`.
    const { location } = await identify(other, { ...someone, familyName: 'Le Goff' });
    expect(location).toBe('/verification?franceconnect=success');
    const [after] = await identityRows(other.user.id);
    expect(after.family_name).toBe('Le Goff');
    expect(after.sub_hash).toBe(before.sub_hash);
    expect(after.verified_at.getTime()).toBeGreaterThan(before.verified_at.getTime());
  });

  it('refuses another person’s identity on an account already linked', async () => {
    const other = await createVerifiedUser(t.app);
    await identify(other, person());
    const [before] = await identityRows(other.user.id);
    const { location } = await identify(other, person());
    expect(location).toBe('/verification?franceconnect=other_identity');
    expect(await identityRows(other.user.id)).toEqual([before]);
  });

  it('refuses a second account with the same identity, and says what to do', async () => {
    const someone = person();
    const first = await createVerifiedUser(t.app);
    const second = await createVerifiedUser(t.app);
    await identify(first, someone);
    const { location } = await identify(second, someone);
    expect(location).toBe('/verification?franceconnect=taken');
    expect(ERRORS.FRANCECONNECT_IDENTITY_TAKEN.message).toMatch(/Connectez-vous à ce compte.*mairie/);
    expect((await statusOf(second.cookie)).identity).toBeNull();
    expect((await statusOf(first.cookie)).identity?.givenName).toBe(someone.givenName);
  });

  it('keeps FranceConnect’s sub in clear nowhere in the database', async () => {
    const someone = person();
    const other = await createVerifiedUser(t.app);
    await identify(other, someone);
    const sub = subOf(someone);
    const { rows: columns } = await t.app.pool.query<{ table_name: string; column_name: string }>(
      `select c.table_name, c.column_name from information_schema.columns c
         join information_schema.tables tb on tb.table_schema = c.table_schema and tb.table_name = c.table_name
       where c.table_schema = 'public' and tb.table_type = 'BASE TABLE'
         and c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY', 'bytea')`,
    );
    expect(columns.length).toBeGreaterThan(50);
    const found: string[] = [];
    for (const { table_name, column_name } of columns) {
      const { rows } = await t.app.pool.query<{ n: number }>(
        `select count(*)::int as n from "${table_name}" where strpos("${column_name}"::text, $1) > 0`,
        [sub],
      );
      if (rows[0]!.n > 0) found.push(`${table_name}.${column_name}`);
    }
    expect(found).toEqual([]);
  });

  it('refuses a callback whose state is not the one sent: nothing written', async () => {
    const other = await createVerifiedUser(t.app);
    const { location } = await identify(other, person(), {
      callback: (url) => url.searchParams.set('state', 'forged-state-1234567890'),
    });
    expect(location).toBe('/verification?franceconnect=failed');
    expect(await identityRows(other.user.id)).toEqual([]);
  });

  it('refuses an ID token whose nonce is not the one sent (an injected code): nothing written', async () => {
    const other = await createVerifiedUser(t.app);
    const { location } = await identify(other, person(), {
      authorization: (url) => url.searchParams.set('nonce', 'another-nonce-1234567890'),
    });
    expect(location).toBe('/verification?franceconnect=failed');
    expect(await identityRows(other.user.id)).toEqual([]);
  });

  it('refuses an unsigned userinfo answer: nothing written', async () => {
    const other = await createVerifiedUser(t.app);
    fc.setUserinfoMode('unsigned');
    const { location } = await identify(other, person());
    expect(location).toBe('/verification?franceconnect=failed');
    expect(await identityRows(other.user.id)).toEqual([]);
  });

  it('refuses a userinfo answer signed with a key FranceConnect does not publish: nothing written', async () => {
    const other = await createVerifiedUser(t.app);
    fc.setUserinfoMode('forged');
    const { location } = await identify(other, person());
    expect(location).toBe('/verification?franceconnect=failed');
    expect(await identityRows(other.user.id)).toEqual([]);
  });

  it('refuses an ID token signed with a key FranceConnect does not publish: nothing written', async () => {
    const other = await createVerifiedUser(t.app);
    fc.setIdTokenForged(true);
    const { location } = await identify(other, person());
    expect(location).toBe('/verification?franceconnect=failed');
    expect(await identityRows(other.user.id)).toEqual([]);
  });

  it('refuses an identification below eidas1: nothing written', async () => {
    const other = await createVerifiedUser(t.app);
    fc.setLoginAcr('eidas0');
    const { location } = await identify(other, person());
    expect(location).toBe('/verification?franceconnect=failed');
    expect(await identityRows(other.user.id)).toEqual([]);
  });

  it('says so when the resident cancels at FranceConnect', async () => {
    const other = await createVerifiedUser(t.app);
    const { location } = await identify(other, person(), { cancel: true });
    expect(location).toBe('/verification?franceconnect=refused');
    expect(await identityRows(other.user.id)).toEqual([]);
  });

  it('names FranceConnect when its token endpoint is down: nothing written', async () => {
    const other = await createVerifiedUser(t.app);
    fc.setTokenEndpointDown(true);
    const { location } = await identify(other, person());
    expect(location).toBe('/verification?franceconnect=unavailable');
    expect(ERRORS.FRANCECONNECT_UNAVAILABLE.message).toMatch(/^FranceConnect ne répond pas/);
    expect(await identityRows(other.user.id)).toEqual([]);
  });

  it('never takes the callback’s word for whose account it is: another session’s callback is refused', async () => {
    const victim = await createVerifiedUser(t.app);
    const attacker = await createVerifiedUser(t.app);
    const started = await start(t, attacker.cookie);
    const back = await signInAtStandIn((started.json() as { authorizationUrl: string }).authorizationUrl, person());
    // The attacker's code and flow cookie, in the victim's session.
    const res = await t.app.inject({
      method: 'GET',
      url: back.pathname + back.search,
      headers: { cookie: `${victim.cookie}; ${cookieHeader(started)}` },
    });
    expect(res.headers.location).toBe('/verification?franceconnect=expired');
    // Without the flow cookie at all.
    const bare = await t.app.inject({
      method: 'GET',
      url: back.pathname + back.search,
      headers: { cookie: attacker.cookie },
    });
    expect(bare.headers.location).toBe('/verification?franceconnect=expired');
    expect(await identityRows(victim.user.id)).toEqual([]);
    expect(await identityRows(attacker.user.id)).toEqual([]);
  });

  it('a visitor may not start', async () => {
    const res = await t.app.inject({ method: 'POST', url: `${BASE}/start`, headers: { origin: PUBLIC_URL } });
    expect(res.statusCode).toBe(401);
  });
});

describe('FranceConnect logout', () => {
  it('sends the session that identified to the end_session_endpoint with id_token_hint, then back to the app', async () => {
    const resident = await createVerifiedUser(t.app);
    const { callback } = await identify(resident, person());
    const logoutCookie = cookieHeader(callback);
    const res = await t.app.inject({
      method: 'POST',
      url: `${BASE}/logout`,
      headers: headersOf(`${resident.cookie}; ${logoutCookie}`),
    });
    expect(res.statusCode).toBe(200);
    const target = new URL((res.json() as { redirectTo: string }).redirectTo);
    expect(target.origin + target.pathname).toBe(`${fc.issuer}/session/end`);
    expect(target.searchParams.get('post_logout_redirect_uri')).toBe(CLIENT.postLogoutRedirectUri);
    expect(target.searchParams.get('id_token_hint')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    // The cookie is spent.
    expect(String(res.headers['set-cookie'])).toMatch(/portmarin\.fc_logout=; .*Max-Age=0/);
    // FranceConnect accepts the hint (a bad one is an error page) and goes on to end its session.
    const end = await fetch(target, { redirect: 'manual' });
    expect(end.status).toBe(200);
    expect(await end.text()).toContain(`action="${fc.issuer}/session/end/confirm"`);
  });

  it('leaves a session that did not identify with FranceConnect to the usual sign-out', async () => {
    const resident = await createVerifiedUser(t.app);
    const { callback } = await identify(resident, person());
    // The same account signed in elsewhere, with the cookie copied over: not the session that identified.
    const otherSession = await signIn(t.app, resident.email, resident.password);
    const res = await t.app.inject({
      method: 'POST',
      url: `${BASE}/logout`,
      headers: headersOf(`${otherSession}; ${cookieHeader(callback)}`),
    });
    expect(res.json()).toEqual({ redirectTo: null });
  });
});

describe('sealed cookies', () => {
  const keys = franceConnectKeys('y'.repeat(40));

  it('reads back what it sealed, and nothing altered or expired', () => {
    const sealed = seal(keys, { a: 1 }, 60);
    expect(unseal(keys, sealed)).toEqual({ a: 1 });
    const altered = Buffer.from(sealed, 'base64url');
    altered[altered.length - 1]! ^= 1;
    expect(unseal(keys, altered.toString('base64url'))).toBeNull();
    expect(unseal(keys, seal(keys, { a: 1 }, -1))).toBeNull();
    expect(unseal(franceConnectKeys('z'.repeat(40)), sealed)).toBeNull();
  });
});

describe('the dating age gate', () => {
  it('lets a resident verified 18+ in without typing a birth date', async () => {
    const adult = await createVerifiedUser(t.app);
    await identify(adult, person('1990-06-01'));
    const res = await t.app.inject({ method: 'GET', url: '/api/dating/me', headers: { cookie: adult.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ birthDate: '1990-06-01' });
  });

  it('refuses a resident verified as a minor, whatever they type', async () => {
    const minor = await createVerifiedUser(t.app);
    const birthdate = `${new Date().getFullYear() - 15}-01-01`;
    await identify(minor, person(birthdate));
    const me = await t.app.inject({ method: 'GET', url: '/api/dating/me', headers: { cookie: minor.cookie } });
    expect(me.json()).toMatchObject({ error: { code: 'DATING_UNDERAGE' } });
    const typed = await t.app.inject({
      method: 'POST',
      url: '/api/dating/verify-age',
      headers: headersOf(minor.cookie),
      payload: { birthDate: '1980-01-01', confirmRefusal: true },
    });
    expect(typed.statusCode).toBe(403);
    expect(typed.json()).toMatchObject({ error: { code: 'DATING_UNDERAGE' } });
  });

  it('takes FranceConnect’s birth date over one typed before', async () => {
    const resident = await createVerifiedUser(t.app);
    const typed = await t.app.inject({
      method: 'POST',
      url: '/api/dating/verify-age',
      headers: headersOf(resident.cookie),
      payload: { birthDate: '1970-01-01' },
    });
    expect(typed.statusCode).toBe(200);
    await identify(resident, person(`${new Date().getFullYear() - 16}-03-03`));
    const me = await t.app.inject({ method: 'GET', url: '/api/dating/me', headers: { cookie: resident.cookie } });
    expect(me.json()).toMatchObject({ error: { code: 'DATING_UNDERAGE' } });
  });
});

describe('the erasure', () => {
  it('frees the identity: another account can then link it', async () => {
    const someone = person();
    const first = await createVerifiedUser(t.app);
    const second = await createVerifiedUser(t.app);
    await identify(first, someone);
    const erased = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: headersOf(first.cookie),
      payload: { confirmEmail: first.email },
    });
    expect(erased.statusCode).toBeLessThan(300);
    expect(await identityRows(first.user.id)).toEqual([]);
    const { location } = await identify(second, someone);
    expect(location).toBe('/verification?franceconnect=success');
  });
});

describe('the town hall frees an identity', () => {
  it('finds the account by family name and birth date, frees it with a reason, logged; another account links it', async () => {
    const someone = person('1966-09-21');
    const [first, second, mairie] = await Promise.all([
      createVerifiedUser(t.app),
      createVerifiedUser(t.app),
      staff(t.app, 'mairie'),
    ]);
    await identify(first, someone);
    const found = await t.app.inject({
      method: 'GET',
      url: `/api/verification/identities?familyName=${encodeURIComponent('le goff')}&birthdate=1966-09-21`,
      headers: { cookie: mairie.cookie },
    });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({
      identities: [{ userId: first.user.id, givenName: someone.givenName, familyName: 'LE GOFF' }],
    });
    const released = await t.app.inject({
      method: 'DELETE',
      url: `/api/verification/identities/${first.user.id}`,
      headers: headersOf(mairie.cookie),
      payload: { reason: 'Compte perdu, pièce d’identité vue au guichet' },
    });
    expect(released.statusCode).toBe(204);
    const { rows } = await t.app.pool.query(
      `select moderator_id, action, target_user_id, reason from moderation_log where target_user_id = $1`,
      [first.user.id],
    );
    expect(rows).toEqual([
      {
        moderator_id: mairie.user.id,
        action: 'identity.release',
        target_user_id: first.user.id,
        reason: 'Compte perdu, pièce d’identité vue au guichet',
      },
    ]);
    expect((await identify(second, someone)).location).toBe('/verification?franceconnect=success');
  });

  it('is the town hall’s alone: a resident is refused, and an account without identity is a 404', async () => {
    const [someoneElse, resident, mairie] = await Promise.all([
      createVerifiedUser(t.app),
      createVerifiedUser(t.app),
      staff(t.app, 'mairie'),
    ]);
    await identify(someoneElse, person());
    const search = await t.app.inject({
      method: 'GET',
      url: '/api/verification/identities?familyName=LE%20GOFF&birthdate=1985-04-12',
      headers: { cookie: resident.cookie },
    });
    expect(search.statusCode).toBe(403);
    const release = await t.app.inject({
      method: 'DELETE',
      url: `/api/verification/identities/${someoneElse.user.id}`,
      headers: headersOf(resident.cookie),
      payload: { reason: 'Je veux cette identité' },
    });
    expect(release.statusCode).toBe(403);
    expect(await identityRows(someoneElse.user.id)).toHaveLength(1);
    const none = await t.app.inject({
      method: 'DELETE',
      url: `/api/verification/identities/${resident.user.id}`,
      headers: headersOf(mairie.cookie),
      payload: { reason: 'Essai' },
    });
    expect(none.json()).toMatchObject({ error: { code: 'IDENTITY_NOT_FOUND' } });
  });

  it('refuses a search without a valid birth date (400, not 500)', async () => {
    const mairie = await staff(t.app, 'mairie');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/verification/identities?familyName=Le%20Goff&birthdate=1985-02-30',
      headers: { cookie: mairie.cookie },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('when FranceConnect is unreachable or not set up', () => {
  let down: TestApp;
  let plain: TestApp;
  beforeAll(async () => {
    [down, plain] = await Promise.all([
      // A closed local port: the discovery fails at once.
      buildTestApp({
        FRANCECONNECT_ISSUER: 'http://127.0.0.1:9',
        FRANCECONNECT_CLIENT_ID: CLIENT.clientId,
        FRANCECONNECT_CLIENT_SECRET: CLIENT.clientSecret,
      }),
      buildTestApp(),
    ]);
  });
  afterAll(async () => {
    await Promise.all([down?.close(), plain?.close()]);
  });

  it('names FranceConnect when its discovery is down, and writes nothing', async () => {
    const resident = await createVerifiedUser(down.app);
    const res = await start(down, resident.cookie);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      error: { code: 'FRANCECONNECT_UNAVAILABLE', message: ERRORS.FRANCECONNECT_UNAVAILABLE.message },
    });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('says the town does not offer it when FRANCECONNECT_* are unset', async () => {
    const resident = await createVerifiedUser(plain.app);
    const res = await start(plain, resident.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: {
        code: 'FRANCECONNECT_NOT_OFFERED',
        message: "L'identification FranceConnect n'est pas proposée par cette commune.",
      },
    });
    expect((await statusOf(resident.cookie, plain)).franceConnectOffered).toBe(false);
  });
});
