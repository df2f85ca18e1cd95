import type { Association, AssociationStats, AssociationsPage } from '@portmarin/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAssociations } from './associations.seed.ts';
import { busSettled, buildTestApp, caller, type TestApp } from '../../../test/helpers.ts';
import * as make from '../../../test/factories.ts';
import type { QuickResident } from '../../../test/residents.ts';
import { canEditAssociation, canManageAssociations } from './associations.policy.ts';

let t: TestApp;
let admin: QuickResident;
let moderator: QuickResident;
let manager: QuickResident;
let resident: QuickResident;

beforeAll(async () => {
  t = await buildTestApp();
  [resident, admin, moderator, manager] = (await make.residents(t.app, 4)) as QuickResident[] as [
    QuickResident,
    QuickResident,
    QuickResident,
    QuickResident,
  ];
  await make.promote(t.app, admin, 'admin');
  await make.promote(t.app, moderator, 'moderator');
  await seedAssociations(t.app);
});
afterAll(async () => t?.close());

const call = caller(() => t);

async function listAll(cookie?: string): Promise<Association[]> {
  const out: Association[] = [];
  let cursor: string | null = null;
  do {
    const res = await call('GET', `/api/associations?limit=4${cursor ? `&cursor=${cursor}` : ''}`, cookie);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as AssociationsPage;
    out.push(...page.associations);
    cursor = page.nextCursor;
  } while (cursor);
  return out;
}

let nautical: Association;

describe('GET /api/associations and /stats', () => {
  it('lists the 6 seeded associations by name, through the cursor, with the spec fields', async () => {
    const all = await listAll();
    expect(all).toHaveLength(6);
    const { rows } = await t.app.pool.query<{ id: string }>('select id from associations order by name, id');
    expect(all.map((a) => a.id)).toEqual(rows.map((r) => r.id));
    expect(new Set(all.map((a) => a.category))).toEqual(
      new Set(['Sport', 'Culture', 'Social', 'Environnement', 'Solidarité']),
    );
    for (const a of all) {
      expect(a.description.length).toBeGreaterThan(0);
      expect(a.activities.length).toBeGreaterThan(0);
      expect(a.donationUrl).toMatch(/^https:\/\//);
      expect(a.canEdit).toBe(false);
    }
    nautical = all.find((a) => a.category === 'Sport')!;
  });

  it('counts the associations; the figures without data are the spec texts', async () => {
    const res = await call('GET', '/api/associations/stats');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      associations: 6,
      volunteers: '150+',
      eventsPerYear: '50+',
    } satisfies AssociationStats);
  });

  it('refuses a forged cursor and a bad limit (400)', async () => {
    expect((await call('GET', '/api/associations?cursor=abc')).statusCode).toBe(400);
    expect((await call('GET', '/api/associations?limit=0')).statusCode).toBe(400);
  });
});

