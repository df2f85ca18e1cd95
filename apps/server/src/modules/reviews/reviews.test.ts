import type { BusinessesPage, NotificationsPage, Review, ReviewsPage, ReviewWriteResponse } from '@portmarin/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp, caller, type TestApp } from '../../../test/helpers.ts';
import * as make from '../../../test/factories.ts';
import { quickResidents, type QuickResident } from '../../../test/residents.ts';

let t: TestApp;
let owner: QuickResident;
let anne: QuickResident;
let paul: QuickResident;
let moderator: QuickResident;
let crowd: QuickResident[];

const call = caller(() => t);

async function newBusiness(createdBy: string | null = owner.id): Promise<string> {
  const { rows } = await t.app.pool.query<{ id: string }>(
    `insert into businesses (business_name, category, created_by) values ('Crêperie Ty Mad', 'Restaurant', $1) returning id`,
    [createdBy],
  );
  return rows[0]!.id;
}

async function newPage(): Promise<string> {
  const { rows } = await t.app.pool.query<{ id: string }>(
    `insert into business_pages (name, category, created_by) values ('Ty Mad', 'Restaurant', $1) returning id`,
    [owner.id],
  );
  return rows[0]!.id;
}

/** The stored rating and count next to what the reviews say. */
async function stored(table: 'businesses' | 'business_pages', id: string) {
  const column = table === 'businesses' ? 'business_id' : 'business_page_id';
  const { rows } = await t.app.pool.query<{ rating: string | null; count: number; avg: string | null; n: number }>(
    `select t.rating, t.reviews_count as count,
       (select round(avg(rating)::numeric, 1) from reviews where ${column} = t.id) as avg,
       (select count(*)::int from reviews where ${column} = t.id) as n
     from ${table} t where t.id = $1`,
    [id],
  );
  return rows[0]!;
}

async function rate(cookie: string, url: string, rating: number, content?: string) {
  const res = await call('PUT', url, cookie, { rating, ...(content === undefined ? {} : { content }) });
  if (res.statusCode !== 200) throw new Error(`rate answered ${res.statusCode}: ${res.body}`);
  return res.json() as ReviewWriteResponse;
}

beforeAll(async () => {
  t = await buildTestApp();
  const residents = await quickResidents(t.app, 9);
  [owner, anne, paul, moderator] = residents as [QuickResident, QuickResident, QuickResident, QuickResident];
  await make.promote(t.app, moderator, 'moderator');
  crowd = residents.slice(4);
});
afterAll(async () => t?.close());
beforeEach(async () => {
  await t.app.pool.query("delete from rate_limit where key like 'throttle:%'");
});

