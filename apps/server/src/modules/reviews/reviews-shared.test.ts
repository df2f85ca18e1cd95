import type { ReviewsPage } from '@portmarin/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Reader } from '../../db/visibility.ts';
import { buildTestApp, caller, type TestApp } from '../../../test/helpers.ts';
import { promote } from '../../../test/factories.ts';
import { quickResidents, type QuickResident } from '../../../test/residents.ts';
import { asReader } from '../../../test/shared-pages.ts';
import { listReviews } from './reviews.service.ts';

/** A business's first page of reviews, shared per audience and instance (decision 0099). */

let t: TestApp;
const call = caller(() => t);
let owner: QuickResident;
let anne: QuickResident;
let paul: QuickResident;
let moderator: QuickResident;
let crowd: QuickResident[];
let business: string;
let url: string;

async function read(who: QuickResident | null): Promise<ReviewsPage> {
  const res = await call('GET', url, who?.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ReviewsPage;
}

async function rate(who: QuickResident, rating: number, content?: string) {
  const res = await call('PUT', url, who.cookie, { rating, ...(content === undefined ? {} : { content }) });
  expect(res.statusCode, res.body).toBeLessThan(300);
}

beforeAll(async () => {
  t = await buildTestApp();
  const people = await quickResidents(t.app, 29);
  [owner, anne, paul, moderator] = people as [QuickResident, QuickResident, QuickResident, QuickResident];
  crowd = people.slice(4);
  await promote(t.app, moderator, 'moderator');
  const { rows } = await t.app.pool.query<{ id: string }>(
    `insert into businesses (business_name, category, created_by) values ('Crêperie Ty Mad', 'Restaurant', $1) returning id`,
    [owner.id],
  );
  business = rows[0]!.id;
  url = `/api/businesses/${business}/reviews`;
  // More reviews than a page (10): the page has a next one; Anne's own is among the newest.
  for (const [i, who] of crowd.entries()) await rate(who, (i % 5) + 1, `Avis ${i}`);
  await rate(anne, 4, 'Très bon accueil');
  const hidden = crowd[crowd.length - 1]!;
  const { rows: found } = await t.app.pool.query<{ id: string }>(
    'select id from reviews where business_id = $1 and user_id = $2',
    [business, hidden.id],
  );
  const res = await call('POST', '/api/moderation/content', moderator.cookie, {
    targetType: 'review',
    targetId: found[0]!.id,
    action: 'hide',
    reason: 'Avis injurieux',
  });
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

describe('a target’s first page of reviews shared per instance', () => {
  it('answers every reader what their own query answers, twice in a row', async () => {
    const readers: Array<[QuickResident | null, Reader]> = [
      [null, null],
      [anne, asReader(anne)],
      [paul, asReader(paul)],
      [owner, asReader(owner)],
      [crowd[crowd.length - 1]!, asReader(crowd[crowd.length - 1]!)],
      [moderator, asReader(moderator, 'moderator')],
    ];
    for (const [who, reader] of readers) {
      const expected = JSON.parse(
        JSON.stringify(
          await listReviews(t.app.pool, t.app.visibility, reader, { kind: 'business', id: business }, { limit: 10 }),
        ),
      ) as ReviewsPage;
      expect(await read(who)).toEqual(expected);
      expect(await read(who)).toEqual(expected);
    }
    const own = await read(anne);
    expect(own.mine?.content).toBe('Très bon accueil');
    expect(own.reviews.map((r) => r.author.id)).not.toContain(anne.id);
    expect((await read(paul)).reviews[0]!.author.id).toBe(anne.id);
  });
});

describe('the shared page dropped by the writes it shows', () => {
  it('shows a new review, an answer and a moderator’s hiding on the next request', async () => {
    await read(null);
    await rate(paul, 5, 'Galettes parfaites');
    const page = await read(null);
    expect(page.reviews[0]).toMatchObject({ content: 'Galettes parfaites' });
    const reply = await call('POST', `${url}/${page.reviews[0]!.id}/reply`, owner.cookie, { content: 'Merci Paul' });
    expect(reply.statusCode, reply.body).toBeLessThan(300);
    expect((await read(null)).reviews[0]).toMatchObject({ reply: 'Merci Paul' });
    const hidden = await call('POST', '/api/moderation/content', moderator.cookie, {
      targetType: 'review',
      targetId: page.reviews[0]!.id,
      action: 'hide',
      reason: 'Avis injurieux',
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect((await read(null)).reviews.map((r) => r.id)).not.toContain(page.reviews[0]!.id);
  });

  it('shows a reviewer’s new name on the next request', async () => {
    expect((await read(null)).reviews.find((r) => r.author.id === anne.id)).toBeDefined();
    expect((await call('PATCH', '/api/profile', anne.cookie, { name: 'Anne Le Goff' })).statusCode).toBe(200);
    expect((await read(null)).reviews.find((r) => r.author.id === anne.id)?.author.name).toBe('Anne Le Goff');
  });
});
