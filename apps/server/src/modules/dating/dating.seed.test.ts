import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { SAMPLE_DATING_PROFILES, seedDating } from './dating.seed.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  // The seeded residents it names, without the slow steps that make them (images, passwords).
  const ctx = await t.app.auth.$context;
  for (const { username } of SAMPLE_DATING_PROFILES) {
    await ctx.internalAdapter.createUser(
      { name: username, email: `${username}@example.fr`, emailVerified: true, username, displayUsername: username },
      { method: 'email-password' },
    );
  }
});
afterAll(async () => t?.close());

it('gives four adult residents a verified dating profile, once', async () => {
  await seedDating(t.app);
  await seedDating(t.app);
  const { rows } = await t.app.pool.query<{ n: number; adults: number }>(
    `select count(*)::int as n,
       count(*) filter (where age(current_date, a.birth_date) >= interval '18 years'
         and a.verified_at is not null)::int as adults
     from dating_profiles p left join dating_age_checks a on a.user_id = p.user_id`,
  );
  expect(rows[0]).toEqual({ n: 4, adults: 4 });
});
