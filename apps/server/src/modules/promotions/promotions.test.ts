import { ERRORS, type Promotion, type PromotionsResponse } from '@portmarin/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RowOf } from '../../db/rows.ts';
import type { promotions } from './promotions.schema.ts';
import * as make from '../../../test/factories.ts';
import { buildTestApp, caller, type TestApp, type VerifiedUser } from '../../../test/helpers.ts';
import { canManagePromotions } from './promotions.policy.ts';

let t: TestApp;
let admin: VerifiedUser;
let resident: VerifiedUser;
let moderator: VerifiedUser;

beforeAll(async () => {
  t = await buildTestApp();
  [admin, resident, moderator] = await Promise.all([
    make.staff(t.app, 'admin'),
    make.resident(t.app),
    make.staff(t.app, 'moderator'),
  ]);
});

async function storedPromotion(id: string): Promise<RowOf<typeof promotions> | undefined> {
  return (await t.app.pool.query<RowOf<typeof promotions>>('select * from promotions where id = $1', [id])).rows[0];
}
afterAll(async () => t?.close());

const restaurant = (name = 'La Table du Port') => ({
  kind: 'restaurant' as const,
  position: 0,
  hidden: false,
  content: {
    name,
    image: '/uploads/table.webp',
    services: ['Fruits de mer', 'Terrasse'],
    address: '12 quai des Pêcheurs, 56290 Port-Marin',
    phone: '02 97 12 34 56',
    menuUrl: 'https://www.latableduport.fr/menu',
    reservationUrl: 'https://www.latableduport.fr/reservation',
  },
});

const candidate = {
  kind: 'candidate' as const,
  position: 1,
  hidden: false,
  content: {
    name: 'Anne-Marie Guillou',
    image: '/uploads/candidate.webp',
    program: ['Un port vivant toute l’année'],
    vision: 'Port-Marin ouverte sur la mer.',
    supportersCount: 847,
  },
};

const call = caller(() => t);

const publicList = async () => (await call('GET', '/api/promotions')).json() as PromotionsResponse;

describe('admin promotions', () => {
  let created: Promotion;

  it('lets an admin create a card (201)', async () => {
    const res = await call('POST', '/api/admin/promotions', admin.cookie, restaurant());
    expect(res.statusCode).toBe(201);
    created = res.json() as Promotion;
    expect(created).toMatchObject({ ...restaurant(), id: expect.any(String), updatedAt: expect.any(String) });
    expect(await storedPromotion(created.id)).toMatchObject({
      kind: 'restaurant',
      content: restaurant().content,
      updated_by: admin.user.id,
    });
  });

  it('lets an admin edit and hide a card', async () => {
    const res = await call('PUT', `/api/admin/promotions/${created.id}`, admin.cookie, {
      ...restaurant('Le Grand Large'),
      hidden: true,
      position: 3,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: created.id,
      hidden: true,
      position: 3,
      content: { name: 'Le Grand Large' },
    });
  });

  it('lists hidden cards to admins only, and orders cards by position', async () => {
    await call('POST', '/api/admin/promotions', admin.cookie, candidate);
    const all = (await call('GET', '/api/admin/promotions', admin.cookie)).json() as PromotionsResponse;
    expect(all.promotions.map((p) => [p.kind, p.position, p.hidden])).toEqual([
      ['candidate', 1, false],
      ['restaurant', 3, true],
    ]);
    const visible = await publicList();
    expect(visible.promotions.map((p) => p.kind)).toEqual(['candidate']);
  });

  it('shows the public list to visitors', async () => {
    const res = await call('GET', '/api/promotions');
    expect(res.statusCode).toBe(200);
    expect(res.json().promotions[0]).toMatchObject({ kind: 'candidate', content: { supportersCount: 847 } });
  });

  it('refuses invalid content (400) and writes nothing', async () => {
    const before = (await call('GET', '/api/admin/promotions', admin.cookie)).json().promotions.length;
    const invalid = [
      { ...restaurant(), content: { ...restaurant().content, menuUrl: 'javascript:alert(1)' } },
      { ...restaurant(), content: { ...restaurant().content, phone: undefined } },
      { ...restaurant(), kind: 'candidate' },
      { ...restaurant(), kind: 'popup' },
      { ...candidate, content: { ...candidate.content, supportersCount: -1 } },
      { ...candidate, position: undefined },
    ];
    for (const payload of invalid) {
      const res = await call('POST', '/api/admin/promotions', admin.cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    }
    const put = await call('PUT', `/api/admin/promotions/${created.id}`, admin.cookie, invalid[0]!);
    expect(put.statusCode).toBe(400);
    const after = (await call('GET', '/api/admin/promotions', admin.cookie)).json().promotions.length;
    expect(after).toBe(before);
  });

  it('refuses residents and moderators (403) and visitors (401) on every admin route', async () => {
    const routes = [
      ['GET', '/api/admin/promotions', undefined],
      ['POST', '/api/admin/promotions', restaurant()],
      ['PUT', `/api/admin/promotions/${created.id}`, restaurant()],
      ['DELETE', `/api/admin/promotions/${created.id}`, undefined],
    ] as const;
    for (const [method, url, payload] of routes) {
      for (const cookie of [resident.cookie, moderator.cookie]) {
        const res = await call(method, url, cookie, payload);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json()).toEqual({ error: { code: 'FORBIDDEN', message: ERRORS.FORBIDDEN.message } });
      }
      const visitor = await call(method, url, undefined, payload);
      expect(visitor.statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await storedPromotion(created.id))?.content).toMatchObject({ name: 'Le Grand Large' });
  });

  it('lets an admin delete a card (204), then answers 404', async () => {
    expect((await call('DELETE', `/api/admin/promotions/${created.id}`, admin.cookie)).statusCode).toBe(204);
    const again = await call('DELETE', `/api/admin/promotions/${created.id}`, admin.cookie);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.code).toBe('PROMOTION_NOT_FOUND');
    const put = await call('PUT', `/api/admin/promotions/${created.id}`, admin.cookie, restaurant());
    expect(put.statusCode).toBe(404);
  });
});

