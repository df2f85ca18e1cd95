import { createECDH, randomBytes } from 'node:crypto';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress, type HostResolver } from '../../src/lib/public-address.ts';
import { createPushService, loadVapidDetails } from '../../src/plugins/push.ts';
import * as make from '../factories.ts';
import { buildTestApp, type TestApp } from '../helpers.ts';
import { quickResidents, type QuickResident } from '../residents.ts';

/**
 * Issue 16, point 13: Web Push endpoints are addresses the server posts to. Only https endpoints
 * on public hosts are registered, names included (checked through DNS, here a stub), again at
 * send time on the address really connected to, and a resident keeps at most 10 devices.
 */

/** The stub DNS: what each name resolves to, changed by the tests (a rebinding). */
const dnsAnswers = new Map<string, string[]>([
  ['push.example.fr', ['192.0.2.10']],
  ['fcm.googleapis.com', ['142.250.74.234', '2a00:1450:4007:80c::200a']],
  ['metadata.google.internal', ['169.254.169.254']],
  ['intranet.example.fr', ['192.168.1.20']],
  ['half.example.fr', ['192.0.2.11', '10.0.0.7']],
  ['localhost', ['127.0.0.1', '::1']],
]);
const resolverCalls: string[] = [];
const resolver: HostResolver = async (hostname) => {
  resolverCalls.push(hostname);
  const addresses = dnsAnswers.get(hostname);
  if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
  return addresses.map((address) => ({ address, family: net.isIP(address) }));
};

let t: TestApp;
let anne: QuickResident;
let bob: QuickResident;

/** A plain TCP listener on the loopback address that counts the connections the server opens to it. */
let trap: net.Server;
let trapPort: number;
let trapConnections = 0;

beforeAll(async () => {
  t = await buildTestApp({}, { resolveHost: resolver });
  const residents = await quickResidents(t.app, 2);
  anne = residents[0]!;
  bob = residents[1]!;
  trap = net.createServer((socket) => {
    trapConnections += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => trap.listen(0, '127.0.0.1', resolve));
  trapPort = (trap.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => trap?.close(() => resolve()));
  await t?.close();
});

function keys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

const subscribe = (resident: QuickResident, endpoint: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers: { cookie: resident.cookie, origin: t.env.PUBLIC_URL },
    payload: { kind: 'web', endpoint, keys: keys() },
  });

const devicesOf = async (userId: string) =>
  (await t.app.pool.query<{ endpoint: string }>('select endpoint from push_subscriptions where user_id = $1', [userId]))
    .rows;

