import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RowOf } from '../db/rows.ts';
import type { user } from '../db/schema/index.ts';
import { buildTestApp, cookieHeader, me, signInRequest, type TestApp } from '../../test/helpers.ts';
import { runSeed } from './index.ts';
import { SHOWCASE_PROFILES } from '../modules/profiles/index.ts';
import { DEMO_USERS, TOWN_HALL_ACCOUNT } from '../modules/auth/index.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

describe('runSeed', () => {
  // Seeding renders and re-encodes ~40 images and hashes passwords: slow on a busy machine.
  it('is idempotent', { timeout: 120_000 }, async () => {
    await runSeed(t.app);
    await runSeed(t.app);
    const { rows: users } = await t.app.pool.query<RowOf<typeof user>>('select * from "user"');
    const seeded = [...DEMO_USERS, TOWN_HALL_ACCOUNT, ...SHOWCASE_PROFILES];
    expect(users).toHaveLength(seeded.length);
    expect(users.map((u) => u.email).sort()).toEqual(seeded.map((d) => d.email).sort());
    expect(users.every((u) => u.email_verified)).toBe(true);
  });

  it('gives the demo accounts their roles', async () => {
    const { rows: users } = await t.app.pool.query<RowOf<typeof user>>('select * from "user"');
    const roleOf = (username: string) => users.find((u) => u.username === username)?.role;
    expect(roleOf('admin')).toBe('admin');
    expect(roleOf('moderation')).toBe('moderator');
    expect(roleOf('mairie')).toBe('mairie');
    for (const demo of DEMO_USERS) expect(roleOf(demo.username)).toBe(demo.role);
  });

  it('lets the admin sign in with the documented password', async () => {
    const admin = DEMO_USERS.find((d) => d.role === 'admin')!;
    expect(admin.password).toBe('PortMarin-Admin-2025');
    const res = await signInRequest(t.app, admin.email, admin.password);
    expect(res.statusCode).toBe(200);
    const current = await me(t.app, cookieHeader(res));
    expect(current).toMatchObject({ email: admin.email, role: 'admin', emailVerified: true });
  });

  it('seeds the town hall’s announcements, signed in with its documented password', async () => {
    expect(TOWN_HALL_ACCOUNT.password).toBe('PortMarin-Mairie-2025');
    const res = await signInRequest(t.app, TOWN_HALL_ACCOUNT.email, TOWN_HALL_ACCOUNT.password);
    expect(await me(t.app, cookieHeader(res))).toMatchObject({ role: 'mairie' });
    const list = await t.app.inject({ method: 'GET', url: '/api/announcements?scope=all' });
    const { announcements } = list.json() as { announcements: Array<{ status: string; publisher: string }> };
    expect(announcements.map((a) => a.status).sort()).toEqual(['current', 'upcoming']);
    expect(announcements.every((a) => a.publisher === 'Mairie de Port-Marin')).toBe(true);
  });
});
