import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { SAMPLE_GROUPS, seedGroups } from './groups.seed.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  // The seeded residents the groups name, without the slow steps that make them (images, passwords).
  const ctx = await t.app.auth.$context;
  for (const username of new Set(SAMPLE_GROUPS.flatMap((g) => g.members))) {
    await ctx.internalAdapter.createUser(
      { name: username, email: `${username}@example.fr`, emailVerified: true, username, displayUsername: username },
      { method: 'email-password' },
    );
  }
});
afterAll(async () => t?.close());

describe('seedGroups', () => {
  it('loads the groups once, with exact member counts, an admin each and their posts', async () => {
    await seedGroups(t.app);
    await seedGroups(t.app);
    const { rows } = await t.app.pool.query<{
      name: string;
      counted: number;
      rows: number;
      admins: number;
      posts: number;
    }>(
      `select g.name, g.members_count as counted,
         (select count(*) from group_members m where m.group_id = g.id)::int as rows,
         (select count(*) from group_members m where m.group_id = g.id and m.role = 'admin')::int as admins,
         (select count(*) from posts p where p.group_id = g.id)::int as posts
       from groups g order by g.name`,
    );
    expect(rows).toHaveLength(SAMPLE_GROUPS.length);
    for (const row of rows) {
      const sample = SAMPLE_GROUPS.find((g) => g.name === row.name)!;
      expect(row).toEqual({
        name: sample.name,
        counted: sample.members.length,
        rows: sample.members.length,
        admins: 1,
        posts: sample.posts.length,
      });
    }
    expect(SAMPLE_GROUPS.some((g) => g.isPrivate)).toBe(true);
  });
});
