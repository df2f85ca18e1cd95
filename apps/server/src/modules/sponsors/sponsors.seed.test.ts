import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { sampleSponsors, seedSponsors } from './sponsors.seed.ts';
import { DEMO_USERS } from '../auth/index.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  // The seeded admin owns the logos, without the slow steps that make the demo accounts.
  const admin = DEMO_USERS.find((u) => u.role === 'admin')!;
  const ctx = await t.app.auth.$context;
  await ctx.internalAdapter.createUser(
    { name: admin.name, email: admin.email, emailVerified: true, username: admin.username },
    { method: 'email-password' },
  );
});
afterAll(async () => t?.close());

describe('seedSponsors', () => {
  it('loads the sponsors once, active, in order, each with an uploaded logo', async () => {
    await seedSponsors(t.app);
    await seedSponsors(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/api/sponsors' });
    const { sponsors } = res.json() as { sponsors: Array<{ name: string; imageUrl: string | null }> };
    expect(sponsors.map((s) => s.name)).toEqual(sampleSponsors(t.app.town).map((s) => s.name));
    for (const sponsor of sponsors) {
      expect(sponsor.imageUrl).toMatch(/^\/uploads\//);
      expect((await t.app.inject({ method: 'GET', url: sponsor.imageUrl! })).statusCode).toBe(200);
    }
  });
});
