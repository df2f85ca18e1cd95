import {
  ERRORS,
  type Referendum,
  type ReferendumProposal,
  type ReferendumsPage,
  type ReferendumStats,
  type VoteReferendumResponse,
} from '@portmarin/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTown } from '../../config/town.ts';
import { buildTestApp, caller, type TestApp } from '../../../test/helpers.ts';
import { quickResidents, type QuickResident } from '../../../test/residents.ts';
import { setResidence } from '../../../test/verified-residents.ts';

/** Who votes in a referendum (issue 37, decision 0092): verified residents or verified accounts. */

let t: TestApp;
let admin: QuickResident;
let verified: QuickResident;
let unverified: QuickResident;
let revoked: QuickResident;
let expired: QuickResident;
let emailUnconfirmed: QuickResident;
let residents: QuickResident[];

beforeAll(async () => {
  t = await buildTestApp();
  const all = await quickResidents(t.app, 12);
  [admin, verified, unverified, revoked, expired, emailUnconfirmed] = all as [
    QuickResident,
    QuickResident,
    QuickResident,
    QuickResident,
    QuickResident,
    QuickResident,
  ];
  residents = all.slice(6);
  await t.app.pool.query(`update "user" set role = 'admin' where id = $1`, [admin.id]);
  await t.app.pool.query(`update "user" set email_verified = false where id = $1`, [emailUnconfirmed.id]);
  await setResidence(t.app, verified.id, 'verified');
  await setResidence(t.app, revoked.id, 'revoked');
  await setResidence(t.app, expired.id, 'expired');
  await setResidence(t.app, emailUnconfirmed.id, 'verified');
});
afterAll(async () => t?.close());

const call = caller(() => t);

const inDays = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString();

const sample = (overrides: object = {}) => ({
  title: 'Parking du port payant l’été',
  question: 'Faut-il rendre le parking du port payant en juillet et août ?',
  description: 'Le produit financerait la navette vers la plage.',
  category: 'Transport',
  endsAt: inDays(10),
  ...overrides,
});

