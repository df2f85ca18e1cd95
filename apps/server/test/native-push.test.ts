import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from '../src/config/env.ts';
import { createApnsTransport } from '../src/plugins/push-apns.ts';
import { createFcmTransport, loadFcmServiceAccount } from '../src/plugins/push-fcm.ts';
import type { PushDevice } from '../src/plugins/push-transport.ts';
import * as make from './factories.ts';
import { buildTestApp, type TestApp } from './helpers.ts';
import {
  apnsToken,
  fcmToken,
  loopbackCertificate,
  startApnsStandIn,
  startFcmStandIn,
  type ApnsStandIn,
  type FcmStandIn,
} from './push-stand-ins.ts';

let t: TestApp;
let fcm: FcmStandIn;
let apns: ApnsStandIn;
let dir: string;

beforeAll(async () => {
  const tls = await loopbackCertificate();
  [fcm, apns] = await Promise.all([startFcmStandIn(tls), startApnsStandIn(tls)]);
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pm-native-push-'));
  await fs.writeFile(path.join(dir, 'ca.pem'), tls.cert);
  await fs.writeFile(path.join(dir, 'apns.p8'), apns.key);
  // The app as a deployment configures it, its two services replaced by the stand-ins.
  t = await buildTestApp({
    FCM_SERVICE_ACCOUNT_JSON: JSON.stringify(fcm.serviceAccount),
    FCM_API_URL: fcm.url,
    APNS_KEY_FILE: path.join(dir, 'apns.p8'),
    APNS_KEY_ID: apns.keyId,
    APNS_TEAM_ID: apns.teamId,
    APNS_TOPIC: apns.topic,
    APNS_API_URL: apns.url,
    PUSH_EXTRA_CA_FILE: path.join(dir, 'ca.pem'),
  });
});

afterAll(async () => {
  await t?.close();
  await Promise.all([fcm?.close(), apns?.close()]);
  if (dir) await fs.rm(dir, { recursive: true, force: true });
  // Every request the services received followed their rules.
  expect([...(fcm?.problems ?? []), ...(apns?.problems ?? [])]).toEqual([]);
});

const payload = { title: 'PortMarin', body: 'Anne a commenté votre publication', url: '/post/42', tag: 'post-42' };

async function residentWith(platform: 'android' | 'ios', ...tokens: string[]) {
  const resident = await make.resident(t.app);
  for (const token of tokens) await make.pushDevice(t.app, resident, { kind: 'native', token, platform });
  return resident;
}

async function tokensOf(userId: string): Promise<string[]> {
  const { rows } = await t.app.pool.query<{ endpoint: string }>(
    'select endpoint from push_subscriptions where user_id = $1 order by endpoint',
    [userId],
  );
  return rows.map((r) => r.endpoint);
}

const device = (platform: 'android' | 'ios', token: string): PushDevice => ({
  id: token.slice(0, 8),
  kind: 'native',
  endpoint: token,
  p256dh: null,
  auth: null,
  platform,
});

async function until(condition: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((r) => setTimeout(r, 25));
  if (!condition()) throw new Error(`timed out waiting for ${what}`);
}

