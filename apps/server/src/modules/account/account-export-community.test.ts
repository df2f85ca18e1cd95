import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, caller, createVerifiedUser, type TestApp } from '../../../test/helpers.ts';

describe('account export of community, civic and town-life data', () => {
  let t: TestApp;
  const call = caller(() => t);
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

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