describe('managers', () => {
  const managerUrl = () => `/api/associations/${nautical.id}/managers/${manager.id}`;

  it('only admins name managers: visitors 401, residents, moderators and managers 403', async () => {
    expect((await call('PUT', managerUrl())).statusCode).toBe(401);
    expect((await call('PUT', managerUrl(), resident.cookie)).statusCode).toBe(403);
    expect((await call('PUT', managerUrl(), moderator.cookie)).statusCode).toBe(403);
    expect((await call('PUT', managerUrl(), manager.cookie)).statusCode).toBe(403);
    expect((await call('GET', `/api/associations/${nautical.id}/managers`, resident.cookie)).statusCode).toBe(403);
  });

  it('lets an admin name a manager (204, twice is fine) and list them', async () => {
    expect((await call('PUT', managerUrl(), admin.cookie)).statusCode).toBe(204);
    expect((await call('PUT', managerUrl(), admin.cookie)).statusCode).toBe(204);
    const res = await call('GET', `/api/associations/${nautical.id}/managers`, admin.cookie);
    expect(res.json().managers).toEqual([{ userId: manager.id, name: expect.any(String), username: manager.username }]);
  });

  it('answers 404 for an unknown resident or association', async () => {
    const unknownUser = await call('PUT', `/api/associations/${nautical.id}/managers/nobody`, admin.cookie);
    expect(unknownUser.statusCode).toBe(404);
    const missing = '00000000-0000-4000-8000-000000000000';
    const unknownAssociation = await call('PUT', `/api/associations/${missing}/managers/${manager.id}`, admin.cookie);
    expect(unknownAssociation.statusCode).toBe(404);
    expect(unknownAssociation.json().error.code).toBe('ASSOCIATION_NOT_FOUND');
  });

  it('shows canEdit to the manager and to admins only', async () => {
    const byId = async (cookie?: string) => (await listAll(cookie)).find((a) => a.id === nautical.id)!;
    expect((await byId(manager.cookie)).canEdit).toBe(true);
    expect((await byId(admin.cookie)).canEdit).toBe(true);
    expect((await byId(resident.cookie)).canEdit).toBe(false);
    expect((await byId(moderator.cookie)).canEdit).toBe(false);
    expect((await byId()).canEdit).toBe(false);
    const others = (await listAll(manager.cookie)).filter((a) => a.id !== nautical.id);
    expect(others.every((a) => !a.canEdit)).toBe(true);
  });
});

