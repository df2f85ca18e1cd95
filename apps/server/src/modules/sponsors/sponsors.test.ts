import type { Sponsor, SponsorsResponse } from '@portmarin/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, caller, type TestApp } from '../../../test/helpers.ts';
import { quickResidents, type QuickResident } from '../../../test/residents.ts';

let t: TestApp;
let resident: QuickResident;
let moderator: QuickResident;
let admin: QuickResident;

const call = caller(() => t);

beforeAll(async () => {
  t = await buildTestApp();
  [resident, moderator, admin] = (await quickResidents(t.app, 3)) as [QuickResident, QuickResident, QuickResident];
  await t.app.pool.query(`update "user" set role = 'admin' where id = $1`, [admin.id]);
  await t.app.pool.query(`update "user" set role = 'moderator' where id = $1`, [moderator.id]);
});
afterAll(async () => t?.close());

const publicList = async () => ((await call('GET', '/api/sponsors')).json() as SponsorsResponse).sponsors;

describe('sponsors', () => {
  it('admins add, edit and deactivate sponsors, each change logged; /sponsors shows the active ones in order', async () => {
    const created = await call('POST', '/api/admin/sponsors', admin, {
      name: '  Chantier naval Le Goff ',
      description: 'Construction et entretien de bateaux depuis 1952.',
      websiteUrl: 'https://chantier-legoff.fr',
      position: 2,
    });
    expect(created.statusCode, created.body).toBe(201);
    const sponsor = created.json() as Sponsor;
    expect(sponsor).toMatchObject({
      name: 'Chantier naval Le Goff',
      websiteUrl: 'https://chantier-legoff.fr',
      imageUrl: null,
      position: 2,
      active: true,
    });
    const first = (
      await call('POST', '/api/admin/sponsors', admin, { name: 'Banque du Littoral', position: 1 })
    ).json() as Sponsor;
    expect((await publicList()).map((s) => s.name)).toEqual(['Banque du Littoral', 'Chantier naval Le Goff']);

    const edited = await call('PATCH', `/api/admin/sponsors/${sponsor.id}`, admin, { description: 'Depuis 1952.' });
    expect(edited.json()).toMatchObject({ description: 'Depuis 1952.', websiteUrl: 'https://chantier-legoff.fr' });

    const off = await call('PATCH', `/api/admin/sponsors/${first.id}`, admin, { active: false });
    expect(off.json()).toMatchObject({ active: false, name: 'Banque du Littoral' });
    expect((await publicList()).map((s) => s.name)).toEqual(['Chantier naval Le Goff']);
    const all = (await call('GET', '/api/admin/sponsors', admin)).json() as SponsorsResponse;
    expect(all.sponsors.map((s) => s.name)).toEqual(['Banque du Littoral', 'Chantier naval Le Goff']);

    const cleared = await call('PATCH', `/api/admin/sponsors/${sponsor.id}`, admin, { websiteUrl: '' });
    expect(cleared.json()).toMatchObject({ websiteUrl: null });

    const { rows } = await t.app.pool.query<{ action: string }>(
      `select action from moderation_log where target_type = 'sponsor' and moderator_id = $1 order by created_at, id`,
      [admin.id],
    );
    expect(rows.map((r) => r.action)).toEqual([
      'sponsor.create',
      'sponsor.create',
      'sponsor.update',
      'sponsor.deactivate',
      'sponsor.update',
    ]);
  });

  it('is managed by admins only: 401 visitors, 403 residents and moderators', async () => {
    const body = { name: 'Intrus' };
    expect((await call('POST', '/api/admin/sponsors', undefined, body)).statusCode).toBe(401);
    expect((await call('POST', '/api/admin/sponsors', resident, body)).statusCode).toBe(403);
    expect((await call('POST', '/api/admin/sponsors', moderator, body)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/sponsors', resident)).statusCode).toBe(403);
    const id = (await publicList())[0]!.id;
    expect((await call('PATCH', `/api/admin/sponsors/${id}`, resident, { active: false })).statusCode).toBe(403);
    expect((await publicList()).some((s) => s.id === id)).toBe(true);
  });

  it('refuses bad input with 400 and unknown sponsors with 404', async () => {
    const cases: object[] = [
      { name: '   ' },
      { name: 'x'.repeat(121) },
      { name: 'Ok', websiteUrl: 'javascript:alert(1)' },
      { name: 'Ok', websiteUrl: 'chantier.fr' },
      { name: 'Ok', imageUrl: 'https://x.fr/a.png' },
      { name: 'Ok', imageUrl: '/uploads/../etc/passwd' },
      { name: 'Ok', position: -1 },
      { name: 'Ok', active: 'oui' },
      { name: 'a\u0000b' },
    ];
    for (const body of cases) {
      expect((await call('POST', '/api/admin/sponsors', admin, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await call('PATCH', '/api/admin/sponsors/42', admin, { active: false })).statusCode).toBe(400);
    const missing = await call('PATCH', '/api/admin/sponsors/00000000-0000-4000-8000-000000000000', admin, {
      active: false,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('SPONSOR_NOT_FOUND');
  });
});
