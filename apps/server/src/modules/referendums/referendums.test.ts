import {
  votePercentages,
  type Referendum,
  type ReferendumsPage,
  type ReferendumStats,
  type ReferendumVotersPage,
  type VoteReferendumResponse,
} from '@portmarin/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, caller, type Method, type TestApp } from '../../../test/helpers.ts';
import { quickResidents, type QuickResident } from '../../../test/residents.ts';
import { canManageReferendums, canSeeVoters } from './referendums.policy.ts';
import { newReceiptCode, receiptHash } from './receipts.ts';

let t: TestApp;
let admin: QuickResident;
let moderator: QuickResident;
let residents: QuickResident[];
let suspended: QuickResident;
let unverified: QuickResident;

beforeAll(async () => {
  t = await buildTestApp();
  const all = await quickResidents(t.app, 10);
  [admin, moderator, suspended, unverified] = all as [QuickResident, QuickResident, QuickResident, QuickResident];
  residents = all.slice(4);
  await t.app.pool.query(`update "user" set role = 'admin' where id = $1`, [admin.id]);
  await t.app.pool.query(`update "user" set role = 'moderator' where id = $1`, [moderator.id]);
  await t.app.pool.query(`update "user" set suspended_until = now() + interval '7 days' where id = $1`, [suspended.id]);
  await t.app.pool.query(`update "user" set email_verified = false where id = $1`, [unverified.id]);
});
afterAll(async () => t?.close());

const call = caller(() => t);

const inDays = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString();

const sample = (overrides: object = {}) => ({
  title: 'Piétonnisation du quai',
  question: 'Faut-il rendre le quai Est piéton le week-end ?',
  description: 'Le quai Est serait fermé aux voitures le samedi et le dimanche, de 10 h à 20 h.',
  category: 'Urbanisme',
  endsAt: inDays(14),
  // Today's rule, whatever the town's default (these residents are not verified residents).
  electorate: 'verified_accounts',
  ...overrides,
});

