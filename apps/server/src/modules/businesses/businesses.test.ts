import type { Business, BusinessesPage, BusinessStats } from '@portmarin/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { busSettled, buildTestApp, caller, forgedCursor, type TestApp } from '../../../test/helpers.ts';
import * as make from '../../../test/factories.ts';
import type { QuickResident } from '../../../test/residents.ts';

let t: TestApp;
let anne: QuickResident;
let paul: QuickResident;
let modo: QuickResident;
let admin: QuickResident;

const call = caller(() => t);

async function add(cookie: string, payload: object): Promise<Business> {
  const res = await call('POST', '/api/businesses', cookie, payload);
  if (res.statusCode !== 201) throw new Error(`add answered ${res.statusCode}: ${res.body}`);
  return res.json() as Business;
}

async function list(query: string): Promise<BusinessesPage> {
  const res = await call('GET', `/api/businesses?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as BusinessesPage;
}

/** Inserts a business with flags and rating directly (the seed and moderators set them). */
async function insert(name: string, opts: Partial<Record<'s' | 'v' | 'f', boolean>> & { rating?: number } = {}) {
  const { rows } = await t.app.pool.query<{ id: string }>(
    `insert into businesses (business_name, category, is_sponsored, is_verified, is_featured, rating)
     values ($1, 'Commerce', $2, $3, $4, $5) returning id`,
    [name, opts.s ?? false, opts.v ?? false, opts.f ?? false, opts.rating ?? null],
  );
  return rows[0]!.id;
}

beforeAll(async () => {
  t = await buildTestApp();
  const crowd = await make.residents(t.app, 4);
  [anne, paul, modo, admin] = crowd as [QuickResident, QuickResident, QuickResident, QuickResident];
  await make.promote(t.app, modo, 'moderator');
  await make.promote(t.app, admin, 'admin');
});
afterAll(async () => t?.close());
beforeEach(async () => {
  await t.app.pool.query("delete from rate_limit where key like 'throttle:%'");
  await t.app.pool.query('delete from businesses');
  // These tests write businesses around the services (SQL): the visitors' kept first pages go too.
  t.app.sharedResults.clear();
});

describe('adding a business (Ajouter votre entreprise)', () => {
  it('records the resident as creator, trims, and stores empty fields as null', async () => {
    const created = await add(anne.cookie, {
      businessName: '  Boulangerie du Môle  ',
      category: 'Commerce',
      ownerName: '   ',
      email: '',
      phone: ' 02 97 00 00 00 ',
      websiteUrl: 'www.boulangerie-du-mole.fr',
    });
    expect(created).toMatchObject({
      businessName: 'Boulangerie du Môle',
      category: 'Commerce',
      ownerName: null,
      email: null,
      phone: '02 97 00 00 00',
      websiteUrl: 'https://www.boulangerie-du-mole.fr',
      createdBy: anne.id,
      isVerified: false,
      isSponsored: false,
      isFeatured: false,
      rating: null,
      reviewsCount: 0,
    });
  });

  it('refuses a missing name, a blank name, a missing or unknown category and a bad e-mail, in French', async () => {
    const cases: Array<[object, string]> = [
      [{ category: 'Commerce' }, ''],
      [{ businessName: '   ', category: 'Commerce' }, "Le nom de l'entreprise est requis."],
      [{ businessName: 'Ty Coz' }, 'Choisissez une catégorie.'],
      [{ businessName: 'Ty Coz', category: 'Hôtel' }, 'Choisissez une catégorie.'],
      [{ businessName: 'Ty Coz', category: 'Commerce', email: 'pas-un-email' }, 'Adresse e-mail invalide.'],
      [
        { businessName: 'Ty Coz', category: 'Commerce', websiteUrl: 'javascript:alert(1)' },
        'Adresse du site invalide.',
      ],
      [{ businessName: 'Ty\u0000Coz', category: 'Commerce' }, 'Le texte contient des caractères non autorisés.'],
    ];
    for (const [payload, message] of cases) {
      const res = await call('POST', '/api/businesses', anne.cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
      if (message) expect(res.json().error.message).toBe(message);
    }
    expect((await list('order=directory')).businesses).toEqual([]);
  });

  it('needs a signed-in resident (401)', async () => {
    const res = await call('POST', '/api/businesses', undefined, { businessName: 'Ty Coz', category: 'Commerce' });
    expect(res.statusCode).toBe(401);
  });
});

describe('editing and removing', () => {
  it('lets the creator edit; another resident gets 403, a visitor 401', async () => {
    const b = await add(anne.cookie, { businessName: 'Le Goéland', category: 'Restaurant' });
    const body = { businessName: 'Le Goéland Gourmand', category: 'Hôtel', address: '3 quai Est' };
    const other = await call('PATCH', `/api/businesses/${b.id}`, paul.cookie, body);
    expect(other.statusCode).toBe(403);
    expect(other.json().error.code).toBe('BUSINESS_EDIT_FORBIDDEN');
    expect((await call('PATCH', `/api/businesses/${b.id}`, undefined, body)).statusCode).toBe(401);
    const mine = await call('PATCH', `/api/businesses/${b.id}`, anne.cookie, body);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({
      businessName: 'Le Goéland Gourmand',
      category: 'Hôtel',
      address: '3 quai Est',
    });
  });

  it('lets moderators edit any entry; a seed entry (no creator) is theirs only', async () => {
    const id = await insert('Marché couvert');
    const body = { businessName: 'Marché couvert des Halles', category: 'Marché' };
    expect((await call('PATCH', `/api/businesses/${id}`, anne.cookie, body)).statusCode).toBe(403);
    expect((await call('PATCH', `/api/businesses/${id}`, modo.cookie, body)).statusCode).toBe(200);
  });

  it('removes: others 403, the creator or a moderator 204, then 404', async () => {
    const b = await add(anne.cookie, { businessName: 'Cordonnerie', category: 'Artisan' });
    expect((await call('DELETE', `/api/businesses/${b.id}`, paul.cookie)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/businesses/${b.id}`)).statusCode).toBe(401);
    expect((await call('DELETE', `/api/businesses/${b.id}`, modo.cookie)).statusCode).toBe(204);
    expect((await call('GET', `/api/businesses/${b.id}`)).statusCode).toBe(404);
    const c = await add(anne.cookie, { businessName: 'Cordonnerie 2', category: 'Artisan' });
    expect((await call('DELETE', `/api/businesses/${c.id}`, anne.cookie)).statusCode).toBe(204);
  });

  it('lets moderators verify and feature, only admins sponsor', async () => {
    const b = await add(anne.cookie, { businessName: 'Voilerie', category: 'Artisan' });
    const url = `/api/businesses/${b.id}/flags`;
    expect((await call('PATCH', url, anne.cookie, { isVerified: true })).statusCode).toBe(403);
    expect((await call('PATCH', url, undefined, { isVerified: true })).statusCode).toBe(401);
    const verified = await call('PATCH', url, modo.cookie, { isVerified: true, isFeatured: true });
    expect(verified.json()).toMatchObject({ isVerified: true, isFeatured: true, isSponsored: false });
    const sponsor = await call('PATCH', url, modo.cookie, { isSponsored: true });
    expect(sponsor.statusCode).toBe(403);
    expect(sponsor.json().error.code).toBe('SPONSOR_ADMINS_ONLY');
    const sponsored = await call('PATCH', url, admin.cookie, { isSponsored: true });
    expect(sponsored.json()).toMatchObject({ isVerified: true, isFeatured: true, isSponsored: true });
    expect((await call('PATCH', url, admin.cookie, {})).statusCode).toBe(400);
  });
});

