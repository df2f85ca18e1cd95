import { ERRORS, type Suggestion } from '@portmarin/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTown } from '../../config/town.ts';
import { buildTestApp, caller, type TestApp } from '../../../test/helpers.ts';
import { quickResidents, type QuickResident } from '../../../test/residents.ts';
import { setResidence } from '../../../test/verified-residents.ts';

/** The town setting `verification.requiredForCivicVoice` (issue 37): the idea box's votes. */

type Town = { app: TestApp; author: QuickResident; verified: QuickResident; unverified: QuickResident };
let strict: Town;
let open: Town;
let revoked: QuickResident;
let expired: QuickResident;

async function townWith(requiredForCivicVoice: boolean): Promise<Town> {
  const town = loadTown();
  const app = await buildTestApp(
    {},
    { town: { ...town, verification: { ...town.verification, requiredForCivicVoice } } },
  );
  const [author, verified, unverified] = (await quickResidents(app.app, 3)) as [
    QuickResident,
    QuickResident,
    QuickResident,
  ];
  await setResidence(app.app, verified.id, 'verified');
  return { app, author, verified, unverified };
}

beforeAll(async () => {
  [strict, open] = await Promise.all([townWith(true), townWith(false)]);
  [revoked, expired] = (await quickResidents(strict.app.app, 2)) as [QuickResident, QuickResident];
  await setResidence(strict.app.app, revoked.id, 'revoked');
  await setResidence(strict.app.app, expired.id, 'expired');
});
afterAll(async () => Promise.all([strict?.app.close(), open?.app.close()]));

async function idea(town: Town): Promise<Suggestion> {
  const res = await caller(() => town.app)('POST', '/api/suggestions', town.author, {
    title: 'Des bancs face à la mer',
    description: 'Quelques bancs le long du sentier côtier, pour les promeneurs âgés.',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Suggestion;
}

const vote = (town: Town, who: QuickResident | undefined, id: string) =>
  caller(() => town.app)('POST', `/api/suggestions/${id}/vote`, who);

describe('voting in the idea box when the town requires verified residents', () => {
  it('refuses a visitor (401)', async () => {
    const { id } = await idea(strict);
    expect((await vote(strict, undefined, id)).statusCode).toBe(401);
  });

  it('refuses an unverified resident (403, French message) and counts nothing', async () => {
    const { id } = await idea(strict);
    const res = await vote(strict, strict.unverified, id);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({
      code: 'SUGGESTION_VOTE_RESIDENT_NOT_VERIFIED',
      message: ERRORS.SUGGESTION_VOTE_RESIDENT_NOT_VERIFIED.message,
    });
    const { rows } = await strict.app.app.pool.query<{ n: number }>(
      'select count(*)::int as n from suggestion_votes where suggestion_id = $1',
      [id],
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('refuses a revoked or an expired verification', async () => {
    const { id } = await idea(strict);
    for (const who of [revoked, expired]) {
      const res = await vote(strict, who, id);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('SUGGESTION_VOTE_RESIDENT_NOT_VERIFIED');
    }
  });

  it('counts a verified resident’s vote', async () => {
    const { id } = await idea(strict);
    const res = await vote(strict, strict.verified, id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ votesCount: 1, hasVoted: true });
  });
});

describe('voting in the idea box with the setting off (the default)', () => {
  it('is off in the town file', () => {
    expect(loadTown().verification.requiredForCivicVoice).toBe(false);
  });

  it('counts an unverified resident’s vote', async () => {
    const { id } = await idea(open);
    const res = await vote(open, open.unverified, id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ votesCount: 1, hasVoted: true });
  });
});
