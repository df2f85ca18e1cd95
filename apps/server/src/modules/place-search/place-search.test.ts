import type { FeedPage, Post } from '@portmarin/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as make from '../../../test/factories.ts';
import { buildTestApp, caller, forgedCursor, type TestApp, type VerifiedUser } from '../../../test/helpers.ts';

/** Searching one group's or one business page's posts: what is found, by whom, and the refusals. */

let t: TestApp;
let gwen: VerifiedUser;
let yann: VerifiedUser;
let moderator: VerifiedUser;
let hikers: string;
let harbour: string;
let fishmonger: string;
let slippery: Post;

const call = caller(() => t);

async function found(url: string, who?: VerifiedUser): Promise<string[]> {
  const res = await call('GET', url, who);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as FeedPage).posts.map((p) => p.content);
}

const inGroup = (id: string, q: string, extra = '') =>
  `/api/groups/${id}/posts/search?q=${encodeURIComponent(q)}${extra}`;
const onPage = (id: string, q: string) => `/api/business-pages/${id}/posts/search?q=${encodeURIComponent(q)}`;

beforeAll(async () => {
  t = await buildTestApp();
  gwen = await make.resident(t.app, { name: 'Gwen Riou' });
  yann = await make.resident(t.app, { name: 'Yann Morvan' });
  moderator = await make.staff(t.app, 'moderator');
  hikers = (await make.group(t.app, gwen, { name: 'Randonneurs du littoral', isPrivate: false })).id;
  harbour = (await make.group(t.app, gwen, { name: 'Plaisanciers du bassin Nord', isPrivate: true })).id;
  fishmonger = (await make.businessPage(t.app, gwen, { name: 'Poissonnerie Le Goff', category: 'Commerce de détail' }))
    .id;

  await make.post(t.app, gwen, {
    content: 'Sortie dimanche au phare, retour par la plage.',
    groupId: hikers,
    minutesAgo: 60,
  });
  slippery = await make.post(t.app, gwen, {
    content: 'Attention, le passage de la crique est glissant à marée haute.',
    groupId: hikers,
    minutesAgo: 30,
  });
  await make.post(t.app, gwen, { content: 'Nouvelle sortie au phare samedi.', groupId: hikers, minutesAgo: 10 });
  await make.post(t.app, gwen, { content: 'Le ponton C sera fermé lundi.', groupId: harbour });
  await make.post(t.app, gwen, { content: 'Arrivage de homards bleus ce matin !', businessPageId: fishmonger });
  // The same words in the feed and in another place are not this place's.
  await make.post(t.app, yann, { content: 'Le phare est magnifique ce soir.' });
  await make.post(t.app, gwen, { content: 'Homards bleus au marché.' });
});

afterAll(async () => {
  await t.close();
});

describe('searching a place’s posts', () => {
  it('finds the posts of the group that hold every word, as prefixes, accents ignored, newest first', async () => {
    expect(await found(inGroup(hikers, 'phare'))).toEqual([
      'Nouvelle sortie au phare samedi.',
      'Sortie dimanche au phare, retour par la plage.',
    ]);
    expect(await found(inGroup(hikers, 'GLISS maree'), yann)).toEqual([slippery.content]);
    expect(await found(inGroup(hikers, 'homards'))).toEqual([]);
  });

  it('finds a business page’s posts, and only its own', async () => {
    expect(await found(onPage(fishmonger, 'homard'))).toEqual(['Arrivage de homards bleus ce matin !']);
    expect(await found(onPage(fishmonger, 'phare'))).toEqual([]);
  });

  it('pages the matches with the cursor of the previous page', async () => {
    const first = (await (await call('GET', inGroup(hikers, 'sortie', '&limit=1'))).json()) as FeedPage;
    expect(first.posts.map((p) => p.content)).toEqual(['Nouvelle sortie au phare samedi.']);
    expect(first.nextCursor).not.toBeNull();
    const second = (await (
      await call('GET', inGroup(hikers, 'sortie', `&limit=1&cursor=${encodeURIComponent(first.nextCursor!)}`))
    ).json()) as FeedPage;
    expect(second.posts.map((p) => p.content)).toEqual(['Sortie dimanche au phare, retour par la plage.']);
    expect(second.nextCursor).toBeNull();
  });

  it('keeps a private group’s posts to its members', async () => {
    expect(await found(inGroup(harbour, 'ponton'), gwen)).toEqual(['Le ponton C sera fermé lundi.']);
    for (const who of [yann, undefined]) {
      const refused = await call('GET', inGroup(harbour, 'ponton'), who);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ error: { code: 'GROUP_PRIVATE' } });
    }
  });

  it('leaves out a post moderation hid, except for its author', async () => {
    const hidden = await make.post(t.app, gwen, { content: 'Crique interdite ce week-end.', groupId: hikers });
    const res = await call('POST', '/api/moderation/content', moderator, {
      targetType: 'post',
      targetId: hidden.id,
      action: 'hide',
      reason: 'Information fausse',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await found(inGroup(hikers, 'crique'), yann)).toEqual([slippery.content]);
    expect(await found(inGroup(hikers, 'crique'), gwen)).toEqual([hidden.content, slippery.content]);
  });

  it('answers 4xx in French to what it cannot search', async () => {
    const cases: Array<[string, number, string]> = [
      [inGroup(hikers, ''), 400, 'Saisissez un mot à chercher.'],
      [inGroup(hikers, '   '), 400, 'Saisissez un mot à chercher.'],
      [inGroup(hikers, 'x'.repeat(101)), 400, 'La recherche contient au plus 100 caractères.'],
      [`/api/groups/pas-un-id/posts/search?q=phare`, 400, 'Identifiant de groupe invalide.'],
      [`/api/business-pages/pas-un-id/posts/search?q=phare`, 400, 'Identifiant de page invalide.'],
      [inGroup(crypto.randomUUID(), 'phare'), 404, "Ce groupe n'existe pas ou a été supprimé."],
      [onPage(crypto.randomUUID(), 'phare'), 404, "Cette page professionnelle n'existe pas."],
      [inGroup(hikers, 'phare', `&cursor=${forgedCursor(['2026-01-01', 'x'])}`), 400, ''],
      [inGroup(hikers, 'phare', '&limit=0'), 400, ''],
    ];
    for (const [url, status, message] of cases) {
      const res = await call('GET', url);
      expect(res.statusCode, url).toBe(status);
      if (message) expect((res.json() as { error: { message: string } }).error.message, url).toContain(message);
    }
  });

  it('finds nothing, without an error, in a query of punctuation only', async () => {
    expect(await found(inGroup(hikers, '!?…'))).toEqual([]);
  });
});
