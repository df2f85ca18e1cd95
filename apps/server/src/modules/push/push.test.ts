import { createCipheriv, createECDH, createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RowOf } from '../../db/rows.ts';
import type { pushSubscriptions } from '../../db/schema/index.ts';
import * as make from '../../../test/factories.ts';
import { buildTestApp, type TestApp, type VerifiedUser } from '../../../test/helpers.ts';
import { browserKeys, decryptWebPush, selfSignedCertificate } from '../../../test/providers/push-service.ts';
import { createPushService, loadVapidDetails, type PushService } from '../../plugins/push.ts';

let t: TestApp;
let anne: VerifiedUser;
let bob: VerifiedUser;

beforeAll(async () => {
  t = await buildTestApp();
  [anne, bob] = await Promise.all([make.resident(t.app), make.resident(t.app)]);
});
afterAll(async () => t?.close());

function call(method: 'POST' | 'DELETE', url: string, payload: unknown, cookie?: string) {
  return t.app.inject({
    method,
    url,
    payload: payload as object,
    headers: cookie ? { cookie, origin: t.env.PUBLIC_URL } : {},
  });
}

const subscribe = (body: unknown, cookie?: string) => call('POST', '/api/push/subscriptions', body, cookie);
const unsubscribe = (body: unknown, cookie?: string) => call('DELETE', '/api/push/subscriptions', body, cookie);

type DeviceRow = RowOf<typeof pushSubscriptions>;

async function rowsFor(endpoint: string): Promise<DeviceRow[]> {
  return (await t.app.pool.query<DeviceRow>('select * from push_subscriptions where endpoint = $1', [endpoint])).rows;
}

/** A browser's subscription keys: a P-256 key pair and a 16-byte auth secret (RFC 8291). */
describe('GET /api/push/public-key', () => {
  it('gives the VAPID public key to anyone', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/push/public-key' });
    expect(res.statusCode).toBe(200);
    const { publicKey } = res.json() as { publicKey: string };
    expect(publicKey).toBe(t.app.push.publicKey);
    // An uncompressed P-256 point, as PushManager.subscribe's applicationServerKey expects.
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
  });
});

describe('VAPID keys', () => {
  it('are generated once into $DATA_DIR/.vapid.json (0600) and reused', async () => {
    const file = path.join(t.env.DATA_DIR, '.vapid.json');
    expect((await fs.stat(file)).mode & 0o777).toBe(0o600);
    const again = await loadVapidDetails(t.env, t.app.town);
    expect(again.publicKey).toBe(t.app.push.publicKey);
    expect(again.subject).toBe(`mailto:${t.app.town.support.email}`);
  });

  it('come from the environment when both are set, and refuse only one of them', async () => {
    const env = { ...t.env, VAPID_PUBLIC_KEY: 'pub', VAPID_PRIVATE_KEY: 'priv', VAPID_SUBJECT: 'https://portmarin.fr' };
    expect(await loadVapidDetails(env, t.app.town)).toEqual({
      subject: 'https://portmarin.fr',
      publicKey: 'pub',
      privateKey: 'priv',
    });
    await expect(loadVapidDetails({ ...t.env, VAPID_PUBLIC_KEY: 'pub' }, t.app.town)).rejects.toThrow(/ensemble/);
  });
});

describe('POST /api/push/subscriptions', () => {
  it('refuses a visitor (401) and a bad body (400)', async () => {
    const { keys } = browserKeys();
    const good = { kind: 'web', endpoint: 'https://push.example.fr/visitor', keys };
    expect((await subscribe(good)).statusCode).toBe(401);
    for (const bad of [
      { endpoint: good.endpoint, keys },
      { ...good, endpoint: 'ftp://push.example.fr/x' },
      { ...good, endpoint: 'http://push.example.fr/x' },
      { ...good, keys: { p256dh: '', auth: keys.auth } },
      { ...good, extra: true },
      { kind: 'native', token: 'abc', platform: 'windows' },
    ]) {
      const res = await subscribe(bad, anne.cookie);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR' } });
    }
    expect(await rowsFor(good.endpoint)).toEqual([]);
  });

  it('stores a device once; re-registered by another resident, it moves to them', async () => {
    const { keys } = browserKeys();
    const endpoint = 'https://push.example.fr/shared-tablet';
    expect((await subscribe({ kind: 'web', endpoint, keys }, anne.cookie)).statusCode).toBe(204);
    expect((await subscribe({ kind: 'web', endpoint, keys }, anne.cookie)).statusCode).toBe(204);
    expect(await rowsFor(endpoint)).toMatchObject([{ user_id: anne.user.id, kind: 'web', p256dh: keys.p256dh }]);
    const next = browserKeys().keys;
    expect((await subscribe({ kind: 'web', endpoint, keys: next }, bob.cookie)).statusCode).toBe(204);
    expect(await rowsFor(endpoint)).toMatchObject([{ user_id: bob.user.id, p256dh: next.p256dh, auth: next.auth }]);
  });

  it('stores a native device token with its platform', async () => {
    const token = `fcm-${randomBytes(8).toString('hex')}`;
    expect((await subscribe({ kind: 'native', token, platform: 'android' }, anne.cookie)).statusCode).toBe(204);
    expect(await rowsFor(token)).toMatchObject([{ user_id: anne.user.id, kind: 'native', platform: 'android' }]);
  });
});