async function create(app: TestApp, overrides: object = {}): Promise<Referendum> {
  const res = await caller(() => app)('POST', '/api/referendums', admin, sample(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Referendum;
}

const vote = (id: string, who?: QuickResident) =>
  call('POST', `/api/referendums/${id}/votes`, who, { choice: 'pour' } as const);

async function votersOf(id: string): Promise<number> {
  const { rows } = await t.app.pool.query<{ n: number }>(
    `select (select count(*) from referendum_voters where referendum_id = $1)::int
       + (select count(*) from referendum_ballots where referendum_id = $1)::int as n`,
    [id],
  );
  return rows[0]!.n;
}

describe('the electorate of a new referendum', () => {
  it('is « Comptes vérifiés » by default when the town does not offer FranceConnect', async () => {
    const referendum = await create(t);
    expect(referendum.electorate).toBe('verified_accounts');
    const stats = (await call('GET', '/api/referendums/stats')).json() as ReferendumStats;
    expect(stats.defaultElectorate).toBe('verified_accounts');
  });

  it('is « Résidents vérifiés » by default when the town offers FranceConnect', async () => {
    const withFranceConnect = await buildTestApp({
      FRANCECONNECT_ISSUER: 'http://127.0.0.1:9/franceconnect',
      FRANCECONNECT_CLIENT_ID: 'portmarin',
      FRANCECONNECT_CLIENT_SECRET: 'secret-de-test',
    });
    try {
      const [boss] = (await quickResidents(withFranceConnect.app, 1)) as [QuickResident];
      await withFranceConnect.app.pool.query(`update "user" set role = 'admin' where id = $1`, [boss.id]);
      const res = await caller(() => withFranceConnect)('POST', '/api/referendums', boss, sample());
      expect(res.statusCode, res.body).toBe(201);
      expect((res.json() as Referendum).electorate).toBe('verified_residents');
      const stats = await withFranceConnect.app.inject({ method: 'GET', url: '/api/referendums/stats' });
      expect((stats.json() as ReferendumStats).defaultElectorate).toBe('verified_residents');
    } finally {
      await withFranceConnect.close();
    }
  });

  it('keeps the electorate the author chose, on the list and on the page', async () => {
    const referendum = await create(t, { electorate: 'verified_residents', title: 'Marché le dimanche' });
    expect(referendum.electorate).toBe('verified_residents');
    const page = (await call('GET', `/api/referendums/${referendum.id}`)).json() as Referendum;
    expect(page.electorate).toBe('verified_residents');
    const list = (await call('GET', '/api/referendums?limit=50')).json() as ReferendumsPage;
    expect(list.referendums.find((r) => r.id === referendum.id)?.electorate).toBe('verified_residents');
  });

  it('refuses an unknown electorate with a French 400', async () => {
    const res = await call('POST', '/api/referendums', admin, sample({ electorate: 'tout_le_monde' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain('Choisissez qui vote');
  });
});

describe('voting in a residents-only referendum', () => {
  let referendum: Referendum;
  beforeAll(async () => {
    referendum = await create(t, { electorate: 'verified_residents', title: 'Digue du Stang' });
  });

  it('asks a visitor to sign in (401)', async () => {
    const res = await vote(referendum.id);
    expect(res.statusCode).toBe(401);
  });

  it('refuses a resident whose address is not verified (403, French message) and records nothing', async () => {
    const res = await vote(referendum.id, unverified);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({
      code: 'VOTE_RESIDENT_NOT_VERIFIED',
      message: ERRORS.VOTE_RESIDENT_NOT_VERIFIED.message,
    });
    expect(await votersOf(referendum.id)).toBe(0);
  });

  it('refuses a resident whose verification was revoked', async () => {
    const res = await vote(referendum.id, revoked);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('VOTE_RESIDENT_NOT_VERIFIED');
  });

  it('refuses a resident whose verification expired', async () => {
    const res = await vote(referendum.id, expired);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('VOTE_RESIDENT_NOT_VERIFIED');
  });

  it('still refuses a verified resident whose e-mail is not confirmed', async () => {
    const res = await vote(referendum.id, emailUnconfirmed);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('VOTE_EMAIL_NOT_VERIFIED');
  });

  it('tells each viewer whether they may vote', async () => {
    const seenBy = async (who?: QuickResident) =>
      ((await call('GET', `/api/referendums/${referendum.id}`, who)).json() as Referendum).viewerMayVote;
    expect(await seenBy()).toBe(false);
    expect(await seenBy(unverified)).toBe(false);
    expect(await seenBy(revoked)).toBe(false);
    expect(await seenBy(expired)).toBe(false);
    expect(await seenBy(verified)).toBe(true);
  });

  it('counts a verified resident’s vote, with a receipt and an anonymous ballot', async () => {
    const res = await vote(referendum.id, verified);
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json() as VoteReferendumResponse;
    expect(answer.receiptCode).toMatch(/^[0-9A-Z]{4}-/);
    expect(answer.referendum).toMatchObject({ votesFor: 1, hasVoted: true });
    const { rows } = await t.app.pool.query<{ user_id: string | null }>(
      'select user_id from referendum_ballots where referendum_id = $1',
      [referendum.id],
    );
    expect(rows).toEqual([{ user_id: null }]);
    const check = await call('GET', `/api/referendums/${referendum.id}/receipts/${answer.receiptCode}`);
    expect(check.json()).toEqual({ counted: true });
  });

  it('answers « Déjà voté » to a second vote, as before', async () => {
    const res = await vote(referendum.id, verified);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('ALREADY_VOTED');
  });
});

describe('voting in an accounts referendum (today’s rule)', () => {
  it('lets any account with a confirmed e-mail vote, verified resident or not', async () => {
    const referendum = await create(t, { electorate: 'verified_accounts', title: 'Fête du port' });
    for (const who of [unverified, revoked, expired, verified]) {
      const res = await vote(referendum.id, who);
      expect(res.statusCode, res.body).toBe(201);
    }
  });

  it('still refuses an account whose e-mail is not confirmed', async () => {
    const referendum = await create(t, { electorate: 'verified_accounts', title: 'Feu d’artifice' });
    const res = await vote(referendum.id, emailUnconfirmed);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('VOTE_EMAIL_NOT_VERIFIED');
  });
});

describe('turnout over each referendum’s own electorate', () => {
  it('counts verified residents for a residents’ vote and verified accounts for the others', async () => {
    // A database of its own: the counts are exact.
    const own = await buildTestApp();
    try {
      const [boss, a, b, c, d] = (await quickResidents(own.app, 5)) as QuickResident[] as [
        QuickResident,
        QuickResident,
        QuickResident,
        QuickResident,
        QuickResident,
      ];
      await own.app.pool.query(`update "user" set role = 'admin' where id = $1`, [boss.id]);
      // Five accounts with a confirmed e-mail; two verified residents (a, b), c revoked, d expired.
      await setResidence(own.app, a.id, 'verified');
      await setResidence(own.app, b.id, 'verified');
      await setResidence(own.app, c.id, 'revoked');
      await setResidence(own.app, d.id, 'expired');
      const post = (url: string, who: QuickResident, payload: object) =>
        own.app.inject({ method: 'POST', url, headers: { cookie: who.cookie, origin: own.env.PUBLIC_URL }, payload });
      const made = async (electorate: string) =>
        ((await post('/api/referendums', boss, sample({ electorate }))).json() as Referendum).id;
      const residentsVote = await made('verified_residents');
      const accountsVote = await made('verified_accounts');
      expect((await post(`/api/referendums/${residentsVote}/votes`, a, { choice: 'pour' })).statusCode).toBe(201);
      expect((await post(`/api/referendums/${accountsVote}/votes`, a, { choice: 'pour' })).statusCode).toBe(201);
      expect((await post(`/api/referendums/${accountsVote}/votes`, c, { choice: 'contre' })).statusCode).toBe(201);

      const get = async <T>(url: string) => (await own.app.inject({ method: 'GET', url })).json() as T;
      // 1 voter of 2 verified residents: 50 %; 2 voters of 5 accounts: 40 %.
      expect((await get<Referendum>(`/api/referendums/${residentsVote}`)).participation).toBe(50);
      expect((await get<Referendum>(`/api/referendums/${accountsVote}`)).participation).toBe(40);
      // (50 + 40) / 2 = 45 (over the accounts alone it would read (20 + 40) / 2 = 30).
      expect((await get<ReferendumStats>('/api/referendums/stats')).averageParticipation).toBe(45);

      // b's verification expires: the residents' electorate is 1 now, so its turnout 100 %.
      await setResidence(own.app, b.id, 'expired');
      expect((await get<Referendum>(`/api/referendums/${residentsVote}`)).participation).toBe(100);
      expect((await get<ReferendumStats>('/api/referendums/stats')).averageParticipation).toBe(70);
    } finally {
      await own.close();
    }
  });
});

describe('proposing a referendum when the town asks for verified residents', () => {
  let strict: TestApp;
  let people: QuickResident[];
  beforeAll(async () => {
    const town = loadTown();
    strict = await buildTestApp(
      {},
      { town: { ...town, verification: { ...town.verification, requiredForCivicVoice: true } } },
    );
    people = await quickResidents(strict.app, 4);
    await setResidence(strict.app, people[1]!.id, 'verified');
    await setResidence(strict.app, people[2]!.id, 'revoked');
    await setResidence(strict.app, people[3]!.id, 'expired');
  });
  afterAll(async () => strict?.close());

  const propose = (app: TestApp, who: QuickResident | undefined, title: string) =>
    caller(() => app)('POST', '/api/referendums/proposals', who, sample({ title }));

  it('refuses a visitor (401)', async () => {
    expect((await propose(strict, undefined, 'Visiteur')).statusCode).toBe(401);
  });

  it('refuses an unverified resident (403, French message)', async () => {
    const res = await propose(strict, people[0], 'Sans vérification');
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({
      code: 'PROPOSAL_RESIDENT_NOT_VERIFIED',
      message: ERRORS.PROPOSAL_RESIDENT_NOT_VERIFIED.message,
    });
    const { rows } = await strict.app.pool.query(
      `select 1 from referendum_proposals where title = 'Sans vérification'`,
    );
    expect(rows).toHaveLength(0);
  });

  it('refuses a revoked or expired verification', async () => {
    for (const who of [people[2], people[3]]) {
      const res = await propose(strict, who, 'Vérification échue');
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('PROPOSAL_RESIDENT_NOT_VERIFIED');
    }
  });

  it('lets a verified resident propose, with the electorate they chose', async () => {
    const res = await caller(() => strict)(
      'POST',
      '/api/referendums/proposals',
      people[1],
      sample({ title: 'Bancs au Stang', electorate: 'verified_residents' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json() as ReferendumProposal).toMatchObject({ status: 'pending', electorate: 'verified_residents' });
  });

  it('lets an unverified resident propose while the setting is off (the default)', async () => {
    const res = await propose(t, residents[0], 'Setting off');
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe('a proposal keeps its electorate when published', () => {
  it('publishes a residents’ proposal as a residents’ referendum', async () => {
    const proposed = await call(
      'POST',
      '/api/referendums/proposals',
      residents[1],
      sample({ title: 'Jardin partagé', electorate: 'verified_residents' }),
    );
    expect(proposed.statusCode, proposed.body).toBe(201);
    const published = await call(
      'POST',
      `/api/moderation/referendum-proposals/${(proposed.json() as ReferendumProposal).id}/publish`,
      admin,
    );
    expect(published.statusCode, published.body).toBe(200);
    const referendum = await call('GET', `/api/referendums/${published.json().referendumId}`);
    expect((referendum.json() as Referendum).electorate).toBe('verified_residents');
  });
});