describe('isPublicAddress', () => {
  it('refuses loopback, private, link-local, CGNAT, unique-local, metadata and embedded private addresses', () => {
    for (const address of [
      '127.0.0.1',
      '127.8.9.10',
      '0.0.0.0',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.0.10',
      '169.254.169.254',
      '100.64.0.1',
      '100.100.100.200',
      '224.0.0.1',
      '255.255.255.255',
      '::',
      '::1',
      'fe80::1',
      'fc00::1',
      'fd00:ec2::254',
      '::ffff:127.0.0.1',
      '::ffff:a00:1',
      '64:ff9b::a9fe:a9fe',
      '2002:c0a8:0101::1',
      'not an address',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('accepts public addresses, IPv4 and IPv6', () => {
    for (const address of ['142.250.74.234', '8.8.8.8', '172.32.0.1', '2a00:1450:4007:80c::200a', '64:ff9b::808:808']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });
});

describe('POST /api/push/subscriptions (issue 16, point 13)', () => {
  it('refuses endpoints that are not https on a public host, resolved names included', async () => {
    for (const endpoint of [
      `https://127.0.0.1:${trapPort}/push/x`,
      'https://[::1]/push/x',
      'https://[::ffff:127.0.0.1]/push/x',
      'https://2130706433/push/x', // 127.0.0.1 written as one number
      'https://0x7f.1/push/x',
      'https://10.0.0.5/push/x',
      'https://169.254.169.254/latest/meta-data',
      'https://100.64.1.1/push/x',
      'https://[fd00:ec2::254]/push/x',
      'https://[64:ff9b::a00:1]/push/x', // NAT64 form of 10.0.0.1
      'https://localhost/push/x',
      'https://metadata.google.internal/computeMetadata/v1/',
      'https://intranet.example.fr/push/x',
      'https://half.example.fr/push/x', // one public and one private address
      'https://unknown.example.fr/push/x', // does not resolve
      'http://push.example.fr/push/x', // not https
    ]) {
      const res = await subscribe(anne, endpoint);
      expect(res.statusCode, endpoint).toBe(400);
      expect(res.json(), endpoint).toMatchObject({
        error: { code: 'VALIDATION_ERROR', message: 'Adresse de notification invalide.' },
      });
    }
    expect(await devicesOf(anne.id)).toEqual([]);
    // The names were asked of the (stub) DNS, not guessed from their spelling.
    expect(resolverCalls).toEqual(
      expect.arrayContaining(['localhost', 'metadata.google.internal', 'intranet.example.fr', 'half.example.fr']),
    );
  });

  it('accepts a push service whose every address is public', async () => {
    expect((await subscribe(anne, 'https://fcm.googleapis.com/fcm/send/abc')).statusCode).toBe(204);
    expect((await subscribe(anne, 'https://push.example.fr:8443/push/abc')).statusCode).toBe(204);
    expect((await devicesOf(anne.id)).map((d) => d.endpoint).sort()).toEqual([
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://push.example.fr:8443/push/abc',
    ]);
  });

  it('keeps at most 10 devices per resident, the oldest replaced', async () => {
    for (let i = 1; i <= 12; i++) {
      expect((await subscribe(bob, `https://push.example.fr/push/bob-${i}`)).statusCode).toBe(204);
    }
    const endpoints = (await devicesOf(bob.id)).map((d) => d.endpoint);
    expect(endpoints).toHaveLength(10);
    expect(endpoints).not.toContain('https://push.example.fr/push/bob-1');
    expect(endpoints).not.toContain('https://push.example.fr/push/bob-2');
    expect(endpoints).toContain('https://push.example.fr/push/bob-12');
  });
});

describe('sending (issue 16, point 13)', () => {
  it('opens no connection to a name whose DNS turned private, nor to a stored private address', async () => {
    const [carol] = await quickResidents(t.app, 1);
    dnsAnswers.set('rebind.example.fr', ['192.0.2.12']);
    expect((await subscribe(carol!, `https://rebind.example.fr:${trapPort}/push/a`)).statusCode).toBe(204);
    // Rows stored before the check and the cap existed: the loopback address itself, 50 times (the
    // issue's flood). No service writes them any more, so they are written as they were.
    for (let i = 0; i < 50; i++) {
      const { p256dh, auth } = keys();
      await t.app.pool.query(
        `insert into push_subscriptions (user_id, kind, endpoint, p256dh, auth) values ($1, 'web', $2, $3, $4)`,
        [carol!.id, `https://127.0.0.1:${trapPort}/push/old-${i}`, p256dh, auth],
      );
    }
    dnsAnswers.set('rebind.example.fr', ['127.0.0.1']);
    resolverCalls.length = 0;
    trapConnections = 0;

    await t.app.push.sendToUser(carol!.id, { title: 'T', body: 'B', url: '/' });
    expect(trapConnections).toBe(0);
    expect(resolverCalls).toContain('rebind.example.fr');

    // The trap does count connections: a service allowed to reach the loopback address opens them.
    const vapid = await loadVapidDetails(t.env, t.app.town);
    const open = createPushService({
      sql: t.app.pool,
      log: t.app.log,
      vapid,
      resolve: resolver,
      allowAddress: () => true,
    });
    await open.sendToUser(carol!.id, { title: 'T', body: 'B', url: '/' });
    expect(trapConnections).toBe(51);
  });

  it('connects to the address it checked: a lookup answering a private address fails the connection', async () => {
    const [dave] = await quickResidents(t.app, 1);
    // Public when checked, the loopback address when the connection resolves the name (a rebinding
    // between the two). 'localhost': were the connection to ask the system's DNS instead, it would reach the trap.
    let calls = 0;
    const flipping: HostResolver = async () => {
      calls += 1;
      return [{ address: calls > 1 ? '127.0.0.1' : '192.0.2.13', family: 4 }];
    };
    await make.pushDevice(t.app, dave!, {
      kind: 'web',
      endpoint: `https://localhost:${trapPort}/push/a`,
      keys: keys(),
    });
    const vapid = await loadVapidDetails(t.env, t.app.town);
    const push = createPushService({ sql: t.app.pool, log: t.app.log, vapid, resolve: flipping });
    trapConnections = 0;
    await push.sendToUser(dave!.id, { title: 'T', body: 'B', url: '/' });
    expect(trapConnections).toBe(0);
    expect(calls).toBeGreaterThanOrEqual(2);
  });
});
