import type { GroupDetail, GroupMembersPage, GroupsPage } from '@portmarin/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, caller, type TestApp } from '../../../test/helpers.ts';
import * as make from '../../../test/factories.ts';
import type { QuickResident } from '../../../test/residents.ts';

/** Mes groupes and a group's members: first pages kept in memory, dropped by the writes they show (decision 0099). */

let t: TestApp;
let founder: QuickResident;
let alice: QuickResident;
let outsider: QuickResident;

beforeAll(async () => {
  t = await buildTestApp();
  [founder, alice, outsider] = (await make.residents(t.app, 3)) as [QuickResident, QuickResident, QuickResident];
});
afterAll(async () => t?.close());

const call = caller(() => t);

async function create(who: QuickResident, body: object): Promise<GroupDetail> {
  const res = await call('POST', '/api/groups', who, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as GroupDetail;
}

async function mine(who: QuickResident): Promise<GroupsPage> {
  const res = await call('GET', '/api/groups/mine', who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as GroupsPage;
}

async function members(who: QuickResident, groupId: string): Promise<GroupMembersPage> {
  const res = await call('GET', `/api/groups/${groupId}/members`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as GroupMembersPage;
}

describe('Mes groupes kept per resident', () => {
  it('shows a joined group, then its new name, a promotion and leaving, each on the next request', async () => {
    const group = await create(founder, { name: 'Voile du dimanche', isPrivate: false });
    expect((await mine(alice)).groups).toEqual([]);
    expect((await call('POST', `/api/groups/${group.id}/join`, alice)).statusCode).toBeLessThan(300);
    expect((await mine(alice)).groups.map((g) => [g.name, g.role])).toEqual([['Voile du dimanche', 'member']]);
    expect((await call('PATCH', `/api/groups/${group.id}`, founder, { name: 'Voile du samedi' })).statusCode).toBe(200);
    expect((await mine(alice)).groups[0]!.name).toBe('Voile du samedi');
    const promoted = await call('POST', `/api/groups/${group.id}/members/${alice.id}/promote`, founder);
    expect(promoted.statusCode, promoted.body).toBeLessThan(300);
    expect((await mine(alice)).groups[0]!.role).toBe('admin');
    expect((await call('POST', `/api/groups/${group.id}/leave`, alice)).statusCode).toBeLessThan(300);
    expect((await mine(alice)).groups).toEqual([]);
  });
});

describe('a group’s members kept for its readers', () => {
  it('shows a new member and a member’s new name on the next request', async () => {
    const group = await create(founder, { name: 'Chorale du port', isPrivate: false });
    expect((await members(outsider, group.id)).members.map((m) => m.id)).toEqual([founder.id]);
    expect((await call('POST', `/api/groups/${group.id}/join`, alice)).statusCode).toBeLessThan(300);
    expect((await members(outsider, group.id)).members.map((m) => m.id)).toEqual([founder.id, alice.id]);
    expect((await call('PATCH', '/api/profile', alice, { name: 'Alice Kerhervé' })).statusCode).toBe(200);
    expect((await members(outsider, group.id)).members[1]!.name).toBe('Alice Kerhervé');
  });

  it('keeps a private group’s members to its members, its page kept or not', async () => {
    const group = await create(founder, { name: 'Conseil de quartier', isPrivate: true });
    expect((await members(founder, group.id)).members).toHaveLength(1);
    const refused = await call('GET', `/api/groups/${group.id}/members`, outsider);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('GROUP_PRIVATE');
  });
});
