import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { SAMPLE_SUGGESTIONS, seedSuggestions } from './suggestions.seed.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  // The seeded residents the ideas name, without the slow steps that make them (images, passwords).
  const ctx = await t.app.auth.$context;
  for (const username of new Set(SAMPLE_SUGGESTIONS.flatMap((s) => [s.author, ...s.voters]))) {
    await ctx.internalAdapter.createUser(
      { name: username, email: `${username}@example.fr`, emailVerified: true, username, displayUsername: username },
      { method: 'email-password' },
    );
  }
});
afterAll(async () => t?.close());

describe('seedSuggestions', () => {
  it('loads the ideas once, their vote counts equal to their votes', async () => {
    await seedSuggestions(t.app);
    await seedSuggestions(t.app);
    const { rows } = await t.app.pool.query<{ title: string; counted: number; rows: number }>(
      `select s.title, s.votes_count as counted,
         (select count(*) from suggestion_votes v where v.suggestion_id = s.id)::int as rows
       from suggestions s order by s.title`,
    );
    expect(rows).toHaveLength(SAMPLE_SUGGESTIONS.length);
    for (const row of rows) {
      const sample = SAMPLE_SUGGESTIONS.find((s) => s.title === row.title)!;
      expect(row).toEqual({ title: sample.title, counted: sample.voters.length, rows: sample.voters.length });
    }
  });
});