describe('DELETE /api/push/subscriptions', () => {
  it("removes the resident's own device, refuses a visitor, and leaves another resident's alone", async () => {
    const { keys } = browserKeys();
    const endpoint = 'https://push.example.fr/to-delete';
    await subscribe({ kind: 'web', endpoint, keys }, anne.cookie);

    expect((await unsubscribe({ endpoint })).statusCode).toBe(401);
    expect((await unsubscribe({}, anne.cookie)).statusCode).toBe(400);
    // Someone else's endpoint: a silent no-op (204), so the answer reveals nothing about it.
    expect((await unsubscribe({ endpoint }, bob.cookie)).statusCode).toBe(204);
    expect(await rowsFor(endpoint)).toHaveLength(1);

    expect((await unsubscribe({ endpoint }, anne.cookie)).statusCode).toBe(204);
    expect(await rowsFor(endpoint)).toEqual([]);
    // Unsubscribing twice is fine (a browser retrying).
    expect((await unsubscribe({ endpoint }, anne.cookie)).statusCode).toBe(204);
  });
});

describe('sendToUser', () => {
  type Received = { url: string; headers: Record<string, string | string[] | undefined>; body: Buffer };
  let server: https.Server;
  let origin: string;
  let push: PushService;
  const received: Received[] = [];
  /** What the local push service answers, per path. */
  const answers = new Map<string, number>();

  beforeAll(async () => {
    // A local push service over TLS: web-push only speaks https. Its self-signed certificate is
    // trusted through the service's `agent` option, as production trusts the real push services.
    const { key, cert } = await selfSignedCertificate();

    server = https.createServer({ key, cert }, (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        received.push({ url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
        res.statusCode = answers.get(req.url ?? '') ?? 201;
        res.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const vapid = await loadVapidDetails(t.env, t.app.town);
    // The local push service is on the loopback address, which the app refuses: this service allows it.
    push = createPushService({ sql: t.app.pool, log: t.app.log, vapid, ca: cert, allowAddress: () => true });
  });

  /** Registers a device at the local push service (the route refuses loopback addresses). */
  const addDevice = (userId: string, input: Parameters<typeof make.pushDevice>[2]) =>
    make.pushDevice(t.app, { id: userId }, input);
  afterAll(async () => new Promise<void>((resolve) => server?.close(() => resolve())));

  it('posts the aes128gcm-encrypted payload, signed with VAPID, to every web device', async () => {
    const carol = await make.resident(t.app);
    const phone = browserKeys();
    const laptop = browserKeys();
    await addDevice(carol.user.id, { kind: 'web', endpoint: `${origin}/push/phone`, keys: phone.keys });
    await addDevice(carol.user.id, { kind: 'web', endpoint: `${origin}/push/laptop`, keys: laptop.keys });
    await subscribe({ kind: 'native', token: `apns-${randomBytes(8).toString('hex')}`, platform: 'ios' }, carol.cookie);
    received.length = 0;

    const payload = {
      title: 'Nouveau message',
      body: 'Anne : On se retrouve au port ? 🌊',
      url: '/messages/1',
      tag: 'c1',
    };
    // The native token has no transport on this deployment: counted as not delivered.
    expect(await push.sendToUser(carol.user.id, payload)).toEqual({ devices: 3, failed: 1 });

    expect(received.map((r) => r.url).sort()).toEqual(['/push/laptop', '/push/phone']);
    const phoneRequest = received.find((r) => r.url === '/push/phone')!;
    expect(phoneRequest.headers).toMatchObject({ 'content-encoding': 'aes128gcm', ttl: '86400', urgency: 'normal' });
    expect(phoneRequest.headers.authorization).toMatch(new RegExp(`^vapid t=.+, k=${t.app.push.publicKey}$`));
    expect(JSON.parse(decryptWebPush(phoneRequest.body, phone.ecdh, phone.auth))).toEqual(payload);
    const laptopRequest = received.find((r) => r.url === '/push/laptop')!;
    expect(JSON.parse(decryptWebPush(laptopRequest.body, laptop.ecdh, laptop.auth))).toEqual(payload);
    // The phone's keys cannot read the laptop's push.
    expect(() => decryptWebPush(laptopRequest.body, phone.ecdh, phone.auth)).toThrow();
  });

  it('deletes a subscription the push service reports gone (410, 404) and keeps it on other errors', async () => {
    const dave = await make.resident(t.app);
    for (const [name, status] of [
      ['gone', 410],
      ['unknown', 404],
      ['busy', 503],
    ] as const) {
      answers.set(`/push/${name}`, status);
      await addDevice(dave.user.id, { kind: 'web', endpoint: `${origin}/push/${name}`, keys: browserKeys().keys });
    }
    expect(await push.sendToUser(dave.user.id, { title: 'T', body: 'B', url: '/notifications' })).toEqual({
      devices: 3,
      failed: 3,
    });
    const { rows: left } = await t.app.pool.query<DeviceRow>('select * from push_subscriptions where user_id = $1', [
      dave.user.id,
    ]);
    expect(left.map((r) => r.endpoint)).toEqual([`${origin}/push/busy`]);
  });

  it('never throws, even when a push service cannot be reached', async () => {
    const erin = await make.resident(t.app);
    await addDevice(erin.user.id, { kind: 'web', endpoint: 'https://127.0.0.1:1/push/down', keys: browserKeys().keys });
    await expect(push.sendToUser(erin.user.id, { title: 'T', body: 'B', url: '/' })).resolves.toEqual({
      devices: 1,
      failed: 1,
    });
    expect(await rowsFor('https://127.0.0.1:1/push/down')).toHaveLength(1);
  });

  it('app.push sends nothing and succeeds for a resident without devices', async () => {
    const fred = await make.resident(t.app);
    await expect(t.app.push.sendToUser(fred.user.id, { title: 'T', body: 'B', url: '/' })).resolves.toEqual({
      devices: 0,
      failed: 0,
    });
  });

  it('marks an urgent push high for the push service', async () => {
    const gina = await make.resident(t.app);
    const phone = browserKeys();
    await addDevice(gina.user.id, { kind: 'web', endpoint: `${origin}/push/gina`, keys: phone.keys });
    received.length = 0;
    await push.sendToUser(gina.user.id, { title: 'Alerte', body: 'Tempête', url: '/' }, { urgent: true });
    expect(received.map((r) => [r.url, r.headers.urgency])).toEqual([['/push/gina', 'high']]);
  });

  it('broadcast reaches every registered device, whoever holds it', async () => {
    const [hugo, ines] = await Promise.all([make.resident(t.app), make.resident(t.app)]);
    await addDevice(hugo.user.id, { kind: 'web', endpoint: `${origin}/push/hugo`, keys: browserKeys().keys });
    await addDevice(ines.user.id, { kind: 'web', endpoint: `${origin}/push/ines`, keys: browserKeys().keys });
    const { rows } = await t.app.pool.query<{ count: string }>('select count(*) from push_subscriptions');
    received.length = 0;
    const report = await push.broadcast({ title: 'Alerte', body: 'Tempête', url: '/' }, { urgent: true });
    expect(report.devices).toBe(Number(rows[0]!.count));
    expect(received.map((r) => r.url)).toEqual(expect.arrayContaining(['/push/hugo', '/push/ines']));
  });
});

// Keeps the decryption helper honest: it must read what an RFC 8291 encrypter writes.
describe('decryptWebPush (test helper)', () => {
  it('round-trips a payload encrypted by hand', () => {
    const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();
    const browser = browserKeys();
    const sender = createECDH('prime256v1');
    sender.generateKeys();
    const salt = randomBytes(16);
    const shared = sender.computeSecret(browser.ecdh.getPublicKey());
    const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.ecdh.getPublicKey(), sender.getPublicKey()]);
    const ikm = hmac(hmac(browser.auth, shared), Buffer.concat([keyInfo, Buffer.from([1])]));
    const prk = hmac(salt, ikm);
    const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
    const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
    const cipher = createCipheriv('aes-128-gcm', cek, nonce);
    const sealed = Buffer.concat([cipher.update(Buffer.from('bonjour\x02')), cipher.final(), cipher.getAuthTag()]);
    const header = Buffer.alloc(21);
    salt.copy(header, 0);
    header.writeUInt32BE(4096, 16);
    header.writeUInt8(65, 20);
    const body = Buffer.concat([header, sender.getPublicKey(), sealed]);
    expect(decryptWebPush(body, browser.ecdh, browser.auth)).toBe('bonjour');
  });
});