describe('FCM (Android)', () => {
  it('sends the notification, its link and tag to the project with a bearer token, normal priority', async () => {
    const token = fcmToken();
    const anne = await residentWith('android', token);
    expect(await t.app.push.sendToUser(anne.user.id, payload)).toEqual({ devices: 1, failed: 0 });

    const sent = fcm.sends.filter((s) => s.token === token);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.authorization).toMatch(/^Bearer ya29\./);
    expect(sent[0]!.message).toEqual({
      token,
      notification: { title: payload.title, body: payload.body },
      data: { url: '/post/42', tag: 'post-42' },
      android: {
        priority: 'NORMAL',
        ttl: '86400s',
        collapse_key: 'post-42',
        notification: { channel_id: 'notifications', tag: 'post-42' },
      },
    });
  });

  it('marks an urgent push HIGH, on the alerts channel', async () => {
    const token = fcmToken();
    const bruno = await residentWith('android', token);
    await t.app.push.sendToUser(bruno.user.id, { title: 'Alerte', body: 'Coupure d’eau', url: '/' }, { urgent: true });
    const android = fcm.sends.find((s) => s.token === token)!.message.android;
    expect(android).toEqual({ priority: 'HIGH', ttl: '86400s', notification: { channel_id: 'alertes' } });
  });

  it('asks one access token for several sends, and a new one shortly before it expires', async () => {
    // The clock starts 55 minutes back, so the service still accepts the first assertion at the end.
    let clock = Date.now() - 55 * 60_000;
    const transport = createFcmTransport({
      serviceAccount: fcm.serviceAccount,
      log: t.app.log,
      apiUrl: fcm.url,
      ca: fcm.cert,
      now: () => clock,
    });
    const before = fcm.tokenRequests;
    const outcomes = await Promise.all([
      transport.send(device('android', fcmToken()), payload, { urgent: false }),
      transport.send(device('android', fcmToken()), payload, { urgent: false }),
    ]);
    await transport.send(device('android', fcmToken()), payload, { urgent: true });
    expect(outcomes).toEqual(['sent', 'sent']);
    expect(fcm.tokenRequests - before).toBe(1);

    // Google gives it 3599 s: 54 minutes later it is still used, 55 minutes later it is renewed.
    clock += 54 * 60_000;
    await transport.send(device('android', fcmToken()), payload, { urgent: false });
    expect(fcm.tokenRequests - before).toBe(1);
    clock += 60_000;
    await transport.send(device('android', fcmToken()), payload, { urgent: false });
    expect(fcm.tokenRequests - before).toBe(2);
    transport.close();
  });

  it('replaces an access token FCM no longer accepts (401) and sends again, once', async () => {
    const token = fcmToken();
    const julie = await residentWith('android', token);
    await t.app.push.sendToUser(julie.user.id, payload);
    const before = fcm.tokenRequests;
    fcm.revokeAccessTokens();
    expect(await t.app.push.sendToUser(julie.user.id, payload)).toEqual({ devices: 1, failed: 0 });
    expect(fcm.tokenRequests - before).toBe(1);
    expect(fcm.sends.filter((s) => s.token === token)).toHaveLength(2);
    // The refused attempt is the one complaint of the stand-in here: taken out, so the suite's check holds.
    const refused = fcm.problems.findIndex((p) => p.startsWith('send with authorization "Bearer ya29.'));
    expect(refused).toBeGreaterThanOrEqual(0);
    fcm.problems.splice(refused, 1);
  });

  it('deletes a token FCM reports unregistered or invalid, and keeps it on another error', async () => {
    const [dead, invalid, busy] = [fcmToken(), fcmToken(), fcmToken()];
    fcm.answers.set(dead, 'unregistered');
    fcm.answers.set(invalid, 'invalid-token');
    fcm.answers.set(busy, 'unavailable');
    const carla = await residentWith('android', dead, invalid, busy);
    expect(await t.app.push.sendToUser(carla.user.id, payload)).toEqual({ devices: 3, failed: 3 });
    expect(await tokensOf(carla.user.id)).toEqual([busy]);
  });

  it('counts a send as failed, without throwing, when the token endpoint or the service fails', async () => {
    const token = fcmToken();
    const denis = await residentWith('android', token);
    const fresh = createFcmTransport({
      serviceAccount: fcm.serviceAccount,
      log: t.app.log,
      apiUrl: fcm.url,
      ca: fcm.cert,
    });
    fcm.tokenEndpointDown = true;
    try {
      await expect(fresh.send(device('android', token), payload, { urgent: false })).resolves.toBe('failed');
    } finally {
      fcm.tokenEndpointDown = false;
      fresh.close();
    }
    const unreachable = createFcmTransport({
      serviceAccount: { ...fcm.serviceAccount, token_uri: 'https://127.0.0.1:1/token' },
      log: t.app.log,
    });
    await expect(unreachable.send(device('android', token), payload, { urgent: false })).resolves.toBe('failed');
    unreachable.close();
    expect(await tokensOf(denis.user.id)).toEqual([token]);
  });
});

