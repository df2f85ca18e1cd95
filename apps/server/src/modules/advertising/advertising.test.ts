import type { AdRequest, AdRequestsPage, MyAdvertising, NotificationsPage } from '@portmarin/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, caller, type TestApp } from '../../../test/helpers.ts';
import { quickResidents, type QuickResident } from '../../../test/residents.ts';
import { canManageAdvertising, canRequestAdFor } from './advertising.policy.ts';

let t: TestApp;
let owner: QuickResident;
let other: QuickResident;
let admin: QuickResident;
let moderator: QuickResident;
let suspended: QuickResident;
let pageId: string;
let otherPageId: string;
let postId: string;
let otherPostId: string;

const call = caller(() => t);

async function createPage(who: QuickResident, name: string): Promise<string> {
  const res = await call('POST', '/api/business-pages', who, { name });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: string }).id;
}

async function createPost(who: QuickResident, businessPageId: string, content: string): Promise<string> {
  const res = await call('POST', '/api/posts', who, { content, businessPageId });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: string }).id;
}

beforeAll(async () => {
  t = await buildTestApp();
  [owner, other, admin, moderator, suspended] = (await quickResidents(t.app, 5)) as [
    QuickResident,
    QuickResident,
    QuickResident,
    QuickResident,
    QuickResident,
  ];
  await t.app.pool.query(`update "user" set role = 'admin' where id = $1`, [admin.id]);
  await t.app.pool.query(`update "user" set role = 'moderator' where id = $1`, [moderator.id]);
  pageId = await createPage(owner, 'Crêperie du Port');
  otherPageId = await createPage(other, 'Librairie des Quais');
  postId = await createPost(owner, pageId, 'Nouvelle galette de saison : la Marine, au sarrasin bio.');
  otherPostId = await createPost(other, otherPageId, 'Dédicace samedi à 15 h.');
  await createPage(suspended, 'Page suspendue');
  await t.app.pool.query(`update "user" set suspended_until = now() + interval '7 days' where id = $1`, [suspended.id]);
});
afterAll(async () => t?.close());

const campaign = (body: object = {}) => ({
  kind: 'campaign',
  pageId,
  objective: 'notoriete',
  dailyBudgetCents: 200,
  durationDays: 1,
  geoTarget: 'Port-Marin et ses environs',
  ...body,
});

const submit = (who: QuickResident | undefined, body: object) => call('POST', '/api/advertising/requests', who, body);

