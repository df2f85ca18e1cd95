import type { PushPayload } from '@portmarin/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as make from '../../../test/factories.ts';
import { buildTestApp, type TestApp, type VerifiedUser } from '../../../test/helpers.ts';
import {
  createPushService,
  loadVapidDetails,
  type PushDevice,
  type PushService,
  type PushTransport,
} from '../../plugins/push.ts';
import { holdPushes, sendQuietHoursSummaries, summaryText, townMinuteOfDay, withinQuietHours } from './quiet-hours.ts';

/** Instants on the town's clock in winter (Paris = UTC+1): '23:00' → 2026-11-30T22:00Z. */
const paris = (hhmm: string, day = '2026-11-30') => new Date(Date.parse(`${day}T${hhmm}:00+01:00`));
const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));

describe('withinQuietHours', () => {
  it.each([
    ['21:59', false],
    ['22:00', true],
    ['23:59', true],
    ['00:00', true],
    ['06:59', true],
    ['07:00', false],
    ['12:00', false],
  ])('22:00–07:00 (across midnight) at %s: %s', (at, quiet) => {
    expect(withinQuietHours(minutes(at), minutes('22:00'), minutes('07:00'))).toBe(quiet);
  });

  it.each([
    ['12:59', false],
    ['13:00', true],
    ['14:59', true],
    ['15:00', false],
    ['23:00', false],
  ])('13:00–15:00 (within a day) at %s: %s', (at, quiet) => {
    expect(withinQuietHours(minutes(at), minutes('13:00'), minutes('15:00'))).toBe(quiet);
  });

  it("reads the minute on the town's clock, summer time included", () => {
    expect(townMinuteOfDay(new Date('2026-11-30T21:00:00Z'))).toBe(minutes('22:00'));
    expect(townMinuteOfDay(new Date('2026-07-01T20:00:00Z'))).toBe(minutes('22:00'));
  });

  it('says what was held, in the singular and the plural', () => {
    expect(summaryText(3, 2)).toBe('Pendant vos heures calmes : 3 notifications, 2 messages');
    expect(summaryText(1, 0)).toBe('Pendant vos heures calmes : 1 notification');
    expect(summaryText(0, 1)).toBe('Pendant vos heures calmes : 1 message');
  });
});

