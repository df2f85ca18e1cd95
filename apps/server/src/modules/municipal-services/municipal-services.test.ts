import {
  CURSOR_MESSAGE,
  MUNICIPAL_SERVICE_CATEGORIES,
  type MunicipalService,
  type MunicipalServicesPage,
} from '@portmarin/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleMunicipalServices, seedMunicipalServices } from './municipal-services.seed.ts';
import { busSettled, buildTestApp, caller, forgedCursor, type TestApp } from '../../../test/helpers.ts';
import * as make from '../../../test/factories.ts';
import type { QuickResident } from '../../../test/residents.ts';
import { canManageMunicipalServices } from './municipal-services.policy.ts';

let t: TestApp;
let admin: QuickResident;
let moderator: QuickResident;
let resident: QuickResident;

beforeAll(async () => {
  t = await buildTestApp();
  const residents = await make.residents(t.app, 3);
  [resident, admin, moderator] = residents as [QuickResident, QuickResident, QuickResident];
  await make.promote(t.app, admin, 'admin');
  await make.promote(t.app, moderator, 'moderator');
  await seedMunicipalServices(t.app);
});
afterAll(async () => t?.close());

const call = caller(() => t);

async function list(query = ''): Promise<MunicipalServicesPage> {
  const res = await call('GET', `/api/municipal-services${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as MunicipalServicesPage;
}

/** Every page of a query, through the cursors. */
async function listAll(query: Record<string, string> = {}): Promise<MunicipalService[]> {
  const out: MunicipalService[] = [];
  let cursor: string | null = null;
  do {
    const params = new URLSearchParams({ ...query, ...(cursor ? { cursor } : {}) });
    const page = await list(`?${params}`);
    out.push(...page.services);
    cursor = page.nextCursor;
  } while (cursor);
  return out;
}

const sorted = (rows: MunicipalService[]) =>
  [...rows].sort((a, b) => compare(a.category, b.category) || compare(a.name, b.name) || compare(a.id, b.id));
/** PostgreSQL's order for these texts, checked against the database itself below. */
let compare: (a: string, b: string) => number;

const NEW_SERVICE = {
  name: 'Navette estivale',
  category: 'Technique',
  description: 'Bus gratuit entre le bourg et les plages en juillet et août.',
  phone: '02 97 00 00 99',
  email: 'navette@mairie-portmarin.fr',
  address: '1 place de la Mairie, 56290 Port-Marin',
  openingHours: 'Tous les jours 9h00-19h00',
  websiteUrl: 'https://www.mairie-portmarin.fr/navette',
  isEmergency: false,
};

describe('GET /api/municipal-services', () => {
  beforeAll(async () => {
    // The database's collation decides the order; ask it rather than guess.
    compare = (a, b) => (a === b ? 0 : collated.indexOf(a) - collated.indexOf(b));
    const { rows } = await t.app.pool.query<{ v: string }>(
      `select v from (select category as v from municipal_services union select name from municipal_services
        union select id::text from municipal_services) s order by v`,
    );
    const collated = rows.map((r) => r.v);
  });

  it('seeds every one of the 15 categories, with the emergency numbers', async () => {
    const all = await listAll();
    expect(all).toHaveLength(sampleMunicipalServices(t.app.town).length);
    expect(new Set(all.map((s) => s.category))).toEqual(new Set(MUNICIPAL_SERVICE_CATEGORIES));
    const emergency = all.filter((s) => s.isEmergency).map((s) => s.phone);
    expect(emergency).toEqual(expect.arrayContaining(['15', '17', '18', '112', '196']));
  });

  it('orders by category then name, across pages of the cursor', async () => {
    const pages: MunicipalServicesPage[] = [await list('?limit=7')];
    while (pages.at(-1)!.nextCursor) {
      pages.push(await list(`?limit=7&cursor=${pages.at(-1)!.nextCursor}`));
    }
    expect(pages.length).toBeGreaterThan(3);
    const all = pages.flatMap((p) => p.services);
    expect(new Set(all.map((s) => s.id)).size).toBe(all.length);
    expect(all.map((s) => s.id)).toEqual(sorted(all).map((s) => s.id));
  });

  it('filters by category', async () => {
    const sports = await listAll({ category: 'Sports' });
    expect(sports.length).toBeGreaterThan(0);
    expect(sports.every((s) => s.category === 'Sports')).toBe(true);
    const littoral = await listAll({ category: 'Littoral' });
    expect(littoral.map((s) => s.phone)).toContain('196');
  });

  it('searches without minding accents or case, and by a word being typed', async () => {
    const names = async (q: string, category?: string) =>
      (await listAll({ q, ...(category ? { category } : {}) })).map((s) => s.name);
    expect(await names('mediatheque')).toContain('Médiathèque');
    expect(await names('MÉDIATHÈQUE')).toContain('Médiathèque');
    expect(await names('etat civil')).toContain('État civil');
    // Stemmed (plural) and a prefix being typed.
    expect(await names('déchet')).toEqual(expect.arrayContaining(['Collecte des déchets', 'Déchèterie de Kerlann']));
    expect(await names('pomp')).toContain('Pompiers');
    // Category and search together.
    expect(await names('piscine', 'Culture')).toEqual([]);
    expect(await names('piscine', 'Sports')).toEqual(['Piscine intercommunale']);
    expect(await names('zzzz introuvable')).toEqual([]);
    // LIKE wildcards typed by a resident are letters.
    expect(await names('%')).toEqual([]);
  });

  it('refuses bad queries with a French 400', async () => {
    for (const query of ['?category=Plage', '?limit=0', '?limit=500', `?q=${'a'.repeat(101)}`, '?q=%00']) {
      const res = await call('GET', `/api/municipal-services${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.message).toEqual(expect.any(String));
    }
    for (const cursor of [
      'abc',
      forgedCursor(['a', 'b']),
      forgedCursor(['a', 'b', 'not-a-uuid']),
      forgedCursor(['a\u0000', 'b', '00000000-0000-4000-8000-000000000000']),
      'eyJ',
    ]) {
      const res = await call('GET', `/api/municipal-services?cursor=${cursor}`);
      expect(res.statusCode, cursor).toBe(400);
      expect(res.json().error.message).toBe(CURSOR_MESSAGE);
    }
  });
});