async function create(overrides: object = {}, who = admin): Promise<Referendum> {
  const res = await call('POST', '/api/referendums', who, sample(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Referendum;
}

async function vote(id: string, who: QuickResident, choice: 'pour' | 'contre') {
  return call('POST', `/api/referendums/${id}/votes`, who, { choice });
}

async function voteOk(id: string, who: QuickResident, choice: 'pour' | 'contre'): Promise<VoteReferendumResponse> {
  const res = await vote(id, who, choice);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as VoteReferendumResponse;
}

async function rows(id: string) {
  const { rows } = await t.app.pool.query<{ voters: number; ballots: number; counted: number }>(
    `select (select count(*) from referendum_voters where referendum_id = $1)::int as voters,
       (select count(*) from referendum_ballots where referendum_id = $1)::int as ballots,
       (select votes_for + votes_against from referendums where id = $1) as counted`,
    [id],
  );
  return rows[0]!;
}

describe('creating a referendum', () => {
  it('lets an admin create one, anonymous and without comments by default', async () => {
    const referendum = await create();
    expect(referendum).toMatchObject({
      title: 'Piétonnisation du quai',
      category: 'Urbanisme',
      status: 'active',
      anonymous: true,
      allowComments: false,
      votesFor: 0,
      votesAgainst: 0,
      totalVotes: 0,
      percentFor: 0,
      percentAgainst: 0,
      hasVoted: false,
      canClose: true,
      canSeeVoters: false,
    });
  });

  it('lets a moderator create one, and refuses residents (403 MODERATORS_ONLY) and visitors (401)', async () => {
    await create({ anonymous: false, allowComments: true }, moderator);
    const asResident = await call('POST', '/api/referendums', residents[0], sample());
    expect(asResident.statusCode).toBe(403);
    expect(asResident.json().error.code).toBe('MODERATORS_ONLY');
    const asVisitor = await call('POST', '/api/referendums', undefined, sample());
    expect(asVisitor.statusCode).toBe(401);
  });

  it('requires every field, a known category and an end date in the future', async () => {
    for (const field of ['title', 'question', 'description', 'category', 'endsAt']) {
      const res = await call('POST', '/api/referendums', admin, sample({ [field]: '   ' }));
      expect(res.statusCode, field).toBe(400);
      expect(res.json().error.message).toContain('Veuillez remplir tous les champs obligatoires');
    }
    const past = await call('POST', '/api/referendums', admin, sample({ endsAt: inDays(-1) }));
    expect(past.statusCode).toBe(400);
    expect(past.json().error.message).toBe('La date de fin doit être dans le futur');
    const far = await call('POST', '/api/referendums', admin, sample({ endsAt: inDays(3000) }));
    expect(far.statusCode).toBe(400);
    for (const bad of [
      { category: 'Pêche' },
      { title: 'x'.repeat(100_000) },
      { anonymous: 'oui' },
      { endsAt: '2026-02-31T10:00:00Z' },
      { endsAt: 12 },
      { title: 'a\u0000b' },
    ]) {
      const res = await call('POST', '/api/referendums', admin, sample(bad));
      expect(res.statusCode, JSON.stringify(bad).slice(0, 60)).toBe(400);
    }
  });
});

describe('voting', () => {
  it('counts a vote, gives a receipt, says the resident voted, and computes one-decimal percentages', async () => {
    const referendum = await create();
    const first = await voteOk(referendum.id, residents[0]!, 'pour');
    expect(first.receiptCode).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(first.referendum).toMatchObject({ votesFor: 1, votesAgainst: 0, hasVoted: true, percentFor: 100 });
    await voteOk(referendum.id, residents[1]!, 'contre');
    await voteOk(referendum.id, residents[2]!, 'contre');
    const seen = (await call('GET', `/api/referendums/${referendum.id}`, residents[3])).json() as Referendum;
    expect(seen).toMatchObject({ votesFor: 1, votesAgainst: 2, totalVotes: 3, hasVoted: false });
    expect(seen.percentFor).toBe(33.3);
    expect(seen.percentAgainst).toBe(66.7);
    expect(await rows(referendum.id)).toEqual({ voters: 3, ballots: 3, counted: 3 });
  });

  it('refuses a second vote with Déjà voté (409 ALREADY_VOTED), the count unchanged', async () => {
    const referendum = await create();
    await voteOk(referendum.id, residents[0]!, 'pour');
    const again = await vote(referendum.id, residents[0]!, 'contre');
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({ code: 'ALREADY_VOTED', message: 'Déjà voté' });
    expect(await rows(referendum.id)).toEqual({ voters: 1, ballots: 1, counted: 1 });
  });

  it('keeps exactly one vote under 50 concurrent attempts of one resident', async () => {
    const referendum = await create();
    const voter = residents[4]!;
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => vote(referendum.id, voter, i % 2 ? 'pour' : 'contre')),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.json().error.message).toBe('Déjà voté');
    }
    expect(await rows(referendum.id)).toEqual({ voters: 1, ballots: 1, counted: 1 });
  });

  it('counts concurrent votes of different residents without losing one', async () => {
    const referendum = await create();
    const answers = await Promise.all(residents.map((r, i) => vote(referendum.id, r, i % 3 ? 'pour' : 'contre')));
    expect(answers.map((a) => a.statusCode)).toEqual(residents.map(() => 201));
    expect(await rows(referendum.id)).toEqual({ voters: 6, ballots: 6, counted: 6 });
  });

  it('refuses votes after the end date (409 REFERENDUM_CLOSED) and shows it as closed', async () => {
    const referendum = await create();
    await t.app.pool.query(`update referendums set ends_at = now() - interval '1 second' where id = $1`, [
      referendum.id,
    ]);
    const late = await vote(referendum.id, residents[0]!, 'pour');
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('REFERENDUM_CLOSED');
    expect(await rows(referendum.id)).toEqual({ voters: 0, ballots: 0, counted: 0 });
    const seen = (await call('GET', `/api/referendums/${referendum.id}`, admin)).json() as Referendum;
    expect(seen).toMatchObject({ status: 'closed', canClose: false });
  });

  it('refuses visitors (401), suspended residents (403 ACCOUNT_SUSPENDED) and unverified e-mails (403)', async () => {
    const referendum = await create();
    expect(
      (await call('POST', `/api/referendums/${referendum.id}/votes`, undefined, { choice: 'pour' })).statusCode,
    ).toBe(401);
    const bySuspended = await vote(referendum.id, suspended, 'pour');
    expect(bySuspended.statusCode).toBe(403);
    expect(bySuspended.json().error.code).toBe('ACCOUNT_SUSPENDED');
    const byUnverified = await vote(referendum.id, unverified, 'pour');
    expect(byUnverified.statusCode).toBe(403);
    expect(byUnverified.json().error.code).toBe('VOTE_EMAIL_NOT_VERIFIED');
    expect(await rows(referendum.id)).toEqual({ voters: 0, ballots: 0, counted: 0 });
  });

  it('answers 4xx to bad input: unknown choice, odd ids, unknown referendum', async () => {
    const referendum = await create();
    for (const body of [{ choice: 'peut-être' }, { choice: 1 }, {}, { choice: 'pour'.repeat(10_000) }]) {
      const res = await call('POST', `/api/referendums/${referendum.id}/votes`, residents[0], body);
      expect(res.statusCode).toBe(400);
    }
    for (const id of ['nope', '%00', '1'.repeat(5000), "1' or '1'='1"]) {
      const res = await call('POST', `/api/referendums/${encodeURIComponent(id)}/votes`, residents[0], {
        choice: 'pour',
      });
      expect(res.statusCode, id.slice(0, 20)).toBe(400);
      expect((await call('GET', `/api/referendums/${encodeURIComponent(id)}`)).statusCode).toBe(400);
    }
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await vote(missing, residents[0]!, 'pour')).statusCode).toBe(404);
    expect((await call('GET', `/api/referendums/${missing}`)).json().error.code).toBe('REFERENDUM_NOT_FOUND');
  });
});