describe('quiet hours on the push service', () => {
  let t: TestApp;
  let clock: Date;
  let push: PushService;
  /** What reached the devices, through a transport standing in for FCM. */
  const delivered: Array<{ device: string; payload: PushPayload; urgent: boolean }> = [];
  const recording: PushTransport = {
    handles: (device: PushDevice) => device.kind === 'native',
    send: async (device, payload, { urgent }) => {
      delivered.push({ device: device.endpoint, payload, urgent });
      return 'sent';
    },
  };

  beforeAll(async () => {
    t = await buildTestApp();
    push = createPushService({
      sql: t.app.pool,
      log: t.app.log,
      vapid: await loadVapidDetails(t.env, t.app.town),
      transports: [recording],
      holdPushes,
      now: () => clock,
    });
  });
  afterAll(async () => t?.close());

  async function residentWithQuietHours(start: string, end: string): Promise<VerifiedUser> {
    const resident = await make.resident(t.app);
    await make.pushDevice(t.app, resident, { kind: 'native', token: `token-${resident.user.id}`, platform: 'android' });
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/settings',
      headers: { cookie: resident.cookie, origin: t.env.PUBLIC_URL },
      payload: { quietHours: { enabled: true, start, end } },
    });
    expect(res.statusCode).toBe(200);
    return resident;
  }
  const to = (r: VerifiedUser) => delivered.filter((d) => d.device === `token-${r.user.id}`);
  const heldFor = async (r: VerifiedUser) =>
    (await t.app.pool.query('select kind from held_pushes where user_id = $1', [r.user.id])).rows;
  const summarise = (now: Date) =>
    sendQuietHoursSummaries({ sql: t.app.pool, push, productName: t.app.town.productName }, now);
  const like: PushPayload = { title: 'PortMarin', body: 'Marie a aimé votre publication', url: '/post/1' };
  const message: PushPayload = { title: 'Marie', body: 'On se voit au port ?', url: '/conversation/c1', tag: 'c1' };

  it('holds a non-urgent push during quiet hours and lets an urgent one through', async () => {
    const resident = await residentWithQuietHours('22:00', '07:00');
    clock = paris('23:00');
    expect(await push.sendToUser(resident.user.id, like)).toEqual({ devices: 0, failed: 0 });
    expect(to(resident)).toHaveLength(0);
    expect(await heldFor(resident)).toEqual([{ kind: 'notification' }]);

    const alert = { title: 'Mairie', body: 'Alerte tempête', url: '/announcements/1' };
    expect(await push.sendToUser(resident.user.id, alert, { urgent: true })).toEqual({ devices: 1, failed: 0 });
    expect(to(resident)).toEqual([{ device: `token-${resident.user.id}`, payload: alert, urgent: true }]);
  });

  it('pushes at once outside quiet hours, from their last minute on', async () => {
    const resident = await residentWithQuietHours('22:00', '07:00');
    clock = paris('21:59');
    await push.sendToUser(resident.user.id, like);
    clock = paris('07:00', '2026-12-01');
    await push.sendToUser(resident.user.id, like);
    expect(to(resident)).toHaveLength(2);
    clock = paris('06:59', '2026-12-01');
    await push.sendToUser(resident.user.id, like);
    expect(to(resident)).toHaveLength(2);
  });

  it('sends one summary with the counts once quiet hours end, and none before', async () => {
    const resident = await residentWithQuietHours('22:00', '07:00');
    clock = paris('23:30');
    await push.sendToUser(resident.user.id, like);
    await push.sendToUsers([resident.user.id], { ...like, url: '/post/2' });
    await push.sendToUser(resident.user.id, { ...like, url: '/post/3' });
    await push.sendToUser(resident.user.id, message);
    await push.sendToUser(resident.user.id, { ...message, body: 'Tu viens ?' });
    expect(to(resident)).toHaveLength(0);

    await summarise(paris('06:59', '2026-12-01'));
    expect(to(resident)).toHaveLength(0);
    expect(await heldFor(resident)).toHaveLength(5);

    clock = paris('07:00', '2026-12-01');
    await summarise(clock);
    expect(to(resident)).toEqual([
      {
        device: `token-${resident.user.id}`,
        payload: {
          title: t.app.town.productName,
          body: 'Pendant vos heures calmes : 3 notifications, 2 messages',
          url: '/notifications',
          tag: 'quiet-hours-summary',
        },
        urgent: false,
      },
    ]);
    expect(await heldFor(resident)).toHaveLength(0);
    await summarise(paris('07:01', '2026-12-01'));
    expect(to(resident)).toHaveLength(1);
  });

  it('sends one summary when two runs (two instances) go at once', async () => {
    const resident = await residentWithQuietHours('13:00', '15:00');
    clock = paris('14:59');
    await push.sendToUser(resident.user.id, like);
    await push.sendToUser(resident.user.id, message);
    clock = paris('15:00');
    await Promise.all([summarise(clock), summarise(clock), summarise(clock)]);
    expect(to(resident).map((d) => d.payload.body)).toEqual(['Pendant vos heures calmes : 1 notification, 1 message']);
  });

  it('summarises at once when the resident turns quiet hours off', async () => {
    const resident = await residentWithQuietHours('13:00', '15:00');
    clock = paris('13:00');
    await push.sendToUser(resident.user.id, like);
    await t.app.inject({
      method: 'PATCH',
      url: '/api/settings',
      headers: { cookie: resident.cookie, origin: t.env.PUBLIC_URL },
      payload: { quietHours: { enabled: false } },
    });
    await summarise(paris('13:01'));
    expect(to(resident).map((d) => d.payload.body)).toEqual(['Pendant vos heures calmes : 1 notification']);
  });

  it('keeps the notification in the bell while its push is held', async () => {
    const resident = await make.resident(t.app);
    await make.pushDevice(t.app, resident, { kind: 'native', token: `token-${resident.user.id}`, platform: 'ios' });
    // Quiet hours around the real clock, which the app's own push service reads.
    const now = townMinuteOfDay(new Date());
    const at = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    await t.app.inject({
      method: 'PATCH',
      url: '/api/settings',
      headers: { cookie: resident.cookie, origin: t.env.PUBLIC_URL },
      payload: { quietHours: { enabled: true, start: at((now + 1440 - 30) % 1440), end: at((now + 60) % 1440) } },
    });
    const neighbour = await make.resident(t.app);
    await t.app.notifier.notify({
      userId: resident.user.id,
      actorId: neighbour.user.id,
      type: 'comment',
      content: 'Bravo',
      link: '/post/9',
    });
    // The push is not awaited by notify(): wait for its row.
    await expect.poll(async () => (await heldFor(resident)).length).toBe(1);
    const bell = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: { cookie: resident.cookie } });
    expect(bell.json().notifications.map((n: { link: string }) => n.link)).toEqual(['/post/9']);
  });
});
