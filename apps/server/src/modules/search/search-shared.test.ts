import type { SearchKind, SearchResults } from '@portmarin/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as make from '../../../test/factories.ts';
import { buildTestApp, caller, type TestApp, type VerifiedUser } from '../../../test/helpers.ts';
import { quickResidents, type QuickResident } from '../../../test/residents.ts';

/**
 * Search answers kept in memory (search-shared.ts): each audience's answer is kept until a write
 * changes a document, and a resident's own part (their hidden content, their private groups) is
 * never served to another from the kept answer.
 */

let t: TestApp;
const call = caller(() => t);
let author: VerifiedUser;
let moderator: VerifiedUser;
let member: QuickResident;
let outsider: QuickResident;

type Who = { cookie: string } | undefined;

async function search(q: string, who?: Who): Promise<SearchResults> {
  const res = await call('GET', `/api/search?q=${encodeURIComponent(q)}`, who);
  if (res.statusCode !== 200) throw new Error(`search answered ${res.statusCode}: ${res.body}`);
  return res.json() as SearchResults;
}

async function foundBy(kind: SearchKind, q: string, who: Who): Promise<string[]> {
  return ((await search(q, who))[kind] as Array<{ id: string }>).map((r) => r.id);
}

beforeAll(async () => {
  t = await buildTestApp();
  author = await make.resident(t.app, { name: 'Soizic Le Goff', username: 'soizic_lg' });
  moderator = await make.staff(t.app, 'moderator');
  [member, outsider] = (await quickResidents(t.app, 2)) as [QuickResident, QuickResident];
});
afterAll(async () => t?.close());

describe('search answers kept in memory', () => {
  it('keeps an answer until a write changes a document (a counter alone is not searched)', async () => {
    const post = await make.post(t.app, author, { content: 'Pêche à la langoustine au large' });
    const likes = async (who: Who) =>
      ((await search('langoustine', who)).posts as Array<{ id: string; likesCount: number }>).find(
        (p) => p.id === post.id,
      )?.likesCount;
    expect(await likes(undefined)).toBe(0);
    // Written around the services: no document changes, no invalidation, so the kept answer stays.
    await t.app.pool.query('update posts set likes_count = 7 where id = $1', [post.id]);
    expect(await likes(undefined)).toBe(0);
    // A document written: the kept answer goes at once.
    await make.post(t.app, author, { content: 'Langoustine grillée sur le port' });
    expect(await likes(undefined)).toBe(7);
  });

  it('finds a new post at once, for visitors and residents', async () => {
    expect(await foundBy('posts', 'chalutier', undefined)).toEqual([]);
    expect(await foundBy('posts', 'chalutier', outsider)).toEqual([]);
    const post = await make.post(t.app, author, { content: 'Le chalutier rentre au port ce soir' });
    expect(await foundBy('posts', 'chalutier', undefined)).toEqual([post.id]);
    expect(await foundBy('posts', 'chalutier', outsider)).toEqual([post.id]);
  });

  it('drops a hidden post at once, still found by its author and the moderators', async () => {
    const post = await make.post(t.app, author, { content: 'Vente de maquereaux sur la cale' });
    expect(await foundBy('posts', 'maquereaux', undefined)).toEqual([post.id]);
    expect(await foundBy('posts', 'maquereaux', outsider)).toEqual([post.id]);
    const hidden = await call('POST', '/api/moderation/content', moderator, {
      targetType: 'post',
      targetId: post.id,
      action: 'hide',
      reason: 'Contrôle',
    });
    expect(hidden.statusCode).toBeLessThan(300);
    expect(await foundBy('posts', 'maquereaux', undefined)).toEqual([]);
    expect(await foundBy('posts', 'maquereaux', outsider)).toEqual([]);
    expect(await foundBy('posts', 'maquereaux', author)).toEqual([post.id]);
    expect(await foundBy('posts', 'maquereaux', moderator)).toEqual([post.id]);
    // The author's answer was not kept for the others.
    expect(await foundBy('posts', 'maquereaux', outsider)).toEqual([]);
  });

  it('never serves a private group’s post to a non-member from the kept answer', async () => {
    const group = await make.group(t.app, author, { name: 'Les Goémoniers', isPrivate: true });
    await t.app.pool.query(`insert into group_members (group_id, user_id, role) values ($1, $2, 'member')`, [
      group.id,
      member.id,
    ]);
    const post = await make.post(t.app, author, { content: 'Ramassage du goémon à marée basse', groupId: group.id });
    // The member first, then the others: what the member found is theirs only.
    expect(await foundBy('placePosts', 'goemon', member)).toEqual([post.id]);
    expect(await foundBy('placePosts', 'goemon', outsider)).toEqual([]);
    expect(await foundBy('placePosts', 'goemon', undefined)).toEqual([]);
    expect(await foundBy('placePosts', 'goemon', member)).toEqual([post.id]);
    // Leaving changes no document: the member's part is read on every search.
    expect((await call('POST', `/api/groups/${group.id}/leave`, member)).statusCode).toBeLessThan(300);
    expect(await foundBy('placePosts', 'goemon', member)).toEqual([]);
  });

  it('finds a private group’s documents for a member of many groups, never for a non-member of as many', async () => {
    const group = await make.group(t.app, author, {
      name: 'Les Sauveteurs',
      description: 'Entraînement au canot tous-temps',
      isPrivate: true,
    });
    const post = await make.post(t.app, author, { content: 'Sortie du canot tous-temps samedi', groupId: group.id });
    const [many, alsoMany] = (await quickResidents(t.app, 2)) as [QuickResident, QuickResident];
    // 70 other groups each (more than the search's bound), and for the first, the private group too.
    await t.app.pool.query(
      `insert into groups (name, category, is_private, created_by, members_count)
       select 'Groupe nombreux ' || g, 'Autre', g % 2 = 0, $1, 1 from generate_series(1, 70) g`,
      [author.user.id],
    );
    await t.app.pool.query(
      `insert into group_members (group_id, user_id, role)
       select g.id, r.id, 'member' from groups g cross join unnest($1::text[]) r(id) where g.name like 'Groupe nombreux %'`,
      [[many.id, alsoMany.id]],
    );
    await t.app.pool.query(`insert into group_members (group_id, user_id, role) values ($1, $2, 'member')`, [
      group.id,
      many.id,
    ]);
    expect(await foundBy('groups', 'canot', many)).toEqual([group.id]);
    expect(await foundBy('placePosts', 'canot', many)).toEqual([post.id]);
    expect(await foundBy('groups', 'canot', alsoMany)).toEqual([]);
    expect(await foundBy('placePosts', 'canot', alsoMany)).toEqual([]);
    // Found by its name, the group is anyone's; its description stays its members'.
    const byName = (await search('sauveteurs', alsoMany)).groups as Array<{ id: string; description: string | null }>;
    expect(byName).toEqual([expect.objectContaining({ id: group.id, description: null })]);
  });

  it('shows each resident their own like on a kept answer', async () => {
    const post = await make.post(t.app, author, { content: 'Concours de godille dimanche' });
    const liked = async (who: Who) =>
      ((await search('godille', who)).posts as Array<{ id: string; likedByMe: boolean }>).find((p) => p.id === post.id)
        ?.likedByMe;
    expect(await liked(outsider)).toBe(false);
    await make.like(t.app, member, post.id);
    expect(await liked(member)).toBe(true);
    expect(await liked(outsider)).toBe(false);
  });
});
