import type { DatingAccess, DatingEventsList, DatingProfilesPage } from '@portmarin/shared';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import type { RowOf } from '../../db/rows.ts';
import { buildTestApp, caller, forgedCursor, type Method, type TestApp } from '../../../test/helpers.ts';
import * as make from '../../../test/factories.ts';
import type { QuickResident } from '../../../test/residents.ts';
import { datingRefusal, verificationExpiry } from './dating.policy.ts';
import type { datingAgeChecks } from './dating.schema.ts';

let t: TestApp;
let adult: QuickResident;
let other: QuickResident;
let unverified: QuickResident;
let expired: QuickResident;
let minor: QuickResident;
let suspended: QuickResident;
let spare: QuickResident[];

const call = caller(() => t);

/** YYYY-MM-DD, `years` years and `days` days before today (UTC, like the test database). */
function yearsAgo(years: number, days = 0): string {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

async function setStanding(who: QuickResident, birthDate: string | null, verifiedAgo: string | null) {
  await t.app.pool.query('delete from dating_age_checks where user_id = $1', [who.id]);
  if (birthDate === null) return;
  await t.app.pool.query(
    `insert into dating_age_checks (user_id, birth_date, verified_at)
     values ($1, $2::date, case when $3::interval is null then null else now() - $3::interval end)`,
    [who.id, birthDate, verifiedAgo],
  );
}

const verify = (who: QuickResident | undefined, birthDate: unknown) =>
  call('POST', '/api/dating/verify-age', who, { birthDate });

async function optIn(who: QuickResident, body: object = {}) {
  const res = await call('PUT', '/api/dating/profile', who, {
    bio: 'Amateur de voile et de randonnées sur le sentier côtier.',
    interests: ['Voile', 'Randonnée'],
    type: 'amicale',
    ...body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as DatingAccess;
}

beforeAll(async () => {
  t = await buildTestApp();
  const residents = await make.residents(t.app, 14);
  [adult, other, unverified, expired, minor, suspended, ...spare] = residents as [
    QuickResident,
    QuickResident,
    QuickResident,
    QuickResident,
    QuickResident,
    QuickResident,
    ...QuickResident[],
  ];
  expect((await verify(adult, yearsAgo(30))).statusCode).toBe(200);
  expect((await verify(other, yearsAgo(25))).statusCode).toBe(200);
  await optIn(other, { type: 'amicale', romantic: true });
  await setStanding(expired, yearsAgo(40), '31 days');
  await setStanding(minor, yearsAgo(17), '1 day');
  await setStanding(suspended, yearsAgo(35), '1 day');
  const moderator = (await make.residents(t.app, 1))[0]!;
  await make.promote(t.app, moderator, 'moderator');
  await make.suspension(t.app, suspended, { id: moderator.id, role: 'moderator' });
});
afterAll(async () => t?.close());

describe('the guard, on every dating route', () => {
  // Every dating route but the gate itself, with a body that would succeed for an adult.
  const routes: Array<[Method, () => string, object | undefined, number]> = [
    ['GET', () => '/api/dating/me', undefined, 200],
    ['GET', () => '/api/dating/profiles', undefined, 200],
    ['GET', () => '/api/dating/profiles?tab=romantic', undefined, 200],
    ['GET', () => '/api/dating/events', undefined, 200],
    ['PUT', () => '/api/dating/profile', { bio: 'Bonjour', type: 'sportive' }, 200],
    ['POST', () => `/api/dating/profiles/${other.id}/hide`, undefined, 204],
    ['DELETE', () => `/api/dating/profiles/${other.id}/hide`, undefined, 204],
    ['POST', () => `/api/dating/profiles/${other.id}/conversation`, { content: 'Bonjour !' }, 201],
    ['DELETE', () => '/api/dating/profile', undefined, 204],
  ];

  it('answers 401 to visitors', async () => {
    for (const [method, url, body] of routes) {
      const res = await call(method, url(), undefined, body);
      expect(res.statusCode, `${method} ${url()}`).toBe(401);
    }
  });

  it('answers 403 to the unverified, the expired, the minor; 2xx to a verified adult', async () => {
    const refused: Array<[QuickResident, string]> = [
      [unverified, 'DATING_VERIFICATION_REQUIRED'],
      [expired, 'DATING_VERIFICATION_REQUIRED'],
      [minor, 'DATING_UNDERAGE'],
    ];
    for (const [method, url, body, ok] of routes) {
      for (const [who, code] of refused) {
        const res = await call(method, url(), who, body);
        expect(res.statusCode, `${method} ${url()} ${code}`).toBe(403);
        expect(res.json().error.code).toBe(code);
      }
      const res = await call(method, url(), adult, body);
      expect(res.statusCode, `${method} ${url()}: ${res.body}`).toBe(ok);
    }
    // Nothing was written for the refused: no profile, no conversation, no hidden row.
    const { rows } = await t.app.pool.query<{ n: number }>(
      `select (select count(*) from dating_profiles where user_id = any($1))::int
         + (select count(*) from dating_hidden_profiles where user_id = any($1))::int
         + (select count(*) from messages where sender_id = any($1))::int as n`,
      [[unverified.id, expired.id, minor.id]],
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('a suspended adult reads but does not publish', async () => {
    expect((await call('GET', '/api/dating/profiles', suspended)).statusCode).toBe(200);
    const save = await call('PUT', '/api/dating/profile', suspended, { bio: '', type: 'amicale' });
    expect(save.json().error.code).toBe('ACCOUNT_SUSPENDED');
    const message = await call('POST', `/api/dating/profiles/${other.id}/conversation`, suspended, {
      content: 'Salut',
    });
    expect(message.json().error.code).toBe('ACCOUNT_SUSPENDED');
  });

  it('the policy: minor first, then a verification of less than 30 days', () => {
    const now = new Date('2026-06-01T12:00:00Z');
    const day = 24 * 3600 * 1000;
    expect(datingRefusal({ age: 17, verifiedAt: now }, now)).toBe('DATING_UNDERAGE');
    expect(datingRefusal({ age: null, verifiedAt: null }, now)).toBe('DATING_VERIFICATION_REQUIRED');
    expect(datingRefusal({ age: 18, verifiedAt: null }, now)).toBe('DATING_VERIFICATION_REQUIRED');
    expect(datingRefusal({ age: 18, verifiedAt: new Date(now.getTime() - 30 * day) }, now)).toBe(
      'DATING_VERIFICATION_REQUIRED',
    );
    expect(datingRefusal({ age: 18, verifiedAt: new Date(now.getTime() - 29 * day) }, now)).toBeNull();
    expect(verificationExpiry(now).toISOString()).toBe('2026-07-01T12:00:00.000Z');
  });
});

describe('the age gate', () => {
  it('refuses a missing, malformed or future date with a 400', async () => {
    const [who] = spare as [QuickResident];
    const tomorrow = new Date(Date.now() + 2 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    const cases: Array<[unknown, string | null]> = [
      ['', 'Date requise'],
      [undefined, null],
      ['2000-02-30', 'Date de naissance invalide.'],
      ['31/12/1990', 'Date de naissance invalide.'],
      ['1850-01-01', 'Date de naissance invalide.'],
      [tomorrow, 'La date de naissance ne peut pas dépasser aujourd’hui.'],
      [19900101, null],
      ['x'.repeat(10_000), null],
      ['1990-01-01\u0000', null],
    ];
    for (const [value, message] of cases) {
      const res = await verify(who, value);
      expect(res.statusCode, String(value).slice(0, 20)).toBe(400);
      if (message) expect(res.json().error.message).toContain(message);
    }
    expect((await verify(undefined, '1990-01-01')).statusCode).toBe(401);
  });

  it('refuses under 18 with the spec message, keeps the birth date, and the gate stays closed', async () => {
    const [, who] = spare as [QuickResident, QuickResident];
    const res = await call('POST', '/api/dating/verify-age', who, {
      birthDate: yearsAgo(18, -1),
      confirmRefusal: true,
    }); // 18 tomorrow
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({
      code: 'DATING_UNDERAGE',
      message: 'Vous devez avoir au moins 18 ans pour accéder à la section dating',
    });
    const { rows } = await t.app.pool.query<{ birth: string; verified: Date | null }>(
      `select to_char(birth_date, 'YYYY-MM-DD') as birth, verified_at as verified from dating_age_checks where user_id = $1`,
      [who.id],
    );
    expect(rows[0]).toEqual({ birth: yearsAgo(18, -1), verified: null });
    // Trying an older date afterwards is refused: the birth date is kept.
    const lie = await verify(who, yearsAgo(30));
    expect(lie.statusCode).toBe(409);
    expect(lie.json().error.code).toBe('DATING_BIRTH_DATE_LOCKED');
    expect((await call('GET', '/api/dating/profiles', who)).json().error.code).toBe('DATING_UNDERAGE');
  });

  it('lets in an adult of 18 today, for 30 days, and re-verifies an expired one', async () => {
    const [, , who] = spare as [QuickResident, QuickResident, QuickResident];
    const res = await verify(who, yearsAgo(18));
    expect(res.statusCode, res.body).toBe(200);
    const access = res.json() as DatingAccess;
    expect(access).toMatchObject({ birthDate: yearsAgo(18), age: 18, profile: null });
    expect(Date.parse(access.expiresAt) - Date.parse(access.verifiedAt)).toBe(30 * 24 * 3600 * 1000);
    expect((await call('GET', '/api/dating/me', who)).statusCode).toBe(200);

    const again = await verify(expired, yearsAgo(40));
    expect(again.statusCode).toBe(200);
    expect((await call('GET', '/api/dating/me', expired)).statusCode).toBe(200);
    await setStanding(expired, yearsAgo(40), '31 days');
  });

  it('follows the stored birth date: a resident whose date makes them a minor is refused though verified', async () => {
    const [, , , who] = spare as [QuickResident, QuickResident, QuickResident, QuickResident];
    await setStanding(who, yearsAgo(17, 364), '1 day');
    expect((await call('GET', '/api/dating/me', who)).json().error.code).toBe('DATING_UNDERAGE');
  });
});

describe('a birth date that refuses access', () => {
  const confirmed = (who: QuickResident, birthDate: string) =>
    call('POST', '/api/dating/verify-age', who, { birthDate, confirmRefusal: true });
  const stored = async (who: QuickResident) =>
    (
      await t.app.pool.query<{ birth: string | null }>(
        `select to_char(birth_date, 'YYYY-MM-DD') as birth from dating_age_checks where user_id = $1`,
        [who.id],
      )
    ).rows[0]?.birth ?? null;

  it('is not stored until the resident confirms it (409 DATING_BIRTH_DATE_UNCONFIRMED), then is final', async () => {
    const who = spare[4]!;
    const typo = await verify(who, '2012-03-14');
    expect(typo.statusCode).toBe(409);
    expect(typo.json().error.code).toBe('DATING_BIRTH_DATE_UNCONFIRMED');
    expect(typo.json().error.message).toContain('vous ne pourrez plus la modifier vous-même');
    expect(await stored(who)).toBeNull();
    // Corrected before confirming: the resident gets in.
    expect((await verify(who, '1992-03-14')).statusCode).toBe(200);
    expect(await stored(who)).toBe('1992-03-14');
  });

  it('once confirmed, cannot be changed by the resident, only through a moderator', async () => {
    const who = spare[5]!;
    expect((await confirmed(who, '2012-05-02')).statusCode).toBe(403);
    expect(await stored(who)).toBe('2012-05-02');
    for (const body of [{ birthDate: '1992-05-02' }, { birthDate: '1992-05-02', confirmRefusal: true }]) {
      const retry = await call('POST', '/api/dating/verify-age', who, body);
      expect(retry.statusCode).toBe(409);
      expect(retry.json().error.code).toBe('DATING_BIRTH_DATE_LOCKED');
    }
    expect(await stored(who)).toBe('2012-05-02');
  });

  it('a moderator resets it after the resident asks; the resident is told and enters it once more', async () => {
    const who = spare[6]!;
    const moderator = await make.staff(t.app, 'moderator');
    const resident = spare[7]!;
    expect((await confirmed(who, '2012-07-21')).statusCode).toBe(403);
    const asked = await call('POST', '/api/dating/birth-date-corrections', who, {
      message: 'Je suis née en 1992, pas en 2012 : une faute de frappe.',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json()).toMatchObject({ correction: { status: 'pending' } });
    const twice = await call('POST', '/api/dating/birth-date-corrections', who, { message: 'Encore moi' });
    expect(twice.json().error.code).toBe('DATING_CORRECTION_PENDING');

    // Residents neither see the queue nor decide; moderators do.
    expect((await call('GET', '/api/moderation/birth-date-corrections', resident)).statusCode).toBe(403);
    expect((await call('GET', '/api/moderation/birth-date-corrections')).statusCode).toBe(401);
    const queue = await call('GET', '/api/moderation/birth-date-corrections', moderator.cookie);
    expect(queue.statusCode).toBe(200);
    const item = (
      queue.json() as { corrections: { id: string; resident: { id: string }; storedBirthDate: string }[] }
    ).corrections.find((c) => c.resident.id === who.id);
    expect(item).toMatchObject({ storedBirthDate: '2012-07-21' });
    for (const actor of [who, resident]) {
      const refused = await call('POST', `/api/moderation/birth-date-corrections/${item!.id}/reset`, actor, {});
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe('MODERATORS_ONLY');
    }
    expect(await stored(who)).toBe('2012-07-21');

    const reset = await call('POST', `/api/moderation/birth-date-corrections/${item!.id}/reset`, moderator.cookie, {});
    expect(reset.statusCode, reset.body).toBe(204);
    expect(await stored(who)).toBeNull();
    const again = await call(
      'POST',
      `/api/moderation/birth-date-corrections/${item!.id}/decline`,
      moderator.cookie,
      {},
    );
    expect(again.json().error.code).toBe('DATING_CORRECTION_DECIDED');
    const { rows: notes } = await t.app.pool.query<{ content: string }>(
      `select content from notifications where user_id = $1 and type = 'dating_birth_date_correction'`,
      [who.id],
    );
    expect(notes.map((n) => n.content)).toEqual([
      'Votre date de naissance a été réinitialisée : vous pouvez la saisir à nouveau.',
    ]);
    const { rows: log } = await t.app.pool.query(
      `select action, target_user_id from moderation_log where target_id = $1`,
      [item!.id],
    );
    expect(log).toEqual([{ action: 'dating.birth_date_reset', target_user_id: who.id }]);
    expect((await call('GET', '/api/dating/birth-date-corrections/mine', who)).json()).toMatchObject({
      correction: { status: 'reset' },
    });
    // The right date, entered once more, lets the resident in.
    expect((await verify(who, '1992-07-21')).statusCode).toBe(200);
  });

  it('a declined request keeps the date and tells the resident why', async () => {
    const who = (await make.residents(t.app, 1))[0]!;
    const moderator = await make.staff(t.app, 'moderator');
    expect((await confirmed(who, '2011-01-09')).statusCode).toBe(403);
    expect(
      (await call('POST', '/api/dating/birth-date-corrections', who, { message: 'Je suis majeur.' })).statusCode,
    ).toBe(201);
    const queue = await call('GET', '/api/moderation/birth-date-corrections', moderator.cookie);
    const id = (queue.json() as { corrections: { id: string; resident: { id: string } }[] }).corrections.find(
      (c) => c.resident.id === who.id,
    )!.id;
    const declined = await call('POST', `/api/moderation/birth-date-corrections/${id}/decline`, moderator.cookie, {
      reason: 'La pièce d’identité fournie indique 2011.',
    });
    expect(declined.statusCode).toBe(204);
    expect(await stored(who)).toBe('2011-01-09');
    const { rows } = await t.app.pool.query<{ content: string }>(
      `select content from notifications where user_id = $1 and type = 'dating_birth_date_correction'`,
      [who.id],
    );
    expect(rows[0]!.content).toContain('refusée : La pièce d’identité fournie indique 2011.');
  });

  it('needs a stored date to correct', async () => {
    const who = (await make.residents(t.app, 1))[0]!;
    const res = await call('POST', '/api/dating/birth-date-corrections', who, { message: 'Erreur' });
    expect(res.json().error.code).toBe('DATING_NO_BIRTH_DATE');
  });
});

describe('profiles', () => {
  it('opts in, edits, lists others by tab with the age, and shows distance only when both share', async () => {
    const mine = await optIn(adult, {
      bio: '  Nageuse du matin  ',
      interests: ['Natation', 'natation', 'Café'],
      type: 'sportive',
      neighbourhood: 'Le Port',
      sharePosition: true,
      position: { latitude: 47.73331, longitude: -3.36674 },
    });
    expect(mine.profile).toEqual({
      bio: 'Nageuse du matin',
      interests: ['Natation', 'Café'],
      type: 'sportive',
      romantic: false,
      neighbourhood: 'Le Port',
      sharesPosition: true,
    });
    const stored = await t.app.pool.query('select latitude, longitude from dating_profiles where user_id = $1', [
      adult.id,
    ]);
    expect(stored.rows[0]).toEqual({ latitude: 47.73, longitude: -3.37 });

    const friends = (await call('GET', '/api/dating/profiles?tab=friends', adult)).json() as DatingProfilesPage;
    const seen = friends.profiles.find((p) => p.id === other.id)!;
    expect(seen).toMatchObject({ age: 25, type: 'amicale', distanceKm: null, verified: false });
    expect(friends.profiles.some((p) => p.id === adult.id)).toBe(false);
    const sports = (await call('GET', '/api/dating/profiles?tab=sports', other)).json() as DatingProfilesPage;
    expect(sports.profiles.map((p) => p.id)).toContain(adult.id);
    expect(sports.profiles.find((p) => p.id === adult.id)).toMatchObject({ age: 30, distanceKm: null });
    const romantic = (await call('GET', '/api/dating/profiles?tab=romantic', adult)).json() as DatingProfilesPage;
    expect(romantic.profiles.map((p) => p.id)).toContain(other.id);
    expect(JSON.stringify(sports)).not.toContain('47.73');

    // Once both share a position, the distance appears (rounded kilometres).
    await optIn(other, {
      type: 'amicale',
      romantic: true,
      sharePosition: true,
      position: { latitude: 47.76, longitude: -3.37 },
    });
    const near = (await call('GET', '/api/dating/profiles?tab=sports', other)).json() as DatingProfilesPage;
    expect(near.profiles.find((p) => p.id === adult.id)!.distanceKm).toBe(3);
    // Keeping the share without a new position keeps it; turning it off forgets it.
    await optIn(other, { type: 'amicale', romantic: true, sharePosition: true });
    expect((await call('GET', '/api/dating/me', other)).json().profile.sharesPosition).toBe(true);
    await optIn(other, { type: 'amicale', romantic: true });
    expect((await call('GET', '/api/dating/me', other)).json().profile.sharesPosition).toBe(false);
  });

  it('refuses bad profile input and bad queries with a 400', async () => {
    const bad: object[] = [
      { bio: 'x', type: 'romantique' },
      { bio: 'x'.repeat(501), type: 'amicale' },
      { bio: 'x', type: 'amicale', interests: Array.from({ length: 11 }, (_, i) => `i${i}`) },
      { bio: 'x', type: 'amicale', interests: ['x'.repeat(31)] },
      { bio: 'x', type: 'amicale', interests: ['  '] },
      { bio: 'x', type: 'amicale', position: { latitude: 91, longitude: 0 }, sharePosition: true },
      { bio: 42, type: 'amicale' },
    ];
    for (const body of bad) expect((await call('PUT', '/api/dating/profile', adult, body)).statusCode).toBe(400);
    for (const url of [
      '/api/dating/profiles?tab=events',
      '/api/dating/profiles?limit=0',
      '/api/dating/profiles?cursor=zzzz',
      `/api/dating/profiles?cursor=${forgedCursor(['12', 'x', 'y'])}`,
      `/api/dating/profiles?cursor=${forgedCursor(['12', 'a b'])}`,
      `/api/dating/profiles?cursor=${forgedCursor(['1e5', 'abc'])}`,
      '/api/dating/profiles/%27%3B--/hide',
    ]) {
      const method = url.endsWith('/hide') ? 'POST' : 'GET';
      expect((await call(method, url, adult)).statusCode, url).toBe(400);
    }
    expect((await call('POST', `/api/dating/profiles/${'a'.repeat(65)}/hide`, adult)).statusCode).toBe(400);
    expect((await call('POST', '/api/dating/profiles/inconnu/hide', adult)).statusCode).toBe(404);
  });

  it('pages through a tab with the cursor', async () => {
    const extra = spare.slice(4, 6);
    for (const who of extra) {
      await setStanding(who, yearsAgo(50), '1 day');
      await optIn(who, { type: 'amicale' });
    }
    const first = (await call('GET', '/api/dating/profiles?tab=friends&limit=1', adult)).json() as DatingProfilesPage;
    expect(first.profiles).toHaveLength(1);
    const second = (
      await call('GET', `/api/dating/profiles?tab=friends&limit=1&cursor=${first.nextCursor}`, adult)
    ).json() as DatingProfilesPage;
    expect(second.profiles).toHaveLength(1);
    expect(second.profiles[0]!.id).not.toBe(first.profiles[0]!.id);
  });
});

describe('hiding and messaging', () => {
  it('starts the conversation through messaging, then the target sees the message', async () => {
    const res = await call('POST', `/api/dating/profiles/${other.id}/conversation`, adult, {
      content: 'Bonjour, une balade sur le port samedi ?',
    });
    expect(res.statusCode, res.body).toBe(201);
    const { conversationId } = res.json() as { conversationId: string };
    const thread = await call('GET', `/api/conversations/${conversationId}/messages`, other);
    expect(thread.statusCode, thread.body).toBe(200);
    expect(JSON.stringify(thread.json())).toContain('une balade sur le port');
    const again = await call('POST', `/api/dating/profiles/${other.id}/conversation`, adult, { content: 'Re' });
    expect(again.json().conversationId).toBe(conversationId);
    expect(
      (await call('POST', `/api/dating/profiles/${adult.id}/conversation`, adult, { content: 'x' })).statusCode,
    ).toBe(400);
    expect(
      (await call('POST', `/api/dating/profiles/${other.id}/conversation`, adult, { content: '   ' })).statusCode,
    ).toBe(400);
  });

  it('refuses a target who has not opted in, a minor, or one who hid you; hiding persists', async () => {
    const [, , , , , , notOptedIn] = spare as QuickResident[];
    await setStanding(notOptedIn!, yearsAgo(30), '1 day');
    const refused = await call('POST', `/api/dating/profiles/${notOptedIn!.id}/conversation`, adult, {
      content: 'Bonjour',
    });
    expect(refused.statusCode).toBe(404);

    // `other` hides `adult`: adult no longer sees nor writes to other, and the reverse.
    expect((await call('POST', `/api/dating/profiles/${adult.id}/hide`, other)).statusCode).toBe(204);
    expect((await call('POST', `/api/dating/profiles/${adult.id}/hide`, other)).statusCode).toBe(204);
    const write = await call('POST', `/api/dating/profiles/${other.id}/conversation`, adult, { content: 'Coucou' });
    expect(write.statusCode).toBe(404);
    const list = (await call('GET', '/api/dating/profiles?tab=romantic', adult)).json() as DatingProfilesPage;
    expect(list.profiles.map((p) => p.id)).not.toContain(other.id);
    const theirs = (await call('GET', '/api/dating/profiles?tab=sports', other)).json() as DatingProfilesPage;
    expect(theirs.profiles.map((p) => p.id)).not.toContain(adult.id);
    expect((await call('DELETE', `/api/dating/profiles/${adult.id}/hide`, other)).statusCode).toBe(204);
    expect(
      ((await call('GET', '/api/dating/profiles?tab=sports', other)).json() as DatingProfilesPage).profiles.map(
        (p) => p.id,
      ),
    ).toContain(adult.id);

    // A profile whose owner's stored birth date makes them a minor is never listed nor reachable.
    await t.app.pool.query(
      `insert into dating_profiles (user_id, bio, type) values ($1, 'x', 'amicale') on conflict do nothing`,
      [minor.id],
    );
    const ids = ((await call('GET', '/api/dating/profiles', adult)).json() as DatingProfilesPage).profiles.map(
      (p) => p.id,
    );
    expect(ids).not.toContain(minor.id);
    expect(
      (await call('POST', `/api/dating/profiles/${minor.id}/conversation`, adult, { content: 'x' })).statusCode,
    ).toBe(404);
  });

  it('hands the birth date, the dating profile and the hidden profiles out in the account export', async () => {
    await call('POST', `/api/dating/profiles/${other.id}/hide`, adult);
    const exported = (await call('GET', '/api/account/export', adult)).json();
    expect(exported.datingAgeVerification).toEqual([
      expect.objectContaining({ birthDate: yearsAgo(30), datingVerifiedAt: expect.any(String) }),
    ]);
    expect(exported.datingProfile).toEqual([expect.objectContaining({ type: 'sportive', bio: 'Nageuse du matin' })]);
    expect(exported.datingHiddenProfiles).toEqual([expect.objectContaining({ hiddenUserId: other.id })]);
    await call('DELETE', `/api/dating/profiles/${other.id}/hide`, adult);
  });

  it('a profile a moderator hid is neither listed nor reachable', async () => {
    await t.app.pool.query(`update "user" set hidden_at = now() where id = $1`, [adult.id]);
    try {
      const list = (await call('GET', '/api/dating/profiles?tab=sports', other)).json() as DatingProfilesPage;
      expect(list.profiles.map((p) => p.id)).not.toContain(adult.id);
      const write = await call('POST', `/api/dating/profiles/${adult.id}/conversation`, other, { content: 'Salut' });
      expect(write.statusCode).toBe(404);
    } finally {
      await t.app.pool.query(`update "user" set hidden_at = null where id = $1`, [adult.id]);
    }
  });

  it('a deleted account leaves no dating row behind', async () => {
    const [, , , , , , , gone] = spare as QuickResident[];
    await setStanding(gone!, yearsAgo(33), '1 day');
    await optIn(gone!, { type: 'amicale' });
    await call('POST', `/api/dating/profiles/${other.id}/hide`, gone!);
    await t.app.pool.query('delete from "user" where id = $1', [gone!.id]);
    const { rows } = await t.app.pool.query<{ n: number }>(
      `select ((select count(*) from dating_profiles where user_id = $1)
        + (select count(*) from dating_hidden_profiles where user_id = $1 or hidden_user_id = $1))::int as n`,
      [gone!.id],
    );
    expect(rows[0]!.n).toBe(0);
  });
});

describe('events for meeting people', () => {
  it('lists upcoming, tagged, not cancelled, not hidden events, soonest first', async () => {
    const insert = (title: string, extra: string) =>
      t.app.pool.query(
        `insert into events (title, starts_at, location, category, capacity, attendees_count, for_meeting_people,
           organizer_id, cancelled_at, hidden_at)
         values ($1, ${extra}, 'Quai des Pêcheurs', 'Culture', 20, 3, $2, $3, $4, $5)`,
        [
          title,
          !title.startsWith('Non tagué'),
          other.id,
          title === 'Annulé' ? new Date() : null,
          title === 'Masqué' ? new Date() : null,
        ],
      );
    await insert('Apéro des nouveaux arrivants', `now() + interval '2 days'`);
    await insert('Balade au phare', `now() + interval '1 day'`);
    await insert('Passé', `now() - interval '1 day'`);
    await insert('Annulé', `now() + interval '3 days'`);
    await insert('Masqué', `now() + interval '3 days'`);
    await insert('Non tagué', `now() + interval '3 days'`);
    const res = await call('GET', '/api/dating/events', adult);
    const { events } = res.json() as DatingEventsList;
    expect(events.map((e) => e.title)).toEqual(['Balade au phare', 'Apéro des nouveaux arrivants']);
    expect(events[0]).toMatchObject({
      location: 'Quai des Pêcheurs',
      participants: 3,
      maxParticipants: 20,
      organizer: { id: other.id },
    });
  });
});

// Checked by the typecheck: a date column arrives as a Date (db/rows.ts).
it('reads the age gate’s birth date as a Date', () => {
  expectTypeOf<RowOf<typeof datingAgeChecks>['birth_date']>().toEqualTypeOf<Date>();
});