describe('receipts', () => {
  it('say a ballot is counted, never its choice; unknown codes are not counted', async () => {
    const referendum = await create();
    const { receiptCode } = await voteOk(referendum.id, residents[0]!, 'contre');
    const check = await call('GET', `/api/referendums/${referendum.id}/receipts/${receiptCode}`);
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ counted: true });
    // Typed by hand: lower case and without dashes.
    const loose = receiptCode.replace(/-/g, '').toLowerCase();
    expect((await call('GET', `/api/referendums/${referendum.id}/receipts/${loose}`)).json()).toEqual({
      counted: true,
    });
    const other = await create();
    expect((await call('GET', `/api/referendums/${other.id}/receipts/${receiptCode}`)).json()).toEqual({
      counted: false,
    });
    expect((await call('GET', `/api/referendums/${referendum.id}/receipts/${newReceiptCode()}`)).json()).toEqual({
      counted: false,
    });
    expect((await call('GET', `/api/referendums/${referendum.id}/receipts/not-a-code`)).statusCode).toBe(400);
    expect(check.body).not.toContain('contre');
  });

  it('are 80 random bits, stored only as their hash', async () => {
    const codes = new Set(Array.from({ length: 1000 }, newReceiptCode));
    expect(codes.size).toBe(1000);
    const referendum = await create();
    const { receiptCode } = await voteOk(referendum.id, residents[1]!, 'pour');
    const { rows: stored } = await t.app.pool.query<{ receipt_hash: string }>(
      'select receipt_hash from referendum_ballots where referendum_id = $1',
      [referendum.id],
    );
    expect(stored).toEqual([{ receipt_hash: receiptHash(receiptCode) }]);
    expect(JSON.stringify(stored)).not.toContain(receiptCode.replace(/-/g, ''));
  });
});

