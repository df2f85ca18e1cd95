import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_WRITES_PER_WINDOW } from '../../src/plugins/throttle.ts';
import { buildTestApp, type TestApp } from '../helpers.ts';
import { quickResidents, type QuickResident } from '../residents.ts';

/**
 * Issue 16, point 14: likes, follows and device registrations had no per-resident limit. Every
 * write now goes through the throttle plugin, with limits a real resident never meets.
 */

let t: TestApp;
let anne: QuickResident;
let bob: QuickResident;
let postId: string;

beforeAll(async () => {
  t = await buildTestApp();
  const residents = await quickResidents(t.app, 2);
  anne = residents[0]!;
  bob = residents[1]!;
  const res = await write(bob, 'POST', '/api/posts', { content: 'Marché du dimanche sur le port' });
  postId = res.json().id;
});
afterAll(async () => t?.close());

function write(resident: QuickResident, method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: { cookie: resident.cookie, origin: t.env.PUBLIC_URL },
    ...(payload ? { payload } : {}),
  });
}

/** Sends `n` requests one after another and returns their statuses. */
async function flood(n: number, send: (i: number) => Promise<{ statusCode: number }>): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < n; i++) statuses.push((await send(i)).statusCode);
  return statuses;
}

describe('write throttles (issue 16, point 14)', () => {
  it('stops a like flood with 429 and the app message, likes and unlikes counted together', async () => {
    const statuses = await flood(200, (i) => write(anne, i % 2 ? 'DELETE' : 'POST', `/api/posts/${postId}/like`));
    expect(statuses.every((s) => s === 200)).toBe(true);
    const res = await write(anne, 'POST', `/api/posts/${postId}/like`);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      error: {
        code: 'RATE_LIMITED',
        message: 'Vous avez aimé trop de publications en peu de temps. Réessayez dans quelques minutes.',
      },
    });
    // Per resident: Bob still likes.
    expect((await write(bob, 'POST', `/api/posts/${postId}/like`)).statusCode).toBe(200);
  });

  it('stops a follow flood with 429 and the app message', async () => {
    const statuses = await flood(100, (i) =>
      write(anne, i % 2 ? 'DELETE' : 'POST', `/api/profiles/${bob.username}/follow`),
    );
    expect(statuses.every((s) => s === 200)).toBe(true);
    const res = await write(anne, 'POST', `/api/profiles/${bob.username}/follow`);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      error: {
        code: 'RATE_LIMITED',
        message: 'Vous vous êtes abonné ou désabonné trop de fois en peu de temps. Réessayez dans quelques minutes.',
      },
    });
  });

  it('stops a flood of device registrations', async () => {
    const statuses = await flood(31, (i) =>
      write(bob, 'POST', '/api/push/subscriptions', { kind: 'native', token: `fcm-bob-${i}`, platform: 'android' }),
    );
    expect(statuses.slice(0, 30).every((s) => s === 204)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('gives every other write route the default throttle', async () => {
    const [carol] = await quickResidents(t.app, 1);
    const statuses = await flood(DEFAULT_WRITES_PER_WINDOW, () => write(carol!, 'POST', '/api/notifications/read-all'));
    expect(statuses.every((s) => s < 300)).toBe(true);
    const last = await write(carol!, 'POST', '/api/notifications/read-all');
    expect(last.statusCode).toBe(429);
    expect(last.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
  });

  it('documents a 429 answer on every write route of the API (better-auth has its own limiter)', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json() as {
      paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
    };
    const writes = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([method]) => ['post', 'put', 'patch', 'delete'].includes(method))
        .map(([method, operation]) => ({ route: `${method.toUpperCase()} ${path}`, operation })),
    );
    expect(writes.length).toBeGreaterThan(20);
    const unthrottled = writes.filter(
      ({ route, operation }) => !route.includes('/api/auth/') && !operation.responses?.['429'],
    );
    expect(unthrottled.map((w) => w.route)).toEqual([]);
  });
});
