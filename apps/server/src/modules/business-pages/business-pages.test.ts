import type { BusinessPage, BusinessPagesPage, FeedPage, NotificationsPage } from '@portmarin/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RowOf } from '../../db/rows.ts';
import type { businessPages } from './business-pages.schema.ts';
import * as make from '../../../test/factories.ts';
import { buildTestApp, caller, type TestApp } from '../../../test/helpers.ts';
import type { QuickResident } from '../../../test/residents.ts';
import { canEditBusinessPage } from './business-pages.policy.ts';

let t: TestApp;
let owner: QuickResident;
let other: QuickResident;
let admin: QuickResident;
let moderator: QuickResident;

beforeAll(async () => {
  t = await buildTestApp();
  [owner, other, admin, moderator] = (await make.residents(t.app, 4)) as [
    QuickResident,
    QuickResident,
    QuickResident,
    QuickResident,
  ];
  await make.promote(t.app, admin, 'admin');
  await make.promote(t.app, moderator, 'moderator');
});

async function storedPage(id: string): Promise<RowOf<typeof businessPages> | undefined> {
  return (await t.app.pool.query<RowOf<typeof businessPages>>('select * from business_pages where id = $1', [id]))
    .rows[0];
}
afterAll(async () => t?.close());

const call = caller(() => t);