describe('admin CRUD', () => {
  let created: MunicipalService;

  it('lets an admin create a service (201), listed in its category', async () => {
    const res = await call('POST', '/api/municipal-services', admin.cookie, NEW_SERVICE);
    expect(res.statusCode, res.body).toBe(201);
    created = res.json() as MunicipalService;
    expect(created).toEqual({ ...NEW_SERVICE, id: expect.any(String) });
    expect((await listAll({ category: 'Technique' })).map((s) => s.name)).toContain('Navette estivale');
  });

  it('stores empty optional fields as null and defaults to not an emergency', async () => {
    const res = await call('POST', '/api/municipal-services', admin.cookie, {
      name: '  Jardins familiaux  ',
      category: 'Environnement',
      phone: '',
      email: '',
      websiteUrl: '',
      description: '   ',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Jardins familiaux',
      phone: null,
      email: null,
      websiteUrl: null,
      description: null,
      address: null,
      isEmergency: false,
    });
    await call('DELETE', `/api/municipal-services/${res.json().id}`, admin.cookie);
  });

  it('lets an admin edit only the fields sent', async () => {
    const res = await call('PATCH', `/api/municipal-services/${created.id}`, admin.cookie, {
      name: 'Navette des plages',
      phone: '',
      isEmergency: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      ...NEW_SERVICE,
      id: created.id,
      name: 'Navette des plages',
      phone: null,
      isEmergency: true,
    });
  });

  it('refuses invalid input with French 400s', async () => {
    const bad: Array<[string, object]> = [
      ['blank name', { ...NEW_SERVICE, name: '   ' }],
      ['unknown category', { ...NEW_SERVICE, category: 'Plage' }],
      ['bad e-mail', { ...NEW_SERVICE, email: 'mairie' }],
      ['bad site', { ...NEW_SERVICE, websiteUrl: 'javascript:alert(1)' }],
      ['bad phone', { ...NEW_SERVICE, phone: 'appelez-nous' }],
      ['long name', { ...NEW_SERVICE, name: 'x'.repeat(121) }],
      ['NUL', { ...NEW_SERVICE, name: 'Mairie\u0000' }],
      ['unknown field', { ...NEW_SERVICE, rating: 5 }],
    ];
    for (const [label, body] of bad) {
      const res = await call('POST', '/api/municipal-services', admin.cookie, body);
      expect(res.statusCode, label).toBe(400);
      expect(res.json().error.code, label).toBe('VALIDATION_ERROR');
    }
    const empty = await call('PATCH', `/api/municipal-services/${created.id}`, admin.cookie, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toContain('Aucune modification');
    const badId = await call('PATCH', '/api/municipal-services/not-a-uuid', admin.cookie, { name: 'X' });
    expect(badId.statusCode).toBe(400);
  });

  it('answers 404 for a service that does not exist', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const patch = await call('PATCH', `/api/municipal-services/${missing}`, admin.cookie, { name: 'X' });
    expect(patch.statusCode).toBe(404);
    expect(patch.json().error.code).toBe('MUNICIPAL_SERVICE_NOT_FOUND');
    const del = await call('DELETE', `/api/municipal-services/${missing}`, admin.cookie);
    expect(del.statusCode).toBe(404);
  });

  it('refuses residents (403) on every write', async () => {
    await expectRefused(resident.cookie, 403);
  });

  it('refuses moderators (403) on every write', async () => {
    await expectRefused(moderator.cookie, 403);
  });

  it('refuses visitors (401) on every write', async () => {
    await expectRefused(undefined, 401);
  });

  async function expectRefused(cookie: string | undefined, status: number) {
    const responses = [
      await call('POST', '/api/municipal-services', cookie, NEW_SERVICE),
      await call('PATCH', `/api/municipal-services/${created.id}`, cookie, { name: 'Piraté' }),
      await call('DELETE', `/api/municipal-services/${created.id}`, cookie),
    ];
    for (const res of responses) {
      expect(res.statusCode).toBe(status);
      expect(res.json().error.message).toMatch(/[a-zé]/);
    }
    const { rows } = await t.app.pool.query<{ name: string }>('select name from municipal_services where id = $1', [
      created.id,
    ]);
    expect(rows[0]?.name).toBe('Navette des plages');
    const copies = await t.app.pool.query('select 1 from municipal_services where name = $1', [NEW_SERVICE.name]);
    expect(copies.rows).toHaveLength(0);
  }

  it('lets an admin remove a service (204)', async () => {
    const res = await call('DELETE', `/api/municipal-services/${created.id}`, admin.cookie);
    expect(res.statusCode).toBe(204);
    expect((await listAll()).map((s) => s.id)).not.toContain(created.id);
  });
});