describe('anonymity', () => {
  it('an anonymous ballot carries no voter and no time', async () => {
    const referendum = await create();
    await voteOk(referendum.id, residents[2]!, 'pour');
    const { rows: ballots } = await t.app.pool.query('select * from referendum_ballots where referendum_id = $1', [
      referendum.id,
    ]);
    expect(ballots).toHaveLength(1);
    expect(ballots[0]!.user_id).toBeNull();
    expect(Object.keys(ballots[0]!).sort()).toEqual(['choice', 'id', 'receipt_hash', 'referendum_id', 'user_id']);
  });

  it('no answer of any referendum endpoint puts a voter next to a choice, even for admins', async () => {
    const referendum = await create({ title: 'Anonyme' });
    const voter = residents[3]!;
    const { receiptCode, referendum: afterVote } = await voteOk(referendum.id, voter, 'contre');
    const answers = [
      JSON.stringify(afterVote),
      ...(await Promise.all(
        [
          ['GET', '/api/referendums?status=active'],
          ['GET', '/api/referendums?status=closed'],
          ['GET', '/api/referendums/stats'],
          ['GET', `/api/referendums/${referendum.id}`],
          ['GET', `/api/referendums/${referendum.id}/receipts/${receiptCode}`],
          ['GET', `/api/referendums/${referendum.id}/voters`],
        ].flatMap(([method, url]) =>
          [admin, voter, undefined].map(async (who) => (await call(method as Method, url!, who)).body),
        ),
      )),
    ];
    for (const body of answers) {
      expect(body).not.toContain(voter.id);
      expect(body).not.toContain(voter.username);
      // Their display name is 'Voisin <suffix>'.
      expect(body).not.toContain(voter.username.slice('voisin_'.length));
      expect(body).not.toContain('"choice"');
    }
    const voters = await call('GET', `/api/referendums/${referendum.id}/voters`, admin);
    expect(voters.statusCode).toBe(403);
    expect(voters.json().error.code).toBe('REFERENDUM_ANONYMOUS');
  });

  it('a non-anonymous referendum shows its voters and choices to admins only', async () => {
    const referendum = await create({ anonymous: false });
    expect(referendum.canSeeVoters).toBe(true);
    await voteOk(referendum.id, residents[0]!, 'pour');
    await voteOk(referendum.id, residents[1]!, 'contre');
    const res = await call('GET', `/api/referendums/${referendum.id}/voters?limit=1`, admin);
    expect(res.statusCode).toBe(200);
    const first = res.json() as ReferendumVotersPage;
    expect(first.voters).toHaveLength(1);
    const nextRes = await call(
      'GET',
      `/api/referendums/${referendum.id}/voters?limit=1&cursor=${first.nextCursor}`,
      admin,
    );
    expect(nextRes.statusCode, nextRes.body).toBe(200);
    const next = nextRes.json() as ReferendumVotersPage;
    const all = [...first.voters, ...next.voters];
    expect(all.map((v) => [v.id, v.choice]).sort()).toEqual(
      [
        [residents[0]!.id, 'pour'],
        [residents[1]!.id, 'contre'],
      ].sort(),
    );
    expect(next.nextCursor).toBeNull();
    for (const who of [moderator, residents[0]!]) {
      const refused = await call('GET', `/api/referendums/${referendum.id}/voters`, who);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe('ADMINS_ONLY');
      expect(((await call('GET', `/api/referendums/${referendum.id}`, who)).json() as Referendum).canSeeVoters).toBe(
        false,
      );
    }
    expect((await call('GET', `/api/referendums/${referendum.id}/voters`)).statusCode).toBe(401);
    expect((await call('GET', `/api/referendums/${referendum.id}/voters?cursor=%%%`, admin)).statusCode).toBe(400);
  });
});

