import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, caller, type TestApp } from './helpers.ts';
import { quickResidents, type QuickResident } from './residents.ts';

/** Moderators acting through a content's ordinary screens are logged; owners acting on theirs are not. */
let t: TestApp;
let owner: QuickResident;
let moderator: QuickResident;

beforeAll(async () => {
  t = await buildTestApp();
  [owner, moderator] = (await quickResidents(t.app, 2)) as [QuickResident, QuickResident];
  await t.app.pool.query(`update "user" set role = 'moderator' where id = $1`, [moderator.id]);
});
afterAll(async () => t?.close());

const call = caller(() => t);

async function one<T>(text: string, values: unknown[] = []): Promise<T> {
  return (await t.app.pool.query(text, values)).rows[0] as T;
}

async function logOf(targetType: string, targetId: string) {
  const { rows } = await t.app.pool.query(
    'select moderator_id, action, target_user_id, reason, details from moderation_log where target_type = $1 and target_id = $2',
    [targetType, targetId],
  );
  return rows;
}

const post = (content = 'Vente de casiers') =>
  one<{ id: string }>('insert into posts (user_id, content) values ($1, $2) returning id', [owner.id, content]);

describe('staff actions on others’ content are logged', () => {
  it('deleting a post, a comment and a story', async () => {
    const p = await post('Annonce douteuse');
    const other = await post();
    const comment = await one<{ id: string }>(
      `insert into comments (post_id, user_id, content) values ($1, $2, 'Commentaire agressif') returning id`,
      [other.id, owner.id],
    );
    const story = await one<{ id: string }>(
      `insert into stories (user_id, image_url, expires_at) values ($1, '/uploads/s.webp', now() + interval '1 day') returning id`,
      [owner.id],
    );
    expect((await call('DELETE', `/api/posts/${p.id}`, moderator)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/posts/${other.id}/comments/${comment.id}`, moderator)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/stories/${story.id}`, moderator)).statusCode).toBe(204);

    expect(await logOf('post', p.id)).toEqual([
      expect.objectContaining({
        moderator_id: moderator.id,
        action: 'delete',
        target_user_id: owner.id,
        details: { excerpt: 'Annonce douteuse' },
      }),
    ]);
    expect(await logOf('comment', comment.id)).toEqual([expect.objectContaining({ moderator_id: moderator.id })]);
    expect(await logOf('story', story.id)).toEqual([expect.objectContaining({ moderator_id: moderator.id })]);
  });

  it('editing and deleting a business page, a directory entry and its flags, deleting a group', async () => {
    const page = await one<{ id: string }>(
      `insert into business_pages (name, category, created_by) values ('Ty Mad', 'Restaurant', $1) returning id`,
      [owner.id],
    );
    const business = await one<{ id: string }>(
      `insert into businesses (business_name, category, created_by) values ('Crêperie', 'Restaurant', $1) returning id`,
      [owner.id],
    );
    const group = await one<{ id: string }>(
      `insert into groups (name, created_by, members_count) values ('Club', $1, 1) returning id`,
      [owner.id],
    );
    await t.app.pool.query(`insert into group_members (group_id, user_id, role) values ($1, $2, 'admin')`, [
      group.id,
      owner.id,
    ]);

    expect(
      (await call('PATCH', `/api/business-pages/${page.id}`, moderator, { description: 'Neutre' })).statusCode,
    ).toBe(200);
    expect(
      (
        await call('PATCH', `/api/businesses/${business.id}`, moderator, {
          businessName: 'Crêperie',
          category: 'Restaurant',
        })
      ).statusCode,
    ).toBeLessThan(300);
    expect(
      (await call('PATCH', `/api/businesses/${business.id}/flags`, moderator, { isVerified: true })).statusCode,
    ).toBe(200);
    expect((await call('DELETE', `/api/business-pages/${page.id}`, moderator)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/businesses/${business.id}`, moderator)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/groups/${group.id}`, moderator)).statusCode).toBe(204);

    expect((await logOf('business-page', page.id)).map((r) => r.action).sort()).toEqual(['delete', 'edit']);
    expect((await logOf('business', business.id)).map((r) => r.action).sort()).toEqual(['delete', 'edit', 'flags']);
    expect(await logOf('group', group.id)).toEqual([
      expect.objectContaining({ moderator_id: moderator.id, action: 'delete' }),
    ]);
  });

  it('logs nothing when owners delete or edit their own', async () => {
    const p = await post();
    const page = await one<{ id: string }>(
      `insert into business_pages (name, category, created_by) values ('Chez Soi', 'Restaurant', $1) returning id`,
      [owner.id],
    );
    expect((await call('DELETE', `/api/posts/${p.id}`, owner)).statusCode).toBe(204);
    expect((await call('PATCH', `/api/business-pages/${page.id}`, owner, { description: 'À nous' })).statusCode).toBe(
      200,
    );
    expect(await logOf('post', p.id)).toEqual([]);
    expect(await logOf('business-page', page.id)).toEqual([]);
  });
});
