import type { MyProfile, Profile, UserSettings } from '@portmarin/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, caller, type TestApp } from '../../../test/helpers.ts';
import { quickResidents, type QuickResident } from '../../../test/residents.ts';
import { setResidence } from '../../../test/verified-residents.ts';

/** The « Résident vérifié » mark (issue 37): verified now, and the resident's own choice to show it. */

let t: TestApp;
let resident: QuickResident;
let neighbour: QuickResident;

beforeAll(async () => {
  t = await buildTestApp();
  [resident, neighbour] = (await quickResidents(t.app, 2)) as [QuickResident, QuickResident];
});
afterAll(async () => t?.close());

const call = caller(() => t);

const markSeenBy = async (who?: QuickResident) =>
  ((await call('GET', `/api/profiles/${resident.username}`, who)).json() as Profile).verifiedResident;

const showMark = async (show: boolean) => {
  const res = await call('PATCH', '/api/settings', resident, { privacy: { showVerifiedResident: show } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as UserSettings;
};

describe('the « Résident vérifié » mark on the profile', () => {
  it('is off by default in the settings', async () => {
    const settings = (await call('GET', '/api/settings', neighbour)).json() as UserSettings;
    expect(settings.privacy.showVerifiedResident).toBe(false);
  });

  it('stays hidden for a verified resident who did not choose to show it', async () => {
    await setResidence(t.app, resident.id, 'verified');
    expect(await markSeenBy(neighbour)).toBe(false);
    expect(((await call('GET', '/api/profile', resident)).json() as MyProfile).verifiedResident).toBe(false);
  });

  it('shows once the verified resident chooses it, to residents, visitors and themself', async () => {
    expect((await showMark(true)).privacy.showVerifiedResident).toBe(true);
    expect(await markSeenBy(neighbour)).toBe(true);
    expect(await markSeenBy()).toBe(true);
    expect(((await call('GET', '/api/profile', resident)).json() as MyProfile).verifiedResident).toBe(true);
  });

  it('hides again when the verification is revoked', async () => {
    await showMark(true);
    await setResidence(t.app, resident.id, 'revoked');
    expect(await markSeenBy(neighbour)).toBe(false);
  });

  it('hides again when the verification expired', async () => {
    await showMark(true);
    await setResidence(t.app, resident.id, 'expired');
    expect(await markSeenBy(neighbour)).toBe(false);
  });

  it('never shows for a resident who chose it without being verified', async () => {
    await call('PATCH', '/api/settings', neighbour, { privacy: { showVerifiedResident: true } });
    const profile = (await call('GET', `/api/profiles/${neighbour.username}`, resident)).json() as Profile;
    expect(profile.verifiedResident).toBe(false);
  });

  it('hides again when the resident turns the switch off', async () => {
    await setResidence(t.app, resident.id, 'verified');
    await showMark(true);
    expect(await markSeenBy(neighbour)).toBe(true);
    await showMark(false);
    expect(await markSeenBy(neighbour)).toBe(false);
  });

  it('refuses a switch that is not a boolean (400)', async () => {
    const res = await call('PATCH', '/api/settings', resident, { privacy: { showVerifiedResident: 'oui' } });
    expect(res.statusCode).toBe(400);
  });
});
