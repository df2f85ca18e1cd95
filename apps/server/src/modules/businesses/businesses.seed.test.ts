import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { DIRECTORY_ENTRIES, LOCAL_BUSINESSES, seedBusinesses } from './businesses.seed.ts';
import { seedShowcaseProfiles } from '../profiles/index.ts';
import { seedUsers } from '../auth/index.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

describe('seedBusinesses', () => {
  it(
    'loads 51 local businesses and 20 directory entries once, rated by the seeded residents',
    { timeout: 120_000 },
    async () => {
      expect(LOCAL_BUSINESSES).toHaveLength(51);
      expect(DIRECTORY_ENTRIES).toHaveLength(20);
      await seedUsers(t.app);
      await seedShowcaseProfiles(t.app);
      await seedBusinesses(t.app);
      await seedBusinesses(t.app);
      const { rows } = await t.app.pool.query<{
        n: number;
        verified: number;
        sponsored: number;
        featured: number;
        mismatched: number;
        unrated: number;
      }>(
        `select count(*)::int as n, (count(*) filter (where is_verified))::int as verified,
         (count(*) filter (where is_sponsored))::int as sponsored, (count(*) filter (where is_featured))::int as featured,
         (count(*) filter (where rating is distinct from (select round(avg(rating)::numeric, 1) from reviews r where r.business_id = b.id)
            or reviews_count <> (select count(*) from reviews r where r.business_id = b.id)))::int as mismatched,
         (count(*) filter (where rating is null))::int as unrated
       from businesses b`,
      );
      expect(rows[0]).toMatchObject({ n: 71, mismatched: 0, unrated: 0 });
      expect(rows[0]!.verified).toBeGreaterThan(5);
      expect(rows[0]!.sponsored).toBeGreaterThan(2);
      expect(rows[0]!.featured).toBeGreaterThan(5);
      const { rows: towns } = await t.app.pool.query<{ n: number }>(
        `select count(*)::int as n from businesses where address not like '%Port-Marin'`,
      );
      expect(towns[0]!.n).toBe(0);
    },
  );
});
