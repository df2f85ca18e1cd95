import { ERRORS } from '@portmarin/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as make from '../../../test/factories.ts';
import { buildTestApp, type TestApp, type VerifiedUser } from '../../../test/helpers.ts';

const DEFAULTS = {
  notifications: { posts: true, comments: true, friends: true, messages: false, events: true },
  privacy: { profileVisible: true, onlineStatus: false, readReceipts: true, showVerifiedResident: false },
  quietHours: { enabled: false, start: '22:00', end: '07:00' },
  digest: 'off',
};

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const getSettings = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/settings', headers: cookie ? { cookie } : {} });

const patchSettings = (cookie: string, payload: unknown) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/settings',
    headers: { cookie, origin: t.env.PUBLIC_URL },
    payload: payload as object,
  });

describe('GET /api/settings', () => {
  it('answers 401 UNAUTHENTICATED without a session', async () => {
    const res = await getSettings();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: ERRORS.UNAUTHENTICATED.message } });
  });

  it('answers 401 to a forged session cookie', async () => {
    const res = await getSettings('portmarin.session_token=forged.signature');
    expect(res.statusCode).toBe(401);
  });

  it("gives a new resident the spec's defaults", async () => {
    const resident = await make.resident(t.app);
    const res = await getSettings(resident.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(DEFAULTS);
  });
});

describe('PATCH /api/settings', () => {
  let resident: VerifiedUser;
  beforeAll(async () => {
    resident = await make.resident(t.app);
  });

  it('merges a partial change and persists it', async () => {
    const res = await patchSettings(resident.cookie, { notifications: { messages: true } });
    expect(res.statusCode).toBe(200);
    const expected = { ...DEFAULTS, notifications: { ...DEFAULTS.notifications, messages: true } };
    expect(res.json()).toEqual(expected);
    expect((await getSettings(resident.cookie)).json()).toEqual(expected);

    const { rows } = await t.app.pool.query<{ notify_messages: boolean }>(
      'select notify_messages from user_settings where user_id = $1',
      [resident.user.id],
    );
    expect(rows[0]?.notify_messages).toBe(true);
  });

  it('keeps earlier changes when another section changes', async () => {
    const res = await patchSettings(resident.cookie, { privacy: { onlineStatus: true, readReceipts: false } });
    expect(res.statusCode).toBe(200);
    expect((await getSettings(resident.cookie)).json()).toEqual({
      ...DEFAULTS,
      notifications: { ...DEFAULTS.notifications, messages: true },
      privacy: { profileVisible: true, onlineStatus: true, readReceipts: false, showVerifiedResident: false },
    });
  });

  it.each([
    ['an unknown top-level key', { theme: 'dark' }],
    ['an unknown notification key', { notifications: { newsletter: true } }],
    ['a non-boolean value', { notifications: { posts: 'yes' } }],
    ['a null value', { privacy: { profileVisible: null } }],
    ['an empty change', {}],
  ])('refuses %s with 400 VALIDATION_ERROR', async (_label, payload) => {
    const before = (await getSettings(resident.cookie)).json();
    const res = await patchSettings(resident.cookie, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
    expect(typeof res.json().error.message).toBe('string');
    expect((await getSettings(resident.cookie)).json()).toEqual(before);
  });

  it('answers 401 without a session', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/settings',
      payload: { notifications: { posts: false } },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHENTICATED');
  });

  it("never touches another resident's settings", async () => {
    const other = await make.resident(t.app);
    expect((await getSettings(other.cookie)).json()).toEqual(DEFAULTS);
    await patchSettings(other.cookie, { notifications: { posts: false } });
    expect((await getSettings(other.cookie)).json().notifications.posts).toBe(false);
    const mine = (await getSettings(resident.cookie)).json();
    expect(mine.notifications.posts).toBe(true);
    expect(mine.notifications.messages).toBe(true);
  });
});

describe('PATCH /api/settings: quiet hours and the digest', () => {
  it('saves quiet hours and a weekly digest, and keeps them', async () => {
    const resident = await make.resident(t.app);
    const change = { quietHours: { enabled: true, start: '23:30', end: '06:45' }, digest: 'weekly' };
    const res = await patchSettings(resident.cookie, change);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...DEFAULTS, ...change });
    expect((await getSettings(resident.cookie)).json()).toEqual({ ...DEFAULTS, ...change });
    const { rows } = await t.app.pool.query(
      'select quiet_hours_enabled, quiet_hours_start, quiet_hours_end, digest from user_settings where user_id = $1',
      [resident.user.id],
    );
    expect(rows[0]).toEqual({
      quiet_hours_enabled: true,
      quiet_hours_start: 1410,
      quiet_hours_end: 405,
      digest: 'weekly',
    });
  });

  it('changes one end of the quiet hours and keeps the other', async () => {
    const resident = await make.resident(t.app);
    await patchSettings(resident.cookie, { quietHours: { enabled: true } });
    const res = await patchSettings(resident.cookie, { quietHours: { start: '13:00' } });
    expect(res.json().quietHours).toEqual({ enabled: true, start: '13:00', end: '07:00' });
  });

  it.each([
    ['an hour past 23', { quietHours: { start: '24:00' } }, 'HH:MM'],
    ['minutes past 59', { quietHours: { end: '07:60' } }, 'HH:MM'],
    ['a time without its zero', { quietHours: { start: '7:00' } }, 'HH:MM'],
    ['the same start and end', { quietHours: { start: '08:00', end: '08:00' } }, 'heures différentes'],
    ['an unknown frequency', { digest: 'monthly' }, 'quotidien ou hebdomadaire'],
  ])('refuses %s with a French 400', async (_label, payload, words) => {
    const resident = await make.resident(t.app);
    const res = await patchSettings(resident.cookie, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
    expect(res.json().error.message).toContain(words);
    expect((await getSettings(resident.cookie)).json()).toEqual(DEFAULTS);
  });

  it('refuses a start that meets the stored end, and keeps the settings', async () => {
    const resident = await make.resident(t.app);
    const res = await patchSettings(resident.cookie, { quietHours: { start: '07:00' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Les heures calmes doivent commencer et finir à des heures différentes.');
    expect((await getSettings(resident.cookie)).json()).toEqual(DEFAULTS);
  });
});
