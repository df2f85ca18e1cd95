import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, caller, createVerifiedUser, type TestApp } from '../../../test/helpers.ts';
import { COMMUNITY_SECTIONS, EXPORTED_ELSEWHERE_OR_WITHHELD } from './account.export-community.ts';

describe('account export of community, civic and town-life data', () => {
  let t: TestApp;
  const call = caller(() => t);
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('accounts for every column that points at a resident: exported, or withheld on purpose', async () => {
    const { rows } = await t.app.pool.query<{ ref: string }>(
      `select c.conrelid::regclass::text || '.' || a.attname as ref
         from pg_constraint c
         join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
        where c.contype = 'f' and c.confrelid = '"user"'::regclass`,
    );
    const exported = new Set(COMMUNITY_SECTIONS.map((s) => `${s.table}.${s.owner}`));
    const unaccounted = rows
      .map((r) => r.ref.replaceAll('"', ''))
      .filter((ref) => !exported.has(ref) && !EXPORTED_ELSEWHERE_OR_WITHHELD.has(ref));
    expect(unaccounted).toEqual([]);
  });

  it("hands out the resident's ideas, reports and requests, and nobody else's", async () => {
    const [resident, other] = [await createVerifiedUser(t.app), await createVerifiedUser(t.app)];
    const idea = await call('POST', '/api/suggestions', resident, {
      title: 'Des bancs sur la jetée',
      description: 'Pour regarder les bateaux rentrer.',
      category: 'contenu',
    });
    expect(idea.statusCode, idea.body).toBe(201);
    const post = await call('POST', '/api/posts', other, { content: 'Achetez mes montres de luxe' });
    const report = await call('POST', '/api/reports', resident, {
      targetType: 'post',
      targetId: post.json().id,
      reason: 'spam',
    });
    expect(report.statusCode, report.body).toBe(201);
    const request = await call('POST', '/api/moderation/requests', resident, {
      recipient: 'moderator',
      message: 'Mon voisin publie des annonces en double.',
    });
    expect(request.statusCode, request.body).toBe(201);

    const mine = (await call('GET', '/api/account/export', resident)).json();
    expect(mine.ideas).toEqual([expect.objectContaining({ title: 'Des bancs sur la jetée', category: 'contenu' })]);
    expect(mine.contentReports).toEqual([
      expect.objectContaining({ targetType: 'post', targetId: post.json().id, reason: 'spam' }),
    ]);
    expect(mine.moderationRequests).toEqual([
      expect.objectContaining({ recipient: 'moderator', message: 'Mon voisin publie des annonces en double.' }),
    ]);

    const theirs = (await call('GET', '/api/account/export', other)).json();
    for (const name of ['ideas', 'contentReports', 'moderationRequests']) expect(theirs[name]).toEqual([]);
  });
});
