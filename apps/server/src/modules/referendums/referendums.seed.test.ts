import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { SAMPLE_REFERENDUMS, seedReferendums } from './referendums.seed.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  // The seeded residents who vote, and the admin who creates, without the slow steps of their seeding.
  const ctx = await t.app.auth.$context;
  for (const username of new Set([...SAMPLE_REFERENDUMS.flatMap((r) => r.ballots.map(([u]) => u)), 'admin'])) {
    await ctx.internalAdapter.createUser(
      { name: username, email: `${username}@example.fr`, emailVerified: true, username, displayUsername: username },
      { method: 'email-password' },
    );
  }
});
afterAll(async () => t?.close());

describe('seedReferendums', () => {
  it('loads the referendums once, their counts equal to real ballots, anonymous ones without voters', async () => {
    await seedReferendums(t.app);
    await seedReferendums(t.app);
    const { rows } = await t.app.pool.query<{
      title: string;
      votes_for: number;
      votes_against: number;
      voters: number;
      ballots_for: number;
      ballots_against: number;
      named: number;
      anonymous: boolean;
      active: boolean;
    }>(
      `select r.title, r.votes_for, r.votes_against, r.anonymous, r.ends_at > now() as active,
         (select count(*) from referendum_voters v where v.referendum_id = r.id)::int as voters,
         (select count(*) from referendum_ballots b where b.referendum_id = r.id and b.choice = 'pour')::int as ballots_for,
         (select count(*) from referendum_ballots b where b.referendum_id = r.id and b.choice = 'contre')::int as ballots_against,
         (select count(*) from referendum_ballots b where b.referendum_id = r.id and b.user_id is not null)::int as named
       from referendums r`,
    );
    expect(rows).toHaveLength(SAMPLE_REFERENDUMS.length);
    for (const row of rows) {
      const sample = SAMPLE_REFERENDUMS.find((r) => r.title === row.title)!;
      expect(row.votes_for).toBe(row.ballots_for);
      expect(row.votes_against).toBe(row.ballots_against);
      expect(row.voters).toBe(sample.ballots.length);
      expect(row.votes_for + row.votes_against).toBe(sample.ballots.length);
      expect(row.named).toBe(row.anonymous ? 0 : sample.ballots.length);
      expect(row.active).toBe(sample.endsInDays > 0);
    }
    expect(rows.filter((r) => !r.active).length).toBeGreaterThanOrEqual(1);
  });
});