describe('PATCH /api/associations/:id', () => {
  const edit = { description: 'Voile légère et croisière côtière pour tous.', activities: ['Voile', 'Croisière'] };

  it('lets the manager edit their association', async () => {
    const res = await call('PATCH', `/api/associations/${nautical.id}`, manager.cookie, { ...edit, websiteUrl: '' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      ...edit,
      id: nautical.id,
      name: nautical.name,
      websiteUrl: null,
      canEdit: true,
    });
  });

  it('lets an admin edit any association', async () => {
    const res = await call('PATCH', `/api/associations/${nautical.id}`, admin.cookie, { phone: '02 97 11 22 99' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ phone: '02 97 11 22 99', description: edit.description });
  });

  it('refuses a manager on another association (403)', async () => {
    const other = (await listAll()).find((a) => a.id !== nautical.id)!;
    const res = await call('PATCH', `/api/associations/${other.id}`, manager.cookie, { description: 'Piraté' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('FORBIDDEN');
  });

  it('refuses residents and moderators (403) and visitors (401)', async () => {
    const url = `/api/associations/${nautical.id}`;
    expect((await call('PATCH', url, resident.cookie, { description: 'Piraté' })).statusCode).toBe(403);
    expect((await call('PATCH', url, moderator.cookie, { description: 'Piraté' })).statusCode).toBe(403);
    expect((await call('PATCH', url, undefined, { description: 'Piraté' })).statusCode).toBe(401);
    const { rows } = await t.app.pool.query<{ description: string | null }>(
      'select description from associations where id = $1',
      [nautical.id],
    );
    expect(rows[0]?.description).toBe(edit.description);
  });

  it('refuses invalid edits with French 400s', async () => {
    const url = `/api/associations/${nautical.id}`;
    const bad: object[] = [
      {},
      { name: '  ' },
      { category: 'Sports' },
      { email: 'pas-un-mail' },
      { donationUrl: 'ftp://don' },
      { activities: [''] },
      { activities: Array.from({ length: 13 }, (_, i) => `Activité ${i}`) },
      { canEdit: true },
    ];
    for (const body of bad) {
      const res = await call('PATCH', url, manager.cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.message).toEqual(expect.any(String));
    }
  });

  it('answers 404 for an unknown association', async () => {
    const res = await call('PATCH', '/api/associations/00000000-0000-4000-8000-000000000000', admin.cookie, edit);
    expect(res.statusCode).toBe(404);
  });

  it('no longer lets a removed manager edit', async () => {
    const url = `/api/associations/${nautical.id}/managers/${manager.id}`;
    expect((await call('DELETE', url, resident.cookie)).statusCode).toBe(403);
    expect((await call('DELETE', url, admin.cookie)).statusCode).toBe(204);
    const res = await call('PATCH', `/api/associations/${nautical.id}`, manager.cookie, edit);
    expect(res.statusCode).toBe(403);
  });
});

describe('admin create and delete', () => {
  const body = { name: 'Les Jardiniers de la Côte', category: 'Environnement', description: 'Jardins partagés.' };

  it('refuses residents, moderators (403) and visitors (401)', async () => {
    expect((await call('POST', '/api/associations', resident.cookie, body)).statusCode).toBe(403);
    expect((await call('POST', '/api/associations', moderator.cookie, body)).statusCode).toBe(403);
    expect((await call('POST', '/api/associations', undefined, body)).statusCode).toBe(401);
  });

  it('lets an admin create, then delete, an association; the count follows', async () => {
    const res = await call('POST', '/api/associations', admin.cookie, body);
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json() as Association;
    expect(created).toMatchObject({ ...body, activities: [], donationUrl: null, canEdit: true });
    expect((await call('GET', '/api/associations/stats')).json().associations).toBe(7);

    expect((await call('DELETE', `/api/associations/${created.id}`, resident.cookie)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/associations/${created.id}`)).statusCode).toBe(401);
    expect((await call('DELETE', `/api/associations/${created.id}`, admin.cookie)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/associations/${created.id}`, admin.cookie)).statusCode).toBe(404);
    expect((await call('GET', '/api/associations/stats')).json().associations).toBe(6);
  });

  it('refuses a create without a name or category (400)', async () => {
    expect((await call('POST', '/api/associations', admin.cookie, { category: 'Sport' })).statusCode).toBe(400);
    expect((await call('POST', '/api/associations', admin.cookie, { name: 'Club' })).statusCode).toBe(400);
  });
});

describe('the visitors’ first page kept in memory (issue 39)', () => {
  const names = async () =>
    ((await call('GET', '/api/associations')).json() as AssociationsPage).associations.map((a) => a.name);
  const body = { name: 'Aaa Amis du Phare', category: 'Culture', description: 'Le phare ouvert aux visiteurs.' };

  it('answers visitors the kept first page: a row written around the associations is not in it', async () => {
    await busSettled(t.app);
    await names();
    await t.app.pool.query(
      `insert into associations (name, category, description) values ('Aaa écrite en SQL', 'Sport', 'Test.')`,
    );
    expect(await names()).not.toContain('Aaa écrite en SQL');
    await t.app.pool.query(`delete from associations where name = 'Aaa écrite en SQL'`);
  });

  it('shows visitors an association at once once an admin creates, edits or deletes it', async () => {
    await names();
    const created = (await call('POST', '/api/associations', admin.cookie, body)).json() as Association;
    expect(await names()).toContain('Aaa Amis du Phare');
    await call('PATCH', `/api/associations/${created.id}`, admin.cookie, { name: 'Aaa Amis du Sémaphore' });
    expect(await names()).toContain('Aaa Amis du Sémaphore');
    await call('DELETE', `/api/associations/${created.id}`, admin.cookie);
    expect(await names()).not.toContain('Aaa Amis du Sémaphore');
  });
});

describe('policy', () => {
  it('lets managers and admins edit, admins alone manage', () => {
    expect(canEditAssociation({ role: 'user' }, true)).toBe(true);
    expect(canEditAssociation({ role: 'user' }, false)).toBe(false);
    expect(canEditAssociation({ role: 'moderator' }, false)).toBe(false);
    expect(canEditAssociation({ role: 'admin' }, false)).toBe(true);
    expect(canManageAssociations({ role: 'admin' })).toBe(true);
    expect(canManageAssociations({ role: 'moderator' })).toBe(false);
  });

  it('seeds once', async () => {
    await seedAssociations(t.app);
    expect((await call('GET', '/api/associations/stats')).json().associations).toBe(6);
  });
});
