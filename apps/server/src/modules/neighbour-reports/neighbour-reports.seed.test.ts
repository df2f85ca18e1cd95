import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { SAMPLE_REPORTS, seedNeighbourReports } from './neighbour-reports.seed.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  // The seeded residents the reports name, without the slow steps that make them (images, passwords).
  const ctx = await t.app.auth.$context;
  for (const username of new Set(SAMPLE_REPORTS.flatMap((r) => [r.reporter, ...r.followers]))) {
    await ctx.internalAdapter.createUser(
      { name: username, email: `${username}@example.fr`, emailVerified: true, username, displayUsername: username },
      { method: 'email-password' },
    );
  }
  await ctx.internalAdapter.createUser(
    { name: 'Modération', email: 'moderation@portmarin.fr', emailVerified: true, username: 'moderation' },
    { method: 'email-password' },
  );
});
afterAll(async () => t?.close());

describe('seedNeighbourReports', () => {
  it('loads the reports once, with exact follower counts, their history and logged status changes', async () => {
    await seedNeighbourReports(t.app);
    await seedNeighbourReports(t.app);
    const { rows } = await t.app.pool.query<{
      title: string;
      status: string;
      resolved: boolean;
      counted: number;
      rows: number;
      updates: number;
      logged: number;
    }>(
      `select r.title, r.status, r.resolved_at is not null as resolved, r.followers_count as counted,
         (select count(*) from neighbour_report_follows f where f.report_id = r.id)::int as rows,
         (select count(*) from neighbour_report_updates u where u.report_id = r.id)::int as updates,
         (select count(*) from moderation_log l where l.target_id = r.id::text)::int as logged
       from neighbour_reports r`,
    );
    expect(rows).toHaveLength(SAMPLE_REPORTS.length);
    for (const row of rows) {
      const sample = SAMPLE_REPORTS.find((r) => r.title === row.title)!;
      const status = sample.updates.at(-1)?.status ?? 'nouveau';
      expect(row).toEqual({
        title: sample.title,
        status,
        resolved: status === 'resolu',
        counted: sample.followers.length,
        rows: sample.followers.length,
        updates: sample.updates.length + 1,
        logged: sample.updates.length,
      });
    }
  });
});