describe('APNs (iOS)', () => {
  it('posts over HTTP/2 with the provider token, topic, alert type, priority 5 and a day to live', async () => {
    const token = apnsToken();
    const elise = await residentWith('ios', token);
    expect(await t.app.push.sendToUser(elise.user.id, payload)).toEqual({ devices: 1, failed: 0 });

    const pushed = apns.pushes.filter((p) => p.token === token);
    expect(pushed).toHaveLength(1);
    const { headers, body } = pushed[0]!;
    expect(headers).toMatchObject({
      ':method': 'POST',
      ':path': `/3/device/${token}`,
      'apns-topic': 'fr.portmarin.app',
      'apns-push-type': 'alert',
      'apns-priority': '5',
      'apns-collapse-id': 'post-42',
    });
    expect(Number(headers['apns-expiration']) - Date.now() / 1000).toBeGreaterThan(86_000);
    expect(body).toEqual({
      aps: { alert: { title: payload.title, body: payload.body }, sound: 'default', 'thread-id': 'post-42' },
      url: '/post/42',
      tag: 'post-42',
    });
  });

  it('marks an urgent push priority 10 and time-sensitive', async () => {
    const token = apnsToken();
    const fanny = await residentWith('ios', token);
    await t.app.push.sendToUser(
      fanny.user.id,
      { title: 'Alerte', body: 'Vigilance orange', url: '/' },
      { urgent: true },
    );
    const { headers, body } = apns.pushes.find((p) => p.token === token)!;
    expect(headers['apns-priority']).toBe('10');
    expect(body.aps).toMatchObject({ 'interruption-level': 'time-sensitive' });
  });

  it('signs a provider token once and renews it after 50 minutes, within Apple’s hour', async () => {
    // The clock starts 55 minutes back, so the stand-in accepts the first token until the last send.
    let clock = Date.now() - 55 * 60_000;
    const transport = createApnsTransport({
      key: apns.key,
      keyId: apns.keyId,
      teamId: apns.teamId,
      topic: apns.topic,
      url: apns.url,
      ca: apns.cert,
      log: t.app.log,
      now: () => clock,
    });
    const before = new Set(apns.providerTokens);
    const fresh = () => [...apns.providerTokens].filter((jwt) => !before.has(jwt));
    await Promise.all([
      transport.send(device('ios', apnsToken()), payload, { urgent: false }),
      transport.send(device('ios', apnsToken()), payload, { urgent: false }),
    ]);
    clock += 19 * 60_000;
    await transport.send(device('ios', apnsToken()), payload, { urgent: false });
    expect(fresh()).toHaveLength(1);
    clock += 36 * 60_000;
    expect(await transport.send(device('ios', apnsToken()), payload, { urgent: false })).toBe('sent');
    expect(fresh()).toHaveLength(2);
    transport.close();
  });

  it('deletes a token APNs reports unregistered (410) or bad (400), and keeps it on a 500', async () => {
    const [dead, bad, busy] = [apnsToken(), apnsToken(), apnsToken()];
    apns.answers.set(dead, 'unregistered');
    apns.answers.set(bad, 'bad-device-token');
    apns.answers.set(busy, 'internal-error');
    const gael = await residentWith('ios', dead, bad, busy);
    expect(await t.app.push.sendToUser(gael.user.id, payload)).toEqual({ devices: 3, failed: 3 });
    expect(await tokensOf(gael.user.id)).toEqual([busy]);
  });

  it('counts an unreachable APNs as failed without throwing, and keeps the token', async () => {
    const transport = createApnsTransport({
      key: apns.key,
      keyId: apns.keyId,
      teamId: apns.teamId,
      topic: apns.topic,
      url: 'https://127.0.0.1:1',
      log: t.app.log,
    });
    await expect(transport.send(device('ios', apnsToken()), payload, { urgent: false })).resolves.toBe('failed');
    transport.close();
  });
});