describe.each([
  ['business', '/api/businesses', 'businesses', newBusiness],
  ['business page', '/api/business-pages', 'business_pages', newPage],
] as const)('reviews of a %s', (_, prefix, table, create) => {
  it('rates once per resident; editing changes the same review; the rating is the average', async () => {
    const id = await create();
    const url = `${prefix}/${id}/reviews`;
    const first = await rate(anne.cookie, url, 5, '  Les meilleures galettes du port  ');
    expect(first.review).toMatchObject({ rating: 5, content: 'Les meilleures galettes du port', reply: null });
    expect(first.summary).toEqual({ rating: 5, reviewsCount: 1 });
    await rate(paul.cookie, url, 4);
    const edited = await rate(anne.cookie, url, 2, '   ');
    expect(edited.review).toMatchObject({ id: first.review!.id, rating: 2, content: null });
    expect(edited.summary).toEqual({ rating: 3, reviewsCount: 2 });
    await rate(crowd[0]!.cookie, url, 4);
    const s = await stored(table, id);
    expect(Number(s.rating)).toBe(3.3);
    expect(s).toMatchObject({ count: 3, n: 3, avg: s.rating });

    const page = (await call('GET', url, anne.cookie)).json() as ReviewsPage;
    expect(page.summary).toEqual({ rating: 3.3, reviewsCount: 3 });
    expect(page.mine).toMatchObject({ id: first.review!.id, rating: 2 });
    expect(page.isOwner).toBe(false);
    // Their own review is `mine` only: listed once, not again among the others'.
    expect(page.reviews).toHaveLength(2);
    expect(page.reviews.map((r) => r.id)).not.toContain(first.review!.id);
    expect(((await call('GET', url)).json() as ReviewsPage).reviews).toHaveLength(3);

    const removed = (await call('DELETE', url, anne.cookie)).json() as ReviewWriteResponse;
    expect(removed).toEqual({ review: null, summary: { rating: 4, reviewsCount: 2 } });
    expect((await call('DELETE', url, anne.cookie)).statusCode).toBe(404);
  });

  it('tells the owner of a new review, not of its changes', async () => {
    const id = await create();
    const url = `${prefix}/${id}/reviews`;
    await rate(paul.cookie, url, 4, 'Accueil chaleureux');
    await rate(paul.cookie, url, 5, 'Accueil chaleureux, et le far !');
    const { notifications } = (await call('GET', '/api/notifications', owner.cookie)).json() as NotificationsPage;
    const link = prefix === '/api/businesses' ? '/entreprises?q=Cr%C3%AAperie%20Ty%20Mad' : `/business/${id}`;
    const told = notifications.filter(
      (n) => n.type === 'review_received' && n.link === link && n.content.includes('Accueil chaleureux'),
    );
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      actor: { id: paul.id },
      content: expect.stringContaining('4/5 — Accueil chaleureux'),
    });
    expect(told[0]!.text).toMatch(/a donné son avis sur votre établissement$/);
  });

  it('keeps one review of 50 concurrent tries by one resident, and the rating exact', async () => {
    const id = await create();
    const url = `${prefix}/${id}/reviews`;
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => call('PUT', url, anne.cookie, { rating: (i % 5) + 1 })),
    );
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 429)).toBe(true);
    expect(answers.filter((a) => a.statusCode === 200).length).toBeGreaterThan(0);
    const s = await stored(table, id);
    expect(s.n).toBe(1);
    expect(s.count).toBe(1);
    expect(s.rating).toBe(s.avg);
  });

  it('keeps the rating exact under concurrent reviews by many residents', async () => {
    const id = await create();
    const url = `${prefix}/${id}/reviews`;
    await Promise.all(crowd.map((r, i) => call('PUT', url, r.cookie, { rating: (i % 5) + 1 })));
    const s = await stored(table, id);
    expect(s).toMatchObject({ count: crowd.length, n: crowd.length });
    expect(s.rating).toBe(s.avg);
  });

  it('lets the owner answer once (409 the second time); others 403; the owner does not rate', async () => {
    const id = await create();
    const url = `${prefix}/${id}/reviews`;
    const { review } = await rate(paul.cookie, url, 4, 'Très bon accueil');
    const replyUrl = `${url}/${review!.id}/reply`;
    const byOther = await call('POST', replyUrl, anne.cookie, { content: 'Merci' });
    expect(byOther.statusCode).toBe(403);
    expect(byOther.json().error.code).toBe('REVIEW_REPLY_OWNER_ONLY');
    expect((await call('POST', replyUrl, undefined, { content: 'Merci' })).statusCode).toBe(401);
    expect((await call('POST', replyUrl, owner.cookie, { content: '   ' })).statusCode).toBe(400);
    const replied = await call('POST', replyUrl, owner.cookie, { content: 'Merci Paul, à bientôt !' });
    expect(replied.statusCode).toBe(200);
    expect(replied.json() as Review).toMatchObject({ reply: 'Merci Paul, à bientôt !' });
    const again = await call('POST', replyUrl, owner.cookie, { content: 'Encore merci' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Vous avez déjà répondu à cet avis.');

    const own = await call('PUT', url, owner.cookie, { rating: 5 });
    expect(own.statusCode).toBe(403);
    expect(own.json().error.code).toBe('REVIEW_OWN_TARGET');
    const page = (await call('GET', url, owner.cookie)).json() as ReviewsPage;
    expect(page.isOwner).toBe(true);
    expect(page.reviews[0]).toMatchObject({ reply: 'Merci Paul, à bientôt !' });
  });

  it('refuses visitors (401) and bad ratings (400), and answers 404 for an unknown target', async () => {
    const id = await create();
    const url = `${prefix}/${id}/reviews`;
    expect((await call('PUT', url, undefined, { rating: 4 })).statusCode).toBe(401);
    expect((await call('DELETE', url)).statusCode).toBe(401);
    for (const body of [
      { rating: 0 },
      { rating: 6 },
      { rating: 4.5 },
      { rating: '5' },
      {},
      { rating: 3, content: 'x'.repeat(1001) },
    ]) {
      const res = await call('PUT', url, anne.cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await call('PUT', url, anne.cookie, { rating: 0 })).json().error.message).toBe(
      'Choisissez une note de 1 à 5 étoiles.',
    );
    const unknown = `${prefix}/00000000-0000-4000-8000-000000000000/reviews`;
    expect((await call('GET', unknown)).statusCode).toBe(404);
    expect((await call('PUT', unknown, anne.cookie, { rating: 4 })).statusCode).toBe(404);
    // Visitors read reviews.
    const visitor = (await call('GET', url)).json() as ReviewsPage;
    expect(visitor).toMatchObject({ mine: null, isOwner: false });
  });

  it('pages reviews newest first with a cursor', async () => {
    const id = await create();
    const url = `${prefix}/${id}/reviews`;
    for (const r of crowd) await rate(r.cookie, url, 5);
    const first = (await call('GET', `${url}?limit=3`)).json() as ReviewsPage;
    expect(first.reviews.map((r) => r.author.id)).toEqual(
      crowd
        .slice(-3)
        .reverse()
        .map((r) => r.id),
    );
    const second = (await call('GET', `${url}?limit=3&cursor=${first.nextCursor}`)).json() as ReviewsPage;
    expect(second.reviews.map((r) => r.author.id)).toEqual(
      crowd
        .slice(0, 2)
        .reverse()
        .map((r) => r.id),
    );
    expect(second.nextCursor).toBeNull();
    expect((await call('GET', `${url}?cursor=zzz`)).statusCode).toBe(400);
  });

  it('reads a resident’s page and their own review in one statement (issue 39)', async () => {
    const id = await create();
    const url = `${prefix}/${id}/reviews`;
    await rate(anne.cookie, url, 4);
    await rate(paul.cookie, url, 2);
    const spy = vi.spyOn(t.app.pool, 'query');
    try {
      const page = (await call('GET', url, anne.cookie)).json() as ReviewsPage;
      expect(page.mine?.author.id).toBe(anne.id);
      expect(page.reviews.map((r) => r.author.id)).toEqual([paul.id]);
      const texts = spy.mock.calls.map(([q]) => (typeof q === 'string' ? q : (q as { text: string }).text));
      expect(texts.filter((text) => /from reviews/.test(text))).toHaveLength(1);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('the directory’s first pages kept in memory (issue 39)', () => {
  const directoryRating = async (id: string) => {
    const res = await call('GET', '/api/businesses?order=directory');
    return (res.json() as BusinessesPage).businesses.find((b) => b.id === id)?.rating;
  };

  it('shows visitors a business’s new rating at once once a review is written or deleted', async () => {
    const business = await newBusiness();
    t.app.sharedResults.clear();
    expect(await directoryRating(business)).toBeNull();
    await rate(anne.cookie, `/api/businesses/${business}/reviews`, 4);
    expect(await directoryRating(business)).toBe(4);
    await call('DELETE', `/api/businesses/${business}/reviews`, anne.cookie);
    expect(await directoryRating(business)).toBeNull();
  });

  it('shows visitors the rating a moderator’s hiding of a review leaves, at once', async () => {
    const business = await newBusiness();
    t.app.sharedResults.clear();
    const { review } = await rate(paul.cookie, `/api/businesses/${business}/reviews`, 2);
    expect(await directoryRating(business)).toBe(2);
    const res = await call('POST', '/api/moderation/content', moderator.cookie, {
      targetType: 'review',
      targetId: review!.id,
      action: 'hide',
      reason: 'Avis injurieux',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await directoryRating(business)).toBeNull();
  });
});

describe('a seed business without an owner', () => {
  it('is rated by anyone, answered by no one', async () => {
    const id = await newBusiness(null);
    const { review } = await rate(anne.cookie, `/api/businesses/${id}/reviews`, 5);
    const res = await call('POST', `/api/businesses/${id}/reviews/${review!.id}/reply`, paul.cookie, {
      content: 'Merci',
    });
    expect(res.statusCode).toBe(403);
  });
});
