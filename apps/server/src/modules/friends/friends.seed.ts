import type { FastifyInstance } from 'fastify';
import { inTransaction } from '../../db/sql.ts';
import { everyUserId } from '../../lib/seed-people.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Friendships among the seeded residents (usernames), with how many days ago each began. */
export const SAMPLE_FRIENDSHIPS: ReadonlyArray<[string, string, number]> = [
  ['marie.legoff', 'loic.lefloch', 40],
  ['marie.legoff', 'gwen.riou', 25],
  ['yann_kerbrat', 'loic.lefloch', 30],
  ['yann_kerbrat', 'erwan_kerjean', 12],
  ['loic.lefloch', 'gwen.riou', 60],
  ['gwen.riou', 'erwan_kerjean', 8],
];

/**
 * Pending requests (sender, recipient, days ago), so each demo account finds one to answer on
 * /friends; Marie and Yann, who share Loïc, meet in each other's 'people you may know'.
 */
export const SAMPLE_FRIEND_REQUESTS: ReadonlyArray<[string, string, number]> = [
  ['erwan_kerjean', 'marie.legoff', 2],
  ['gwen.riou', 'yann_kerbrat', 1],
];

/**
 * Loads the sample friendships and requests once: nothing happens when the seeded residents
 * already have a friend or a request (what the demo accounts did survives restarts), nor when one
 * of them is missing.
 */
export async function seedFriends(app: FastifyInstance): Promise<void> {
  const usernames = [...new Set([...SAMPLE_FRIENDSHIPS, ...SAMPLE_FRIEND_REQUESTS].flatMap(([a, b]) => [a, b]))];
  const idOf = await everyUserId(app.pool, 'username', usernames);
  if (!idOf) return;
  const ids = [...idOf.values()];
  const id = (username: string) => idOf.get(username)!;
  const ago = (days: number) => new Date(Date.now() - days * DAY_MS);

  await inTransaction(app.pool, async (client) => {
    const { rowCount } = await client.query(
      `select 1 from friendships where user_low = any($1) or user_high = any($1)
       union all select 1 from friend_requests where sender_id = any($1) or recipient_id = any($1)
       limit 1`,
      [ids],
    );
    if (rowCount) return;
    for (const [a, b, days] of SAMPLE_FRIENDSHIPS) {
      const [low, high] = id(a) < id(b) ? [id(a), id(b)] : [id(b), id(a)];
      await client.query('insert into friendships (user_low, user_high, created_at) values ($1, $2, $3)', [
        low,
        high,
        ago(days),
      ]);
    }
    for (const [sender, recipient, days] of SAMPLE_FRIEND_REQUESTS) {
      await client.query('insert into friend_requests (sender_id, recipient_id, created_at) values ($1, $2, $3)', [
        id(sender),
        id(recipient),
        ago(days),
      ]);
    }
  });
}
