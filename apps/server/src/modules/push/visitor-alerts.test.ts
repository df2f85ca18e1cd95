import fc from 'fast-check';
import { execFileSync } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RowOf } from '../../db/rows.ts';
import type { pushSubscriptions } from '../../db/schema/index.ts';
import * as make from '../../../test/factories.ts';
import { buildTestApp, type TestApp, type VerifiedUser } from '../../../test/helpers.ts';
import { createPushService, loadVapidDetails, type PushService } from '../../plugins/push.ts';
import { VISITOR_SUBSCRIPTIONS_PER_ADDRESS_PER_DAY } from './push.routes.ts';
import { saveVisitorSubscription } from './push.service.ts';

let t: TestApp;
let anne: VerifiedUser;

beforeAll(async () => {
  t = await buildTestApp();
  anne = await make.resident(t.app);
});
afterAll(async () => t?.close());

type DeviceRow = RowOf<typeof pushSubscriptions>;

/** Each test its own client address, so one test's subscriptions never spend another's allowance. */
let lastAddress = 0;
const nextAddress = () => `198.51.100.${++lastAddress}`;

function visitorCall(method: 'POST' | 'DELETE', payload: unknown, remoteAddress: string, cookie?: string) {
  return t.app.inject({
    method,
    url: '/api/push/visitor-subscriptions',
    payload: payload as object,
    remoteAddress,
    headers: cookie ? { cookie, origin: t.env.PUBLIC_URL } : {},
  });
}

const subscribeVisitor = (body: unknown, from: string) => visitorCall('POST', body, from);
const revokeVisitor = (body: unknown, from: string) => visitorCall('DELETE', body, from);