describe('the sponsored card of a directory business', () => {
  it('refuses a video without its transcript, captions and audio description (400), takes it with them', async () => {
    const withVideo = (extra: Record<string, string>) => ({
      kind: 'sponsored_business' as const,
      position: 6,
      hidden: false,
      content: {
        name: 'Librairie du Môle',
        tagline: 'Livres de mer',
        images: ['/uploads/livres.webp'],
        description: 'Romans, cartes marines et récits de voyage.',
        highlights: [],
        address: '1 rue du Môle, 56290 Port-Marin',
        phone: '02 97 44 55 66',
        socialHandle: '@mole',
        hours: 'Du mardi au samedi',
        specialties: [],
        rating: 4.2,
        reviews: 12,
        videoUrl: '/uploads/mole.mp4',
        ...extra,
      },
    });
    const alternatives = {
      videoTranscript: 'La libraire présente les nouveautés.',
      videoCaptionsUrl: '/uploads/mole.fr.vtt',
      videoDescriptionsUrl: '/uploads/mole.descriptions.fr.vtt',
    };
    for (const missing of Object.keys(alternatives)) {
      const partial = Object.fromEntries(Object.entries(alternatives).filter(([key]) => key !== missing));
      const res = await call('POST', '/api/admin/promotions', admin.cookie, withVideo(partial));
      expect(res.statusCode, missing).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    }
    const res = await call('POST', '/api/admin/promotions', admin.cookie, withVideo(alternatives));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().content).toMatchObject(alternatives);
  });

  it('shows the rating and count of its reviews, not the typed figures', async () => {
    const sponsored = {
      kind: 'sponsored_business' as const,
      position: 5,
      hidden: false,
      content: {
        name: 'Crêperie des Embruns',
        tagline: 'Face au port',
        images: ['/uploads/crepes.webp'],
        description: 'Galettes de blé noir.',
        highlights: ['Terrasse'],
        address: '3 quai des Pêcheurs, 56290 Port-Marin',
        phone: '02 97 11 22 33',
        socialHandle: '@embruns',
        hours: 'Tous les jours',
        specialties: ['Galette complète'],
        rating: 4.8,
        reviews: 326,
        videoUrl: null,
      },
    };
    expect((await call('POST', '/api/admin/promotions', admin.cookie, sponsored)).statusCode).toBe(201);
    const card = async () => (await publicList()).promotions.find((p) => p.kind === 'sponsored_business')!;
    // Not in the directory: the card's own figures.
    expect((await card()).content).toMatchObject({ rating: 4.8, reviews: 326 });

    const { rows } = await t.app.pool.query<{ id: string }>(
      `insert into businesses (business_name, category) values ('crêperie des embruns', 'Restaurant') returning id`,
    );
    const business = rows[0]!.id;
    for (const [who, stars] of [
      [resident, 4],
      [moderator, 5],
    ] as const) {
      const res = await call('PUT', `/api/businesses/${business}/reviews`, who.cookie, { rating: stars });
      expect(res.statusCode, res.body).toBeLessThan(300);
    }
    expect((await card()).content).toMatchObject({ rating: 4.5, reviews: 2 });
  });
});

describe('canManagePromotions', () => {
  it('allows admins only', () => {
    expect(canManagePromotions({ role: 'admin' })).toBe(true);
    expect(canManagePromotions({ role: 'moderator' })).toBe(false);
    expect(canManagePromotions({ role: 'user' })).toBe(false);
  });
});
