import type { FastifyInstance } from 'fastify';
import { inTransaction } from '../../db/sql.ts';

/** The demo residents who find saved items on /saved (spec 2's sample: posts, a video, an event). */
export const SAVED_DEMO_USERS = ['marie.legoff', 'yann_kerbrat'] as const;

/**
 * Each demo resident saves others' latest posts (a video first when there is one), the next
 * event and a listing of someone else, on a fresh install only: once anyone saved anything,
 * nothing happens (what a demo resident removed stays removed after a restart).
 */
export async function seedSaved(app: FastifyInstance): Promise<void> {
  const { rows: people } = await app.pool.query<{ id: string }>(
    `select u.id from "user" u where u.username = any($1) and not exists (select 1 from saved_items)`,
    [SAVED_DEMO_USERS],
  );
  for (const { id } of people) {
    await inTransaction(app.pool, async (client) => {
      // Oldest first, so that the newest saved (listed first) is the event, then the posts.
      await client.query(
        `insert into saved_items (user_id, kind, target_id, created_at)
         select $1, 'listing', l.id, now() - interval '3 days' from marketplace_listings l
         where l.seller_id <> $1 and l.status = 'active' and l.hidden_at is null
         order by l.created_at desc limit 1`,
        [id],
      );
      await client.query(
        `insert into saved_items (user_id, kind, target_id, created_at)
         select $1, 'post', p.id, now() - interval '2 days' - n * interval '1 hour'
         from (select p.id, row_number() over (order by p.video_url is null, p.created_at desc) as n
               from posts p
               where p.user_id <> $1 and p.group_id is null and p.business_page_id is null and p.hidden_at is null
               order by p.video_url is null, p.created_at desc limit 3) p`,
        [id],
      );
      await client.query(
        `insert into saved_items (user_id, kind, target_id, created_at)
         select $1, 'event', e.id, now() - interval '1 day' from events e
         where e.starts_at > now() and e.cancelled_at is null and e.hidden_at is null
         order by e.starts_at limit 1`,
        [id],
      );
    });
  }
}