async function createPage(cookie = owner.cookie, body: object = { name: 'Café du Port' }): Promise<BusinessPage> {
  const res = await call('POST', '/api/business-pages', cookie, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as BusinessPage;
}

describe('creating a business page', () => {
  it('trims the name and stores blank fields as null', async () => {
    const page = await createPage(owner.cookie, {
      name: '  Crêperie Ty Mad  ',
      description: '   ',
      category: '',
      contactEmail: ' contact@tymad.fr ',
      contactPhone: '',
      websiteUrl: 'https://www.tymad.fr',
      address: '  4 rue du Phare ',
    });
    expect(page).toMatchObject({
      name: 'Crêperie Ty Mad',
      description: null,
      category: null,
      contactEmail: 'contact@tymad.fr',
      contactPhone: null,
      websiteUrl: 'https://www.tymad.fr',
      address: '4 rue du Phare',
      followersCount: 0,
      rating: null,
      reviewsCount: 0,
      followedByMe: false,
      isOwner: true,
      canEdit: true,
      owner: { id: owner.id, username: owner.username },
    });
    expect(await storedPage(page.id)).toMatchObject({
      created_by: owner.id,
      description: null,
      category: null,
      contact_phone: null,
    });
  });

  it('requires a name after trimming (400, the spec message)', async () => {
    for (const name of ['', '   ', '\u200B']) {
      const res = await call('POST', '/api/business-pages', owner.cookie, { name });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toContain('Le nom de la page est requis');
    }
    const missing = await call('POST', '/api/business-pages', owner.cookie, { description: 'Sans nom' });
    expect(missing.statusCode).toBe(400);
  });

  it('takes only the 11 categories, valid e-mails and web addresses', async () => {
    const page = await createPage(owner.cookie, { name: 'Institut Iodé', category: 'Beauté et Bien-être' });
    expect(page.category).toBe('Beauté et Bien-être');
    for (const body of [
      { name: 'X', category: 'Boulangerie' },
      { name: 'X', contactEmail: 'pas-un-email' },
      { name: 'X', websiteUrl: 'javascript:alert(1)' },
      { name: 'X', websiteUrl: 'www.sans-protocole.fr' },
      { name: 'X', contactPhone: 'appelez-moi' },
      { name: 'X', unknown: 'field' },
      { name: 'X\u0000' },
    ]) {
      const res = await call('POST', '/api/business-pages', owner.cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.message).toEqual(expect.any(String));
    }
  });

  it('refuses visitors (401)', async () => {
    const res = await call('POST', '/api/business-pages', undefined, { name: 'Anonyme' });
    expect(res.statusCode).toBe(401);
  });

  it('is throttled per resident (429 in French)', async () => {
    const [busy] = await make.residents(t.app, 1);
    const answers = [];
    for (let i = 0; i < 11; i += 1)
      answers.push(await call('POST', '/api/business-pages', busy!.cookie, { name: `Page ${i}` }));
    expect(answers.slice(0, 10).every((r) => r.statusCode === 201)).toBe(true);
    expect(answers[10]!.statusCode).toBe(429);
    expect(answers[10]!.json().error.message).toContain('trop de pages');
  });
});

describe('listing and reading', () => {
  // A fresh owner per block: creating pages is throttled per resident.
  beforeAll(async () => {
    owner = (await make.residents(t.app, 1))[0]!;
  });

  it('lists pages newest first, by cursor', async () => {
    const a = await createPage(other.cookie, { name: 'Page A' });
    const b = await createPage(other.cookie, { name: 'Page B' });
    const first = (await call('GET', '/api/business-pages?limit=1')).json() as BusinessPagesPage;
    expect(first.pages.map((p) => p.id)).toEqual([b.id]);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = (
      await call('GET', `/api/business-pages?limit=1&cursor=${first.nextCursor}`)
    ).json() as BusinessPagesPage;
    expect(second.pages.map((p) => p.id)).toEqual([a.id]);
    const bad = await call('GET', '/api/business-pages?cursor=zzz');
    expect(bad.statusCode).toBe(400);
  });

  it('reads one page for visitors, 404 for an unknown one, 400 for a bad id', async () => {
    const page = await createPage();
    const res = await call('GET', `/api/business-pages/${page.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: page.id, isOwner: false, canEdit: false, followedByMe: false });
    expect((await call('GET', '/api/business-pages/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await call('GET', '/api/business-pages/nope')).statusCode).toBe(400);
  });
});

describe('editing and deleting', () => {
  // A fresh owner per block: creating pages is throttled per resident.
  beforeAll(async () => {
    owner = (await make.residents(t.app, 1))[0]!;
  });

  it('lets the owner edit, with trimming and nulls', async () => {
    const page = await createPage(owner.cookie, { name: 'Voilerie', description: 'Voiles' });
    const res = await call('PATCH', `/api/business-pages/${page.id}`, owner.cookie, {
      name: ' Voilerie Le Gall ',
      description: '  ',
      category: 'Services',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Voilerie Le Gall', description: null, category: 'Services' });
    const blank = await call('PATCH', `/api/business-pages/${page.id}`, owner.cookie, { name: ' ' });
    expect(blank.statusCode).toBe(400);
  });

  it('refuses another resident (403) and a visitor (401)', async () => {
    const page = await createPage();
    const patch = await call('PATCH', `/api/business-pages/${page.id}`, other.cookie, { name: 'Piraté' });
    expect(patch.statusCode).toBe(403);
    const del = await call('DELETE', `/api/business-pages/${page.id}`, other.cookie);
    expect(del.statusCode).toBe(403);
    expect((await call('PATCH', `/api/business-pages/${page.id}`, undefined, { name: 'x' })).statusCode).toBe(401);
    expect((await call('DELETE', `/api/business-pages/${page.id}`)).statusCode).toBe(401);
    expect((await storedPage(page.id))?.name).toBe('Café du Port');
    const read = (await call('GET', `/api/business-pages/${page.id}`, other.cookie)).json() as BusinessPage;
    expect(read.canEdit).toBe(false);
  });

  it('lets an admin and a moderator edit; an admin deletes', async () => {
    const page = await createPage();
    const byAdmin = await call('PATCH', `/api/business-pages/${page.id}`, admin.cookie, { address: '1 quai Est' });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json()).toMatchObject({ address: '1 quai Est', isOwner: false, canEdit: true });
    const byModerator = await call('PATCH', `/api/business-pages/${page.id}`, moderator.cookie, {
      contactPhone: '02 97 00 00 00',
    });
    expect(byModerator.statusCode).toBe(200);
    expect((await call('DELETE', `/api/business-pages/${page.id}`, admin.cookie)).statusCode).toBe(204);
    expect((await call('GET', `/api/business-pages/${page.id}`)).statusCode).toBe(404);
  });

  it('lets the owner delete the page with its posts', async () => {
    const page = await createPage();
    const post = await call('POST', '/api/posts', owner.cookie, {
      content: 'Ouvert ce dimanche',
      businessPageId: page.id,
    });
    expect(post.statusCode, post.body).toBe(201);
    expect((await call('DELETE', `/api/business-pages/${page.id}`, owner.cookie)).statusCode).toBe(204);
    expect((await call('GET', `/api/posts/${post.json().id}`)).statusCode).toBe(404);
  });

  it('policy: owner, moderator and admin only', () => {
    const page = { createdBy: 'u1' };
    expect(canEditBusinessPage({ id: 'u1', role: 'user' }, page)).toBe(true);
    expect(canEditBusinessPage({ id: 'u2', role: 'user' }, page)).toBe(false);
    expect(canEditBusinessPage({ id: 'u2', role: 'moderator' }, page)).toBe(true);
    expect(canEditBusinessPage({ id: 'u2', role: 'admin' }, page)).toBe(true);
    expect(canEditBusinessPage(null, page)).toBe(false);
  });
});

describe('following', () => {
  // A fresh owner per block: creating pages is throttled per resident.
  beforeAll(async () => {
    owner = (await make.residents(t.app, 1))[0]!;
  });

  it('counts exactly, idempotent both ways', async () => {
    const page = await createPage();
    const follow = () => call('POST', `/api/business-pages/${page.id}/follow`, other.cookie);
    const unfollow = () => call('DELETE', `/api/business-pages/${page.id}/follow`, other.cookie);
    expect((await follow()).json()).toEqual({ following: true, followersCount: 1 });
    expect((await follow()).json()).toEqual({ following: true, followersCount: 1 });
    const read = (await call('GET', `/api/business-pages/${page.id}`, other.cookie)).json() as BusinessPage;
    expect(read).toMatchObject({ followersCount: 1, followedByMe: true });
    expect((await unfollow()).json()).toEqual({ following: false, followersCount: 0 });
    expect((await unfollow()).json()).toEqual({ following: false, followersCount: 0 });
  });

  it('stays exact under concurrent follows and unfollows', async () => {
    const page = await createPage();
    const crowd = await make.residents(t.app, 20);
    const url = `/api/business-pages/${page.id}/follow`;
    // Each resident follows twice at once; then half of them unfollow twice at once.
    await Promise.all(crowd.flatMap((r) => [call('POST', url, r.cookie), call('POST', url, r.cookie)]));
    let read = (await call('GET', `/api/business-pages/${page.id}`)).json() as BusinessPage;
    expect(read.followersCount).toBe(20);
    await Promise.all(
      crowd.slice(0, 10).flatMap((r) => [call('DELETE', url, r.cookie), call('DELETE', url, r.cookie)]),
    );
    read = (await call('GET', `/api/business-pages/${page.id}`)).json() as BusinessPage;
    const { rows } = await t.app.pool.query('select 1 from business_page_follows where page_id = $1', [page.id]);
    expect(read.followersCount).toBe(10);
    expect(rows).toHaveLength(10);
  });

  it('refuses visitors (401) and unknown pages (404)', async () => {
    const page = await createPage();
    expect((await call('POST', `/api/business-pages/${page.id}/follow`)).statusCode).toBe(401);
    expect((await call('DELETE', `/api/business-pages/${page.id}/follow`)).statusCode).toBe(401);
    const unknown = '00000000-0000-4000-8000-000000000000';
    const res = await call('POST', `/api/business-pages/${unknown}/follow`, other.cookie);
    expect(res.statusCode).toBe(404);
    expect((res.json() as { error: { code: string } }).error.code).toBe('BUSINESS_PAGE_NOT_FOUND');
    expect((await call('DELETE', `/api/business-pages/${unknown}/follow`, other.cookie)).statusCode).toBe(404);
  });

  it('refuses the owner following their own page (400, in French)', async () => {
    const page = await createPage();
    const res = await call('POST', `/api/business-pages/${page.id}/follow`, owner.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { code: 'CANNOT_FOLLOW_OWN_PAGE', message: 'Vous ne pouvez pas vous abonner à votre propre page.' },
    });
    const read = (await call('GET', `/api/business-pages/${page.id}`, owner.cookie)).json() as BusinessPage;
    expect(read).toMatchObject({ followersCount: 0, followedByMe: false });
  });

  it('tells the owner of a new follower, once', async () => {
    const page = await createPage();
    const [fan] = await make.residents(t.app, 1);
    const url = `/api/business-pages/${page.id}/follow`;
    await call('POST', url, fan!.cookie);
    await call('DELETE', url, fan!.cookie);
    await call('POST', url, fan!.cookie);
    const { notifications } = (await call('GET', '/api/notifications', owner.cookie)).json() as NotificationsPage;
    const told = notifications.filter((n) => n.type === 'page_followed' && n.actor?.id === fan!.id);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ content: 'Café du Port', link: `/business/${page.id}` });
    expect(told[0]!.text).toMatch(/s’est abonné·e à votre page$/);
  });
});

describe('the page posts and photos', () => {
  // A fresh owner per block: creating pages is throttled per resident.
  beforeAll(async () => {
    owner = (await make.residents(t.app, 1))[0]!;
  });

  it('takes posts from the owner only (403 for others, 401 for visitors)', async () => {
    const page = await createPage();
    const byOther = await call('POST', '/api/posts', other.cookie, { content: 'Coucou', businessPageId: page.id });
    expect(byOther.statusCode).toBe(403);
    const byVisitor = await call('POST', '/api/posts', undefined, { content: 'Coucou', businessPageId: page.id });
    expect(byVisitor.statusCode).toBe(401);
    const byAdmin = await call('POST', '/api/posts', admin.cookie, { content: 'Coucou', businessPageId: page.id });
    expect(byAdmin.statusCode).toBe(403);
  });

  it('lists the page posts newest first, out of the feed', async () => {
    const page = await createPage();
    const ids: string[] = [];
    for (const content of ['Premier', 'Deuxième', 'Troisième']) {
      const res = await call('POST', '/api/posts', owner.cookie, { content, businessPageId: page.id });
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json().id as string);
    }
    const first = (await call('GET', `/api/business-pages/${page.id}/posts?limit=2`)).json() as FeedPage;
    expect(first.posts.map((p) => p.id)).toEqual([ids[2], ids[1]]);
    const rest = (
      await call('GET', `/api/business-pages/${page.id}/posts?limit=2&cursor=${first.nextCursor}`)
    ).json() as FeedPage;
    expect(rest.posts.map((p) => p.id)).toEqual([ids[0]]);
    const feed = (await call('GET', '/api/feed?limit=50', owner.cookie)).json() as FeedPage;
    expect(feed.posts.some((p) => ids.includes(p.id))).toBe(false);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call('GET', `/api/business-pages/${unknown}/posts`)).statusCode).toBe(404);
  });

  it('gives the 6 latest photos of the page posts', async () => {
    const page = await createPage();
    const { seedImage } = await import('../../lib/seed-image.ts');
    const postIds: string[] = [];
    for (let i = 0; i < 7; i += 1) {
      const upload = await seedImage(t.app, owner.id, 'post', { hue: i * 40, width: 64, height: 48 });
      const res = await call('POST', '/api/posts', owner.cookie, { uploadId: upload.id, businessPageId: page.id });
      expect(res.statusCode, res.body).toBe(201);
      postIds.push(res.json().id as string);
    }
    await call('POST', '/api/posts', owner.cookie, { content: 'Sans photo', businessPageId: page.id });
    const res = await call('GET', `/api/business-pages/${page.id}/photos`);
    expect(res.statusCode).toBe(200);
    const { photos } = res.json() as { photos: Array<{ postId: string; url: string; thumbnailUrl: string }> };
    expect(photos.map((p) => p.postId)).toEqual(postIds.slice(1).reverse());
    expect(photos[0]!.url).toMatch(/^\/uploads\//);
    // Without a cover of its own, the page shows its latest photo.
    const read = (await call('GET', `/api/business-pages/${page.id}`)).json() as BusinessPage;
    expect(read.coverUrl).toBe(photos[0]!.url);
    const listed = (await call('GET', '/api/business-pages?limit=1')).json() as BusinessPagesPage;
    expect(listed.pages[0]).toMatchObject({ id: page.id, coverUrl: photos[0]!.url });
  });
});

describe('the page’s cover and logo', () => {
  beforeAll(async () => {
    owner = (await make.residents(t.app, 1))[0]!;
  });

  const uploadsCount = async (id: string) =>
    (await t.app.pool.query('select 1 from uploads where id = $1', [id])).rowCount;

  it('takes the owner’s cropped uploads, signs the posts with the logo, and replaces or removes them', async () => {
    const page = await createPage();
    const cover = await make.picture(t.app, owner, 'cover');
    const logo = await make.picture(t.app, owner, 'avatar');
    const set = await call('PATCH', `/api/business-pages/${page.id}`, owner.cookie, {
      coverUploadId: cover.id,
      logoUploadId: logo.id,
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ coverUrl: cover.url, ownCover: true, logoUrl: logo.url });
    const posted = await call('POST', '/api/posts', owner.cookie, { content: 'Ouvert', businessPageId: page.id });
    expect(posted.json().page).toEqual({ id: page.id, name: 'Café du Port', logoUrl: logo.url });

    // Held by the page: the orphan purge keeps them even a day later.
    await t.app.pool.query(`update uploads set created_at = now() - interval '2 days' where id = any($1::uuid[])`, [
      [cover.id, logo.id],
    ]);
    await t.app.uploads.purgeOrphans();
    expect(await uploadsCount(cover.id)).toBe(1);

    // Replaced: the old cover's upload goes; removed: the logo's too.
    const next = await make.picture(t.app, owner, 'cover', '#ff0000');
    const replaced = await call('PATCH', `/api/business-pages/${page.id}`, owner.cookie, {
      coverUploadId: next.id,
      logoUploadId: null,
    });
    expect(replaced.json()).toMatchObject({ coverUrl: next.url, logoUrl: null });
    expect(await uploadsCount(cover.id)).toBe(0);
    expect(await uploadsCount(logo.id)).toBe(0);

    // Deleting the page deletes its cover.
    expect((await call('DELETE', `/api/business-pages/${page.id}`, owner.cookie)).statusCode).toBe(204);
    expect(await uploadsCount(next.id)).toBe(0);
  });

  it('refuses someone else’s upload, a wrong kind, and anyone but the editors', async () => {
    const page = await createPage();
    const theirs = await make.picture(t.app, other, 'cover');
    const notACover = await make.picture(t.app, owner, 'post');
    for (const body of [{ coverUploadId: theirs.id }, { coverUploadId: notACover.id }]) {
      const res = await call('PATCH', `/api/business-pages/${page.id}`, owner.cookie, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('UPLOAD_NOT_FOUND');
    }
    const mine = await make.picture(t.app, other, 'cover');
    const res = await call('PATCH', `/api/business-pages/${page.id}`, other.cookie, { coverUploadId: mine.id });
    expect(res.statusCode).toBe(403);
    expect((await call('GET', `/api/business-pages/${page.id}`)).json()).toMatchObject({
      ownCover: false,
      logoUrl: null,
    });
  });
});