describe('listing', () => {
  it('ranks sponsored, then verified, then featured, then rating, and pages with a cursor', async () => {
    await insert('E note 3', { rating: 3 });
    await insert('F sans note');
    await insert('C mis en avant', { f: true, rating: 2 });
    await insert('B vérifiée', { v: true, rating: 4.1 });
    await insert('A sponsorisée', { s: true, rating: 1 });
    await insert('D note 4,8', { rating: 4.8 });
    const first = await list('order=rank&limit=4');
    expect(first.businesses.map((b) => b.businessName)).toEqual([
      'A sponsorisée',
      'B vérifiée',
      'C mis en avant',
      'D note 4,8',
    ]);
    const second = await list(`order=rank&limit=4&cursor=${first.nextCursor}`);
    expect(second.businesses.map((b) => b.businessName)).toEqual(['E note 3', 'F sans note']);
    expect(second.nextCursor).toBeNull();
  });

  it('orders the directory featured first, then newest, paged', async () => {
    await insert('Ancienne');
    await insert('Premium', { f: true });
    await insert('Récente');
    const first = await list('order=directory&limit=2');
    expect(first.businesses.map((b) => b.businessName)).toEqual(['Premium', 'Récente']);
    const second = await list(`order=directory&limit=2&cursor=${first.nextCursor}`);
    expect(second.businesses.map((b) => b.businessName)).toEqual(['Ancienne']);
  });

  it('filters by category and searches without accents, by prefix', async () => {
    await add(anne.cookie, { businessName: 'Crêperie Ty Mad', category: 'Restaurant', description: 'Galettes' });
    await add(anne.cookie, { businessName: 'Pharmacie du Phare', category: 'Santé', address: '2 rue de l’Église' });
    expect((await list('category=Sant%C3%A9')).businesses.map((b) => b.businessName)).toEqual(['Pharmacie du Phare']);
    expect((await list('category=Tous')).businesses).toHaveLength(2);
    expect((await list('q=creperie')).businesses.map((b) => b.businessName)).toEqual(['Crêperie Ty Mad']);
    expect((await list('q=CRÊP')).businesses.map((b) => b.businessName)).toEqual(['Crêperie Ty Mad']);
    expect((await list('q=galette')).businesses.map((b) => b.businessName)).toEqual(['Crêperie Ty Mad']);
    expect((await list('q=sant%C3%A9')).businesses.map((b) => b.businessName)).toEqual(['Pharmacie du Phare']);
    expect((await list('q=%22%27')).businesses).toEqual([]);
    expect((await list('q=%25')).businesses).toEqual([]);
    expect((await list('q=introuvable')).businesses).toEqual([]);
  });

  it('refuses a forged cursor, an unknown order or category with 400, never 500', async () => {
    for (const query of [
      'cursor=abc',
      `cursor=${forgedCursor([true, true, true, '9.9.9', 'x'])}`,
      `order=directory&cursor=${forgedCursor([true, '2025-13-45T99:99:99.000000Z', '00000000-0000-4000-8000-000000000000'])}`,
      // A directory cursor on the ranked list (and back): each order takes only its own.
      `cursor=${forgedCursor([true, '2025-01-01T00:00:00.000000Z', '00000000-0000-4000-8000-000000000000'])}`,
      `order=directory&cursor=${forgedCursor([true, true, true, '4.5', '00000000-0000-4000-8000-000000000000'])}`,
      'order=nom',
      'category=Boulangerie',
      'limit=500',
    ]) {
      const res = await call('GET', `/api/businesses?${query}`);
      expect(res.statusCode, query).toBe(400);
    }
  });

  it('counts businesses, verified and sponsored ones', async () => {
    await insert('Un', { v: true });
    await insert('Deux', { s: true, v: true });
    await insert('Trois');
    const res = await call('GET', '/api/businesses/stats');
    expect(res.json() as BusinessStats).toEqual({ total: 3, verified: 2, sponsored: 1 });
  });

  it('answers 404 for an unknown business and 400 for a bad id', async () => {
    expect((await call('GET', '/api/businesses/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await call('GET', '/api/businesses/pas-un-id')).statusCode).toBe(400);
  });
});

describe('the visitors’ first pages kept in memory (issue 39)', () => {
  const names = async (query = 'order=directory') => (await list(query)).businesses.map((b) => b.businessName);

  it('answers visitors the kept first page: a row written around the services is not in it', async () => {
    await busSettled(t.app);
    await insert('Forge du Port');
    expect(await names()).toEqual(['Forge du Port']);
    await insert('Chantier naval');
    expect(await names()).toEqual(['Forge du Port']);
  });

  it('shows visitors an entry at once once it is added, edited, flagged or removed', async () => {
    expect(await names()).toEqual([]);
    const created = await add(anne.cookie, { businessName: 'Voilerie Le Goff', category: 'Artisan' });
    expect(await names()).toEqual(['Voilerie Le Goff']);
    await call('PATCH', `/api/businesses/${created.id}`, anne.cookie, {
      businessName: 'Voilerie Le Goff et fils',
      category: 'Artisan',
    });
    expect(await names()).toEqual(['Voilerie Le Goff et fils']);
    expect((await list('order=rank')).businesses[0]?.isVerified).toBe(false);
    await call('PATCH', `/api/businesses/${created.id}/flags`, modo.cookie, { isVerified: true });
    expect((await list('order=rank')).businesses[0]?.isVerified).toBe(true);
    await call('DELETE', `/api/businesses/${created.id}`, anne.cookie);
    expect(await names()).toEqual([]);
  });

  it('drops a hidden entry from the visitors’ first page at once, and brings it back once restored', async () => {
    const created = await add(anne.cookie, { businessName: 'Glacier du Môle', category: 'Commerce' });
    expect(await names()).toEqual(['Glacier du Môle']);
    const moderate = (action: 'hide' | 'restore') =>
      call('POST', '/api/moderation/content', modo.cookie, {
        targetType: 'business',
        targetId: created.id,
        action,
        reason: 'Fausse entreprise',
      });
    expect((await moderate('hide')).statusCode).toBe(200);
    expect(await names()).toEqual([]);
    expect((await moderate('restore')).statusCode).toBe(200);
    expect(await names()).toEqual(['Glacier du Môle']);
  });
});