describe('the first page kept in memory (issue 39)', () => {
  const names = async () => (await list()).services.map((s) => s.name);
  const SHELTER = { ...NEW_SERVICE, name: 'Abri côtier', category: 'Administration' };

  it('answers the kept first page: a row written around the services is not in it', async () => {
    await busSettled(t.app);
    await list();
    await t.app.pool.query(
      `insert into municipal_services (name, category) values ('Aaa écrit en SQL', 'Administration')`,
    );
    expect(await names()).not.toContain('Aaa écrit en SQL');
    await t.app.pool.query(`delete from municipal_services where name = 'Aaa écrit en SQL'`);
  });

  it('shows a service at once once an admin creates, edits or removes it', async () => {
    await list();
    const created = (await call('POST', '/api/municipal-services', admin.cookie, SHELTER)).json() as MunicipalService;
    expect(await names()).toContain('Abri côtier');
    await call('PATCH', `/api/municipal-services/${created.id}`, admin.cookie, { name: 'Abri du port' });
    expect(await names()).toEqual(expect.arrayContaining(['Abri du port']));
    expect(await names()).not.toContain('Abri côtier');
    await call('DELETE', `/api/municipal-services/${created.id}`, admin.cookie);
    expect(await names()).not.toContain('Abri du port');
  });
});

describe('canManageMunicipalServices', () => {
  it('is true for admins only', () => {
    expect(canManageMunicipalServices({ role: 'admin' })).toBe(true);
    expect(canManageMunicipalServices({ role: 'moderator' })).toBe(false);
    expect(canManageMunicipalServices({ role: 'user' })).toBe(false);
  });
});

describe('seed', () => {
  it('is idempotent', async () => {
    const before = (await listAll()).length;
    await seedMunicipalServices(t.app);
    expect((await listAll()).length).toBe(before);
  });
});