describe('notification settings', () => {
  it('a type switched off pushes nothing to native devices; switched on, it does', async () => {
    const [android, ios] = [fcmToken(), apnsToken()];
    const hugo = await residentWith('android', android);
    await make.pushDevice(t.app, hugo, { kind: 'native', token: ios, platform: 'ios' });
    const ines = await make.resident(t.app);
    const patch = (friends: boolean) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/settings',
        headers: { cookie: hugo.cookie, origin: t.env.PUBLIC_URL },
        payload: { notifications: { friends } },
      });
    const notify = () =>
      t.app.notifier.notify({
        userId: hugo.user.id,
        actorId: ines.user.id,
        type: 'friend_request',
        content: '',
        link: '/friends',
      });

    expect((await patch(false)).statusCode).toBe(200);
    expect(await notify()).toBeNull();
    expect((await patch(true)).statusCode).toBe(200);
    expect(await notify()).not.toBeNull();
    await until(
      () => fcm.sends.some((s) => s.token === android) && apns.pushes.some((p) => p.token === ios),
      'the pushes of the switched-on notification',
    );
    // One push each: the one of the switched-on notification.
    expect(fcm.sends.filter((s) => s.token === android)).toHaveLength(1);
    expect(apns.pushes.filter((p) => p.token === ios)).toHaveLength(1);
  });
});

describe('configuration', () => {
  const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/pm-env' };
  const problemsOf = (env: Record<string, string>) => {
    try {
      loadEnv({ ...base, ...env });
      return '';
    } catch (error) {
      if (!(error instanceof EnvError)) throw error;
      return error.message;
    }
  };

  it('refuses a half APNs configuration, both FCM keys and a malformed service account at start', () => {
    expect(problemsOf({ APNS_KEY_ID: 'ABC123DEFG', APNS_TOPIC: 'fr.portmarin.app' })).toMatch(
      /APNS_KEY_FILE: requis[\s\S]*APNS_TEAM_ID: requis/,
    );
    expect(
      problemsOf({ FCM_SERVICE_ACCOUNT_FILE: '/a.json', FCM_SERVICE_ACCOUNT_JSON: JSON.stringify(fcm.serviceAccount) }),
    ).toMatch(/pas les deux/);
    expect(problemsOf({ FCM_SERVICE_ACCOUNT_JSON: '{not json' })).toMatch(/FCM_SERVICE_ACCOUNT_JSON: JSON invalide/);
    expect(
      problemsOf({ FCM_SERVICE_ACCOUNT_JSON: JSON.stringify({ ...fcm.serviceAccount, token_uri: 'http://x' }) }),
    ).toMatch(/token_uri/);
    expect(problemsOf({ APNS_HOST: 'staging' })).toMatch(/APNS_HOST/);
    expect(problemsOf({})).toBe('');
  });

  it('reads the service account from FCM_SERVICE_ACCOUNT_FILE, and refuses a file that is not one', async () => {
    const file = path.join(dir, 'service-account.json');
    await fs.writeFile(file, JSON.stringify(fcm.serviceAccount));
    expect(await loadFcmServiceAccount({ FCM_SERVICE_ACCOUNT_FILE: file })).toEqual(fcm.serviceAccount);
    await fs.writeFile(file, JSON.stringify({ type: 'authorized_user' }));
    await expect(loadFcmServiceAccount({ FCM_SERVICE_ACCOUNT_FILE: file })).rejects.toThrow(/compte de service/);
    expect(await loadFcmServiceAccount({})).toBeNull();
  });
});
