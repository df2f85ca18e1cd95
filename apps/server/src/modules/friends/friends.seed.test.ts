import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { SAMPLE_FRIEND_REQUESTS, SAMPLE_FRIENDSHIPS, seedFriends } from './friends.seed.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  // The seeded residents the sample names, without the slow steps that make them (images, passwords).
  const ctx = await t.app.auth.$context;
  for (const username of new Set([...SAMPLE_FRIENDSHIPS, ...SAMPLE_FRIEND_REQUESTS].flatMap(([a, b]) => [a, b]))) {
    await ctx.internalAdapter.createUser(
      { name: username, email: `${username}@example.fr`, emailVerified: true, username, displayUsername: username },
      { method: 'email-password' },
    );
  }
});
afterAll(async () => t?.close());

const count = async (table: string) =>
  (await t.app.pool.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]!.n;

describe('seedFriends', () => {
  it('loads the friendships and requests once, and leaves what residents changed alone', async () => {
    await seedFriends(t.app);
    await seedFriends(t.app);
    expect(await count('friendships')).toBe(SAMPLE_FRIENDSHIPS.length);
    expect(await count('friend_requests')).toBe(SAMPLE_FRIEND_REQUESTS.length);

    // A demo resident refused a request: a restart does not bring it back.
    await t.app.pool.query('delete from friend_requests');
    await seedFriends(t.app);
    expect(await count('friend_requests')).toBe(0);
  });
});