async function submitOk(body: object): Promise<AdRequest> {
  const res = await submit(owner, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as AdRequest;
}

describe('submitting a request', () => {
  it('stores a campaign at the minimum (2 € a day, 1 day) as pending, with its total', async () => {
    const request = await submitOk(campaign());
    expect(request).toMatchObject({
      kind: 'campaign',
      page: { id: pageId, name: 'Crêperie du Port' },
      objective: 'notoriete',
      dailyBudgetCents: 200,
      durationDays: 1,
      geoTarget: 'Port-Marin et ses environs',
      totalCents: 200,
      status: 'pending',
      decisionNote: null,
    });
    expect(
      (await submitOk(campaign({ objective: 'trafic', dailyBudgetCents: 450, durationDays: 10 }))).totalCents,
    ).toBe(4500);
  });

  it('refuses a budget under 2 € a day or a duration under 1 day, with French messages', async () => {
    const cheap = await submit(owner, campaign({ dailyBudgetCents: 199 }));
    expect(cheap.statusCode).toBe(400);
    expect(cheap.json().error.message).toContain('Le budget quotidien minimum est de 2 € par jour.');
    const short = await submit(owner, campaign({ durationDays: 0 }));
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toContain('La durée minimale est de 1 jour.');
  });

  it('refuses a daily budget under the objective’s starting price (Conversions from 5 €)', async () => {
    const res = await submit(owner, campaign({ objective: 'conversions', dailyBudgetCents: 400 }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain('L’objectif Conversions démarre à 5 € par jour.');
    expect((await submitOk(campaign({ objective: 'conversions', dailyBudgetCents: 500 }))).totalCents).toBe(500);
  });

  it('refuses unknown objectives, offers, badges and kinds, odd figures and huge or broken text', async () => {
    const { rows: before } = await t.app.pool.query<{ n: number }>('select count(*)::int as n from ad_requests');
    const cases: Array<[object, string]> = [
      [campaign({ objective: 'viralite' }), 'Objectif inconnu'],
      [campaign({ dailyBudgetCents: 250.5 }), 'centimes entiers'],
      [campaign({ dailyBudgetCents: '300' }), 'budget'],
      [campaign({ dailyBudgetCents: 100_001 }), '1 000 €'],
      [campaign({ durationDays: 366 }), '365 jours'],
      [campaign({ durationDays: 1.5 }), 'nombre entier de jours'],
      [campaign({ geoTarget: '   ' }), 'zone de diffusion'],
      [campaign({ geoTarget: 'x'.repeat(121) }), '120 caractères'],
      [campaign({ geoTarget: 'a\u0000b' }), ''],
      [campaign({ message: 'x'.repeat(1001) }), '1000 caractères'],
      [{ kind: 'boost', pageId, boostOffer: 'boost_10_euros' }, 'Offre de boost inconnue'],
      [{ kind: 'badge', pageId, badge: 'or' }, 'Badge inconnu'],
      [{ kind: 'affiche', pageId }, 'Type de demande inconnu'],
      [{ kind: 'boost', pageId: 'pas-un-id', boostOffer: 'boost_3_jours' }, 'pages professionnelles'],
      [{ kind: 'boost', pageId, boostOffer: 'boost_3_jours', postId: 42 }, ''],
      [[], ''],
    ];
    for (const [body, message] of cases) {
      const res = await submit(owner, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.message).toContain(message);
    }
    const { rows: after } = await t.app.pool.query<{ n: number }>('select count(*)::int as n from ad_requests');
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('stores the two boosts (5 € and 3 €) of the page or of one of its posts, and the three badges', async () => {
    const page = await submitOk({ kind: 'boost', pageId, boostOffer: 'boost_7_jours', autoBoost: true });
    expect(page).toMatchObject({ boostOffer: 'boost_7_jours', totalCents: 500, post: null, autoBoost: true });
    const post = await submitOk({ kind: 'boost', pageId, boostOffer: 'boost_3_jours', postId });
    expect(post).toMatchObject({ totalCents: 300, autoBoost: false, post: { id: postId } });
    expect(post.post?.excerpt).toContain('Nouvelle galette');
    const prices = { verifie: 900, premium: 1900, commerce_local: 500 };
    for (const [badge, cents] of Object.entries(prices)) {
      const request = await submitOk({ kind: 'badge', pageId, badge, message: 'Rappelez-moi le matin.' });
      expect(request).toMatchObject({ badge, totalCents: cents, message: 'Rappelez-moi le matin.' });
    }
  });

  it('refuses a post of another page', async () => {
    const res = await submit(owner, { kind: 'boost', pageId, boostOffer: 'boost_3_jours', postId: otherPostId });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('AD_POST_NOT_ON_PAGE');
  });

  it('lets only the page’s owner ask: 401 visitors, 403 others (admins too), 404 unknown page, 403 suspended', async () => {
    expect((await submit(undefined, campaign())).statusCode).toBe(401);
    const foreign = await submit(other, campaign());
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.code).toBe('AD_PAGE_OWNER_ONLY');
    expect((await submit(admin, campaign())).statusCode).toBe(403);
    const missing = await submit(owner, campaign({ pageId: '00000000-0000-4000-8000-000000000000' }));
    expect(missing.statusCode).toBe(404);
    const blocked = await submit(suspended, campaign());
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().error.code).toBe('ACCOUNT_SUSPENDED');
  });
});

describe('hidden content', () => {
  it('refuses a page or a post a moderator hid', async () => {
    const hiddenPage = await createPage(owner, 'Page masquée');
    const hiddenPost = await createPost(owner, pageId, 'Publication masquée');
    await t.app.pool.query('update business_pages set hidden_at = now() where id = $1', [hiddenPage]);
    await t.app.pool.query('update posts set hidden_at = now() where id = $1', [hiddenPost]);
    const page = await submit(owner, campaign({ pageId: hiddenPage }));
    expect(page.statusCode).toBe(409);
    expect(page.json().error.code).toBe('AD_PAGE_HIDDEN');
    const post = await submit(owner, { kind: 'boost', pageId, boostOffer: 'boost_3_jours', postId: hiddenPost });
    expect(post.statusCode).toBe(400);
    await t.app.pool.query('delete from business_pages where id = $1', [hiddenPage]);
    await t.app.pool.query('delete from posts where id = $1', [hiddenPost]);
  });
});

describe('my advertising (Analytics and my requests)', () => {
  it('gives my pages’ real figures and my requests; others see none of them', async () => {
    await call('POST', `/api/business-pages/${pageId}/follow`, other);
    await call('POST', `/api/posts/${postId}/like`, other);
    await call('POST', `/api/posts/${postId}/comments`, other, { content: 'Miam !' });
    // Views: others' visits count, the owner's own do not.
    await call('GET', `/api/business-pages/${pageId}`, other);
    await call('GET', `/api/business-pages/${pageId}`);
    await call('GET', `/api/business-pages/${pageId}`, owner);

    const res = await call('GET', '/api/advertising/me', owner);
    expect(res.statusCode).toBe(200);
    const mine = res.json() as MyAdvertising;
    expect(mine.pages).toHaveLength(1);
    expect(mine.pages[0]).toMatchObject({
      id: pageId,
      name: 'Crêperie du Port',
      followersCount: 1,
      viewsCount: 2,
      postsCount: 1,
      likesCount: 1,
      commentsCount: 1,
      badges: [],
    });
    expect(mine.pages[0]!.posts.map((p) => p.id)).toEqual([postId]);
    expect(mine.requests.length).toBeGreaterThan(5);
    expect(mine.requests.every((r) => r.page.id === pageId)).toBe(true);

    const theirs = (await call('GET', '/api/advertising/me', other)).json() as MyAdvertising;
    expect(theirs.pages.map((p) => p.id)).toEqual([otherPageId]);
    expect(theirs.requests).toEqual([]);
    expect((await call('GET', '/api/advertising/me')).statusCode).toBe(401);
  });

  it('hands the requests out in the requester’s data export, nobody else’s', async () => {
    const mine = (await call('GET', '/api/account/export', owner)).json() as { adRequests: Array<{ pageId: string }> };
    expect(mine.adRequests.length).toBeGreaterThan(5);
    expect(mine.adRequests.every((r) => r.pageId === pageId)).toBe(true);
    const theirs = (await call('GET', '/api/account/export', other)).json() as { adRequests: unknown[] };
    expect(theirs.adRequests).toEqual([]);
  });
});

describe('the admins’ review', () => {
  it('is for admins only: 401 visitors, 403 residents and moderators', async () => {
    expect((await call('GET', '/api/admin/advertising/requests')).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/advertising/requests', owner)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/advertising/requests', moderator)).statusCode).toBe(403);
    const request = await submitOk(campaign());
    const url = `/api/admin/advertising/requests/${request.id}/decision`;
    expect((await call('POST', url, owner, { decision: 'approved' })).statusCode).toBe(403);
    expect((await call('POST', url, moderator, { decision: 'approved' })).statusCode).toBe(403);
    expect((await call('POST', url, undefined, { decision: 'approved' })).statusCode).toBe(401);
  });

  it('approves a pending request once, logs it, notifies the owner; the badge shows on the page', async () => {
    const request = await submitOk({ kind: 'badge', pageId, badge: 'verifie' });
    const pending = (
      await call('GET', '/api/admin/advertising/requests?status=pending', admin)
    ).json() as AdRequestsPage;
    expect(pending.requests.some((r) => r.id === request.id)).toBe(true);
    expect(pending.requests.every((r) => r.status === 'pending')).toBe(true);

    const url = `/api/admin/advertising/requests/${request.id}/decision`;
    const res = await call('POST', url, admin, { decision: 'approved', note: '  Bienvenue !  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'approved', decisionNote: 'Bienvenue !' });
    expect(res.json().decidedAt).toEqual(expect.any(String));

    const again = await call('POST', url, admin, { decision: 'refused' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('AD_REQUEST_DECIDED');

    const { rows: log } = await t.app.pool.query(
      `select moderator_id, action, target_type, target_user_id, reason from moderation_log where target_id = $1`,
      [request.id],
    );
    expect(log).toEqual([
      {
        moderator_id: admin.id,
        action: 'ad_request.approve',
        target_type: 'ad_request',
        target_user_id: owner.id,
        reason: 'Bienvenue !',
      },
    ]);

    const notifications = (await call('GET', '/api/notifications', owner)).json() as NotificationsPage;
    const outcome = notifications.notifications.find((n) => n.type === 'ad_request_outcome');
    expect(outcome).toMatchObject({ link: '/advertising' });
    expect(outcome?.content).toContain('Badge Vérifié pour « Crêperie du Port » : Approuvée — Bienvenue !');

    const mine = (await call('GET', '/api/advertising/me', owner)).json() as MyAdvertising;
    expect(mine.pages[0]!.badges).toEqual(['verifie']);
    expect(mine.requests.find((r) => r.id === request.id)?.status).toBe('approved');
  });

  it('refuses with a note, logged', async () => {
    const request = await submitOk({ kind: 'boost', pageId, boostOffer: 'boost_3_jours' });
    const res = await call('POST', `/api/admin/advertising/requests/${request.id}/decision`, admin, {
      decision: 'refused',
      note: 'Publication hors charte',
    });
    expect(res.json()).toMatchObject({ status: 'refused', decisionNote: 'Publication hors charte' });
    const { rows } = await t.app.pool.query(`select action from moderation_log where target_id = $1`, [request.id]);
    expect(rows).toEqual([{ action: 'ad_request.refuse' }]);
  });

  it('answers 400 to odd ids, decisions, notes and cursors, 404 to unknown requests', async () => {
    const bad: Array<[string, object]> = [
      ['/api/admin/advertising/requests/42/decision', { decision: 'approved' }],
      ['/api/admin/advertising/requests/00000000-0000-4000-8000-000000000000/decision', { decision: 'peut-être' }],
      [
        '/api/admin/advertising/requests/00000000-0000-4000-8000-000000000000/decision',
        { decision: 'approved', note: 'x'.repeat(501) },
      ],
    ];
    for (const [url, body] of bad) expect((await call('POST', url, admin, body)).statusCode).toBe(400);
    const missing = await call(
      'POST',
      '/api/admin/advertising/requests/00000000-0000-4000-8000-000000000000/decision',
      admin,
      { decision: 'approved' },
    );
    expect(missing.statusCode).toBe(404);
    expect((await call('GET', '/api/admin/advertising/requests?status=autre', admin)).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/advertising/requests?cursor=zzz', admin)).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/advertising/requests?limit=500', admin)).statusCode).toBe(400);
  });

  it('pages through every request by cursor', async () => {
    const first = (await call('GET', '/api/admin/advertising/requests?limit=3', admin)).json() as AdRequestsPage;
    expect(first.requests).toHaveLength(3);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = (
      await call('GET', `/api/admin/advertising/requests?limit=3&cursor=${first.nextCursor}`, admin)
    ).json() as AdRequestsPage;
    const ids = new Set([...first.requests, ...second.requests].map((r) => r.id));
    expect(ids.size).toBe(first.requests.length + second.requests.length);
  });
});

describe('policy', () => {
  it('owners request, admins decide', () => {
    expect(canRequestAdFor({ id: 'a' }, { createdBy: 'a' })).toBe(true);
    expect(canRequestAdFor({ id: 'b' }, { createdBy: 'a' })).toBe(false);
    expect(canManageAdvertising({ role: 'admin' })).toBe(true);
    expect(canManageAdvertising({ role: 'moderator' })).toBe(false);
    expect(canManageAdvertising(null)).toBe(false);
  });
});
