import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { SAVED_DEMO_USERS, seedSaved } from './saved.seed.ts';

let t: TestApp;
const ids = new Map<string, string>();

beforeAll(async () => {
  t = await buildTestApp();
  const ctx = await t.app.auth.$context;
  for (const username of [...SAVED_DEMO_USERS, 'autrice']) {
    const created = await ctx.internalAdapter.createUser(
      { name: username, email: `${username}@example.fr`, emailVerified: true, username, displayUsername: username },
      { method: 'email-password' },
    );
    ids.set(username, created.id);
  }
  const author = ids.get('autrice')!;
  await t.app.pool.query(
    `insert into posts (user_id, content, video_url) values ($1, 'Recette du kouign-amann', null),
       ($1, 'La marée en vidéo', 'https://videos.example/maree.mp4'), ($2, 'Mon propre message', null)`,
    [author, ids.get('marie.legoff')],
  );
  await t.app.pool.query(
    `insert into events (title, starts_at, location, category, organizer_id)
     values ('Fest-noz sur le port', now() + interval '2 days', 'Quai', 'Musique', $1),
            ('Passé', now() - interval '2 days', 'Quai', 'Musique', $1)`,
    [author],
  );
  await t.app.pool.query(
    `insert into marketplace_listings (seller_id, title, price_cents, category, condition, location)
     values ($1, 'Vélo électrique de ville', 90000, 'Loisirs', 'Bon état', 'Port')`,
    [author],
  );
});
afterAll(async () => t?.close());

const savedOf = async (username: string) =>
  (
    await t.app.pool.query<{ what: string }>(
      `select coalesce(p.content, e.title, l.title) as what from saved_items s
         left join posts p on s.kind = 'post' and p.id = s.target_id
         left join events e on s.kind = 'event' and e.id = s.target_id
         left join marketplace_listings l on s.kind = 'listing' and l.id = s.target_id
       where s.user_id = $1 order by s.created_at desc`,
      [ids.get(username)],
    )
  ).rows.map((r) => r.what);

describe('seedSaved', () => {
  it('saves others’ posts (the video first), the next event and a listing, once', async () => {
    await seedSaved(t.app);
    await seedSaved(t.app);
    expect(await savedOf('marie.legoff')).toEqual([
      'Fest-noz sur le port',
      'La marée en vidéo',
      'Recette du kouign-amann',
      'Vélo électrique de ville',
    ]);
    expect(await savedOf('yann_kerbrat')).toHaveLength(5);

    // Marie removed hers: a restart does not bring them back.
    await t.app.pool.query('delete from saved_items where user_id = $1', [ids.get('marie.legoff')]);
    await seedSaved(t.app);
    expect(await savedOf('marie.legoff')).toEqual([]);
  });
});