/** A browser's subscription keys (RFC 8291): a P-256 public key and a 16-byte auth secret. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

const visitorBrowser = (name = randomBytes(6).toString('hex')) => ({
  kind: 'web' as const,
  endpoint: `https://push.example.fr/visitor/${name}`,
  keys: browserKeys(),
});

async function rowsFor(endpoint: string): Promise<DeviceRow[]> {
  return (await t.app.pool.query<DeviceRow>('select * from push_subscriptions where endpoint = $1', [endpoint])).rows;
}

describe('POST /api/push/visitor-subscriptions', () => {
  it('stores a visitor browser without an account, in the alerts audience', async () => {
    const browser = visitorBrowser();
    const res = await subscribeVisitor(browser, nextAddress());
    expect(res.statusCode).toBe(204);
    expect(await rowsFor(browser.endpoint)).toEqual([
      expect.objectContaining({
        user_id: null,
        audience: 'alerts',
        kind: 'web',
        p256dh: browser.keys.p256dh,
        auth: browser.keys.auth,
      }),
    ]);
  });

  it('is idempotent: the same endpoint again is still one row, with the latest keys', async () => {
    const from = nextAddress();
    const browser = visitorBrowser();
    expect((await subscribeVisitor(browser, from)).statusCode).toBe(204);
    const renewed = { ...browser, keys: browserKeys() };
    expect((await subscribeVisitor(renewed, from)).statusCode).toBe(204);
    const rows = await rowsFor(browser.endpoint);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ user_id: null, p256dh: renewed.keys.p256dh });
  });

  it('refuses a bad endpoint or body (400) and stores nothing', async () => {
    const from = nextAddress();
    const good = visitorBrowser();
    for (const bad of [
      { ...good, endpoint: 'http://push.example.fr/visitor/plain' },
      { ...good, endpoint: 'ftp://push.example.fr/visitor/x' },
      { ...good, keys: { p256dh: '', auth: good.keys.auth } },
      { ...good, extra: true },
      // Native tokens are residents' only: a visitor subscribes a browser (Web Push).
      { kind: 'native', token: 'abc', platform: 'android' },
    ]) {
      const res = await subscribeVisitor(bad, from);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR' } });
    }
    expect(await rowsFor(good.endpoint)).toEqual([]);
  });

  it('refuses an endpoint the push check refuses (a private address), like residents’', async () => {
    const local = await buildTestApp({}, { resolveHost: async () => [{ address: '10.0.0.7', family: 4 }] });
    try {
      const browser = visitorBrowser();
      const res = await local.app.inject({
        method: 'POST',
        url: '/api/push/visitor-subscriptions',
        payload: browser,
        remoteAddress: nextAddress(),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        error: { code: 'VALIDATION_ERROR', message: 'Adresse de notification invalide.' },
      });
      const { rows } = await local.app.pool.query('select 1 from push_subscriptions where endpoint = $1', [
        browser.endpoint,
      ]);
      expect(rows).toEqual([]);
    } finally {
      await local.close();
    }
  });

  it(`limits an address to ${VISITOR_SUBSCRIPTIONS_PER_ADDRESS_PER_DAY} a day (429, in French); another address is not affected`, async () => {
    const from = nextAddress();
    for (let i = 0; i < VISITOR_SUBSCRIPTIONS_PER_ADDRESS_PER_DAY; i += 1) {
      expect((await subscribeVisitor(visitorBrowser(), from)).statusCode).toBe(204);
    }
    const refused = visitorBrowser();
    const res = await subscribeVisitor(refused, from);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      error: {
        code: 'RATE_LIMITED',
        message: 'Trop d’abonnements aux alertes depuis cette connexion aujourd’hui. Réessayez demain.',
      },
    });
    expect(await rowsFor(refused.endpoint)).toEqual([]);
    expect((await subscribeVisitor(refused, nextAddress())).statusCode).toBe(204);
  });

  it('leaves a resident’s device the resident’s', async () => {
    const browser = visitorBrowser();
    await make.pushDevice(t.app, anne, browser);
    expect((await subscribeVisitor(browser, nextAddress())).statusCode).toBe(204);
    expect(await rowsFor(browser.endpoint)).toEqual([
      expect.objectContaining({ user_id: anne.user.id, audience: 'resident' }),
    ]);
  });

  it('moves to the resident who then signs in on that browser and turns notifications on', async () => {
    const browser = visitorBrowser();
    await subscribeVisitor(browser, nextAddress());
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      payload: browser,
      headers: { cookie: anne.cookie, origin: t.env.PUBLIC_URL },
    });
    expect(res.statusCode).toBe(204);
    expect(await rowsFor(browser.endpoint)).toEqual([
      expect.objectContaining({ user_id: anne.user.id, audience: 'resident' }),
    ]);
  });

  it('never answers a 5xx nor stores a row for whatever body (fuzz)', async () => {
    const from = nextAddress();
    const endpoint = fc.oneof(
      fc.string(),
      fc.webUrl({ validSchemes: ['https', 'http'] }),
      fc.constant('https://push.example.fr/\u0000'),
    );
    const body = fc.oneof(
      fc.anything(),
      fc.record({ kind: fc.constantFrom('web', 'native', 'x'), endpoint, keys: fc.anything() }),
      fc.record({ kind: fc.constant('web'), endpoint, keys: fc.record({ p256dh: fc.string(), auth: fc.string() }) }),
    );
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/push/visitor-subscriptions',
          // Valid ones would spend the address's allowance: each run its own address.
          remoteAddress: `${from.replace(/\.\d+$/, '')}.${Math.floor(Math.random() * 250) + 1}`,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(payload) ?? 'null',
        });
        expect(res.statusCode).toBeLessThan(500);
        if (res.statusCode === 204) {
          const endpointOf = (payload as { endpoint: string }).endpoint;
          expect(await rowsFor(endpointOf)).toEqual([expect.objectContaining({ user_id: null, audience: 'alerts' })]);
        }
      }),
      { seed: 30_081, numRuns: 100 },
    );
  });
});

describe('DELETE /api/push/visitor-subscriptions', () => {
  it('removes the visitor browser named by its endpoint', async () => {
    const from = nextAddress();
    const browser = visitorBrowser();
    await subscribeVisitor(browser, from);
    expect((await revokeVisitor({ endpoint: browser.endpoint }, from)).statusCode).toBe(204);
    expect(await rowsFor(browser.endpoint)).toEqual([]);
    // Again (a browser retrying): the same answer.
    expect((await revokeVisitor({ endpoint: browser.endpoint }, from)).statusCode).toBe(204);
  });

  it('answers an unknown endpoint or a resident’s device the same 204, leaving the device alone', async () => {
    const from = nextAddress();
    expect((await revokeVisitor({ endpoint: 'https://push.example.fr/visitor/unknown' }, from)).statusCode).toBe(204);
    const residentDevice = visitorBrowser();
    await make.pushDevice(t.app, anne, residentDevice);
    expect((await revokeVisitor({ endpoint: residentDevice.endpoint }, from)).statusCode).toBe(204);
    expect(await rowsFor(residentDevice.endpoint)).toHaveLength(1);
  });

  it('refuses a body without an endpoint (400)', async () => {
    const res = await revokeVisitor({}, nextAddress());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR' } });
  });
});

describe('sending to visitors’ browsers', () => {
  let server: https.Server;
  let origin: string;
  let push: PushService;
  const received: { url: string; urgency: string | undefined }[] = [];

  beforeAll(async () => {
    // A local push service over TLS (web-push only speaks https), its certificate trusted by this service.
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pm-visitor-push-'));
    const [keyFile, certFile] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        keyFile,
      ].concat(['-out', certFile, '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1']),
      { stdio: 'ignore' },
    );
    const [key, cert] = await Promise.all([fs.readFile(keyFile), fs.readFile(certFile)]);
    await fs.rm(dir, { recursive: true, force: true });
    server = https.createServer({ key, cert }, (req, res) => {
      req.resume();
      req.on('end', () => {
        received.push({ url: req.url ?? '', urgency: req.headers.urgency as string | undefined });
        res.statusCode = 201;
        res.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const vapid = await loadVapidDetails(t.env, t.app.town);
    push = createPushService({ sql: t.app.pool, log: t.app.log, vapid, ca: cert, allowAddress: () => true });
  });
  afterAll(async () => new Promise<void>((resolve) => server?.close(() => resolve())));

  /** A visitor's browser at the local push service (the route refuses its loopback address). */
  const visitorAt = (name: string) =>
    saveVisitorSubscription(t.app.pool, async () => true, {
      kind: 'web',
      endpoint: `${origin}/push/${name}`,
      keys: browserKeys(),
    });

  it('a broadcast reaches a visitor’s browser, urgent when asked', async () => {
    await visitorAt('visitor-beach');
    await make.pushDevice(t.app, anne, { kind: 'web', endpoint: `${origin}/push/anne`, keys: browserKeys() });
    received.length = 0;
    const report = await push.broadcast(
      { title: 'Alerte', body: 'Vigilance orange orages', url: '/', tag: 'alert' },
      { urgent: true },
    );
    expect(received.map((r) => r.url)).toEqual(expect.arrayContaining(['/push/visitor-beach', '/push/anne']));
    expect(received.find((r) => r.url === '/push/visitor-beach')?.urgency).toBe('high');
    expect(report.devices).toBeGreaterThanOrEqual(2);
  });

  it('a resident’s notification never reaches a visitor’s browser, whoever it is sent to', async () => {
    await visitorAt('visitor-camping');
    const { rows } = await t.app.pool.query<{ id: string }>('select id from "user"');
    received.length = 0;
    await push.sendToUsers(
      rows.map((r) => r.id),
      { title: 'Nouveau message', body: 'Bonjour', url: '/messages' },
    );
    expect(received.map((r) => r.url)).toContain('/push/anne');
    expect(received.map((r) => r.url)).not.toContain('/push/visitor-camping');
    await push.sendToUser(anne.user.id, { title: 'Nouveau message', body: 'Bonjour', url: '/messages' });
    expect(received.map((r) => r.url)).not.toContain('/push/visitor-camping');
  });
});
