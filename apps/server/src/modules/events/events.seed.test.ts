import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { SAMPLE_EVENTS, seedEvents } from './events.seed.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  // The seeded residents the events name, without the slow steps that make them (images, passwords).
  const ctx = await t.app.auth.$context;
  for (const username of new Set(SAMPLE_EVENTS.flatMap((e) => [e.organizer, ...e.participants]))) {
    await ctx.internalAdapter.createUser(
      { name: username, email: `${username}@example.fr`, emailVerified: true, username, displayUsername: username },
      { method: 'email-password' },
    );
  }
});
afterAll(async () => t?.close());

type Row = { title: string; category: string; upcoming: boolean; meeting: boolean; counted: number; rows: number };
const readEvents = async () =>
  (
    await t.app.pool.query<Row>(
      `select e.title, e.category, e.starts_at > now() as upcoming, e.for_meeting_people as meeting,
         e.attendees_count as counted, (select count(*) from event_participants p where p.event_id = e.id)::int as rows
       from events e order by e.starts_at`,
    )
  ).rows;

describe('seedEvents', () => {
  it('loads upcoming events once, in the four categories, two for meeting people, counts exact', async () => {
    await seedEvents(t.app);
    await seedEvents(t.app);
    const rows = await readEvents();
    expect(rows).toHaveLength(SAMPLE_EVENTS.length);
    expect(new Set(rows.map((r) => r.category))).toEqual(new Set(['Musique', 'Tech', 'Sport', 'Culture']));
    expect(rows.filter((r) => r.meeting).length).toBeGreaterThanOrEqual(2);
    for (const row of rows) {
      expect(row.upcoming).toBe(true);
      expect(row.counted).toBe(row.rows);
    }
  });

  it('adds a sample again, dated from today, once its copy is past', async () => {
    await t.app.pool.query(`update events set starts_at = now() - interval '1 day' where title = $1`, [
      SAMPLE_EVENTS[0]!.title,
    ]);
    await seedEvents(t.app);
    const rows = await readEvents();
    expect(rows).toHaveLength(SAMPLE_EVENTS.length + 1);
    expect(rows.filter((r) => r.title === SAMPLE_EVENTS[0]!.title && r.upcoming)).toHaveLength(1);
  });
});