describe('closing early', () => {
  it('lets a moderator close an active referendum, logged in the moderation log', async () => {
    const referendum = await create();
    await voteOk(referendum.id, residents[0]!, 'pour');
    const res = await call('POST', `/api/referendums/${referendum.id}/close`, moderator, {
      reason: 'Question mal posée',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'closed', canClose: false, votesFor: 1 });
    const { rows: log } = await t.app.pool.query(
      `select moderator_id, action, target_type, target_id, reason from moderation_log where target_id = $1`,
      [referendum.id],
    );
    expect(log).toEqual([
      {
        moderator_id: moderator.id,
        action: 'referendum.close',
        target_type: 'referendum',
        target_id: referendum.id,
        reason: 'Question mal posée',
      },
    ]);
    const late = await vote(referendum.id, residents[1]!, 'pour');
    expect(late.json().error.code).toBe('REFERENDUM_CLOSED');
    const again = await call('POST', `/api/referendums/${referendum.id}/close`, admin, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('REFERENDUM_CLOSED');
  });

  it('refuses residents (403) and visitors (401), and answers 404 for an unknown one', async () => {
    const referendum = await create();
    const byResident = await call('POST', `/api/referendums/${referendum.id}/close`, residents[0], {});
    expect(byResident.statusCode).toBe(403);
    expect(byResident.json().error.code).toBe('MODERATORS_ONLY');
    expect((await call('POST', `/api/referendums/${referendum.id}/close`, undefined, {})).statusCode).toBe(401);
    const missing = await call('POST', '/api/referendums/00000000-0000-4000-8000-000000000000/close', admin, {});
    expect(missing.statusCode).toBe(404);
    const long = await call('POST', `/api/referendums/${referendum.id}/close`, admin, { reason: 'x'.repeat(600) });
    expect(long.statusCode).toBe(400);
    expect(((await call('GET', `/api/referendums/${referendum.id}`)).json() as Referendum).status).toBe('active');
  });
});

describe('lists and stats', () => {
  it('splits Actifs and Terminés with their counts, pages through them, and computes the stats', async () => {
    // A database of its own: the counts are exact.
    const own = await buildTestApp();
    try {
      const [boss, ...people] = await quickResidents(own.app, 5);
      await own.app.pool.query(`update "user" set role = 'admin' where id = $1`, [boss!.id]);
      const post = (url: string, who: QuickResident, payload: object) =>
        own.app.inject({ method: 'POST', url, headers: { cookie: who.cookie, origin: own.env.PUBLIC_URL }, payload });
      const made: Referendum[] = [];
      for (const days of [3, 1, 2]) {
        made.push((await post('/api/referendums', boss!, sample({ endsAt: inDays(days) }))).json() as Referendum);
      }
      // Two of five residents vote in the first, one in the second, and the third is closed: 40 %, 20 %, 0 %.
      await post(`/api/referendums/${made[0]!.id}/votes`, people[0]!, { choice: 'pour' });
      await post(`/api/referendums/${made[0]!.id}/votes`, people[1]!, { choice: 'contre' });
      await post(`/api/referendums/${made[1]!.id}/votes`, people[2]!, { choice: 'pour' });
      await post(`/api/referendums/${made[2]!.id}/close`, boss!, {});

      const get = async <T>(url: string) => (await own.app.inject({ method: 'GET', url })).json() as T;
      const first = await get<ReferendumsPage>('/api/referendums?limit=1');
      expect(first.counts).toEqual({ active: 2, closed: 1 });
      // The soonest to end first.
      expect(first.referendums.map((r) => r.id)).toEqual([made[1]!.id]);
      const second = await get<ReferendumsPage>(`/api/referendums?limit=1&cursor=${first.nextCursor}`);
      expect(second.referendums.map((r) => r.id)).toEqual([made[0]!.id]);
      expect(second.nextCursor).toBeNull();
      const closed = await get<ReferendumsPage>('/api/referendums?status=closed');
      expect(closed.referendums.map((r) => [r.id, r.status])).toEqual([[made[2]!.id, 'closed']]);

      const stats = await get<ReferendumStats>('/api/referendums/stats');
      // Five residents with a verified e-mail, the admin included: (40 + 20 + 0) / 3 = 20.
      expect(stats).toEqual({
        activeReferendums: 2,
        totalVotes: 3,
        totalReferendums: 3,
        averageParticipation: 20,
        defaultElectorate: 'verified_accounts',
      });
      expect((await own.app.inject({ method: 'GET', url: '/api/referendums?status=old' })).statusCode).toBe(400);
      expect((await own.app.inject({ method: 'GET', url: '/api/referendums?cursor=abc' })).statusCode).toBe(400);
      expect((await own.app.inject({ method: 'GET', url: '/api/referendums?limit=5000' })).statusCode).toBe(400);
    } finally {
      await own.close();
    }
  });
});

describe('residents’ proposals', () => {
  const propose = (who: QuickResident | undefined, overrides: object = {}) =>
    call('POST', '/api/referendums/proposals', who, sample({ title: 'Jardins partagés au Stang', ...overrides }));
  const pendingFor = async (who: QuickResident) => call('GET', '/api/moderation/referendum-proposals', who);
  const notificationsOf = async (userId: string) =>
    (
      await t.app.pool.query<{ type: string; content: string; link: string }>(
        `select type, content, link from notifications where user_id = $1 and type like 'referendum_proposal_%'
         order by created_at`,
        [userId],
      )
    ).rows;
  const listedTitles = async (who: QuickResident | undefined) =>
    ((await call('GET', '/api/referendums?status=active&limit=50', who)).json() as ReferendumsPage).referendums.map(
      (r) => r.title,
    );

  it('lets a verified resident propose one; it waits unseen by residents, visitors and the stats', async () => {
    const [proposer, neighbour] = residents as [QuickResident, QuickResident];
    const before = (await call('GET', '/api/referendums/stats')).json() as ReferendumStats;
    const res = await propose(proposer, { title: 'Ruches sur le toit de la mairie' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ status: 'pending', title: 'Ruches sur le toit de la mairie' });
    for (const who of [proposer, neighbour, undefined]) {
      expect(await listedTitles(who)).not.toContain('Ruches sur le toit de la mairie');
    }
    expect((await call('GET', '/api/referendums/stats')).json()).toEqual(before);
    const queue = await pendingFor(moderator);
    expect(queue.statusCode).toBe(200);
    expect(queue.json().proposals).toContainEqual(
      expect.objectContaining({
        title: 'Ruches sur le toit de la mairie',
        proposer: expect.objectContaining({ id: proposer.id }),
      }),
    );
  });

  it('refuses visitors (401), suspended residents, unverified e-mails and past end dates', async () => {
    expect((await propose(undefined)).statusCode).toBe(401);
    expect((await propose(suspended)).json().error.code).toBe('ACCOUNT_SUSPENDED');
    const unverifiedAnswer = await propose(unverified);
    expect(unverifiedAnswer.statusCode).toBe(403);
    expect(unverifiedAnswer.json().error.code).toBe('PROPOSAL_EMAIL_NOT_VERIFIED');
    expect((await propose(residents[2]!, { endsAt: inDays(-1) })).statusCode).toBe(400);
  });

  it('keeps pending proposals from non-staff, and lets only moderators and admins publish or decline', async () => {
    const [proposer, neighbour] = residents as [QuickResident, QuickResident];
    const { id } = (await propose(proposer, { title: 'Boîte à livres place du Marché' })).json() as { id: string };
    for (const who of [proposer, neighbour]) {
      const seen = await pendingFor(who);
      expect(seen.statusCode).toBe(403);
      expect(seen.json().error.code).toBe('MODERATORS_ONLY');
      const publish = await call('POST', `/api/moderation/referendum-proposals/${id}/publish`, who, {});
      expect(publish.statusCode).toBe(403);
      const decline = await call('POST', `/api/moderation/referendum-proposals/${id}/decline`, who, { reason: 'Non' });
      expect(decline.statusCode).toBe(403);
    }
    expect((await call('GET', '/api/moderation/referendum-proposals')).statusCode).toBe(401);
    expect(await listedTitles(proposer)).not.toContain('Boîte à livres place du Marché');
  });

  it('a moderator publishes it: a referendum open to the vote, the proposer notified, logged', async () => {
    const [proposer, neighbour] = residents as [QuickResident, QuickResident];
    const { id } = (await propose(proposer, { title: 'Fête des voisins au Stang' })).json() as { id: string };
    const res = await call('POST', `/api/moderation/referendum-proposals/${id}/publish`, moderator, {});
    expect(res.statusCode, res.body).toBe(200);
    const { referendumId } = res.json() as { referendumId: string };
    expect(await listedTitles(neighbour)).toContain('Fête des voisins au Stang');
    expect((await vote(referendumId, neighbour, 'pour')).statusCode).toBe(201);
    expect(await notificationsOf(proposer.id)).toContainEqual({
      type: 'referendum_proposal_published',
      content: '« Fête des voisins au Stang » est ouvert au vote.',
      link: `/referendum/${referendumId}`,
    });
    const again = await call('POST', `/api/moderation/referendum-proposals/${id}/decline`, moderator, { reason: 'x' });
    expect(again.json().error.code).toBe('REFERENDUM_PROPOSAL_DECIDED');
    const { rows } = await t.app.pool.query(`select action, target_user_id from moderation_log where target_id = $1`, [
      id,
    ]);
    expect(rows).toEqual([{ action: 'referendum_proposal.publish', target_user_id: proposer.id }]);
    expect((await pendingFor(admin)).json().proposals.map((p: { id: string }) => p.id)).not.toContain(id);
  });

  it('a moderator declines it with a reason, told to the proposer; it is never published', async () => {
    const proposer = residents[3]!;
    const { id } = (await propose(proposer, { title: 'Casino sur la plage' })).json() as { id: string };
    expect(
      (await call('POST', `/api/moderation/referendum-proposals/${id}/decline`, admin, { reason: '' })).statusCode,
    ).toBe(400);
    const res = await call('POST', `/api/moderation/referendum-proposals/${id}/decline`, admin, {
      reason: 'Hors des compétences de la commune.',
    });
    expect(res.statusCode, res.body).toBe(204);
    expect(await listedTitles(proposer)).not.toContain('Casino sur la plage');
    expect(await notificationsOf(proposer.id)).toContainEqual({
      type: 'referendum_proposal_declined',
      content: '« Casino sur la plage » n’a pas été retenu : Hors des compétences de la commune.',
      link: '/referendum',
    });
  });

  it('throttles proposals: three a day per resident', async () => {
    const proposer = residents[4]!;
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push((await propose(proposer, { title: `Idée ${i}` })).statusCode);
    expect(answers).toEqual([201, 201, 201, 429]);
  });
});

describe('percentages and policies', () => {
  it('computes percentages with one decimal, adding up to 100', () => {
    expect(votePercentages(0, 0)).toEqual({ percentFor: 0, percentAgainst: 0 });
    expect(votePercentages(1, 2)).toEqual({ percentFor: 33.3, percentAgainst: 66.7 });
    expect(votePercentages(5, 3)).toEqual({ percentFor: 62.5, percentAgainst: 37.5 });
    expect(votePercentages(2, 1)).toEqual({ percentFor: 66.7, percentAgainst: 33.3 });
    expect(votePercentages(7, 0)).toEqual({ percentFor: 100, percentAgainst: 0 });
    for (let a = 0; a < 30; a += 1) {
      for (let b = 1; b < 30; b += 1) {
        const { percentFor, percentAgainst } = votePercentages(a, b);
        expect(Math.round((percentFor + percentAgainst) * 10)).toBe(1000);
      }
    }
  });

  it('manage: moderators and admins; voters: admins on non-anonymous ones', () => {
    expect(canManageReferendums({ role: 'user' })).toBe(false);
    expect(canManageReferendums({ role: 'moderator' })).toBe(true);
    expect(canManageReferendums(null)).toBe(false);
    expect(canSeeVoters({ role: 'admin' }, { anonymous: true })).toBe(false);
    expect(canSeeVoters({ role: 'moderator' }, { anonymous: false })).toBe(false);
    expect(canSeeVoters({ role: 'admin' }, { anonymous: false })).toBe(true);
  });
});
