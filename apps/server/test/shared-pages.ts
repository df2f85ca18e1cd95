import type pg from 'pg';
import { expect, vi } from 'vitest';
import type { Reader } from '../src/db/visibility.ts';
import type { caller } from './helpers.ts';
import type { QuickResident } from './residents.ts';

/** What the tests of a page shared between readers (the feed, a place's posts, reviews) need. */

/** A resident as the services' reader. */
export const asReader = (who: QuickResident, role: 'user' | 'moderator' = 'user'): Reader => ({ id: who.id, role });

/** The names of the statements starting with `prefix` run on `pool` while `fn` runs. */
export async function queriesDuring(pool: pg.Pool, prefix: string, fn: () => Promise<unknown>): Promise<string[]> {
  const spy = vi.spyOn(pool, 'query');
  try {
    await fn();
    return spy.mock.calls
      .map((args) => {
        const q = args[0] as unknown;
        return typeof q === 'object' && q && 'name' in q ? String(q.name) : '';
      })
      .filter((name) => name.startsWith(prefix));
  } finally {
    spy.mockRestore();
  }
}

/** A moderator hides a post, as residents' reports end. */
export async function hidePost(call: ReturnType<typeof caller>, moderator: QuickResident, postId: string) {
  const res = await call('POST', '/api/moderation/content', moderator, {
    targetType: 'post',
    targetId: postId,
    action: 'hide',
    reason: 'Contenu contraire à la charte',
  });
  expect(res.statusCode).toBe(200);
}
