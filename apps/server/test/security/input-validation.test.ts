import { CONTROL_CHARACTER_MESSAGE } from '@portmarin/shared/text';
import type { LightMyRequestResponse } from 'fastify';
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, forgedCursor, PUBLIC_URL, type TestApp } from '../helpers.ts';
import { quickResidents, type QuickResident } from '../residents.ts';
import { multipartFile, sampleJpeg } from '../uploads.ts';

/**
 * Issue 16, points 4, 5, 6 and 17: input that used to reach PostgreSQL unchecked (500) is refused
 * with 400 and the app's French message, decided once by the shared schemas.
 */

const NUL = '\u0000';
const CURSOR_MESSAGE = 'Le curseur de pagination est invalide.';

let t: TestApp;
let anne: QuickResident;
let paul: QuickResident;
let postId: string;
let conversationId: string;

type Call = { method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; url: string; payload?: unknown; cookie?: string };

function call({ method, url, payload, cookie = anne.cookie }: Call): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: { cookie, origin: PUBLIC_URL },
  });
}

function expectRefused(res: LightMyRequestResponse, message: string, code = 'VALIDATION_ERROR') {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toEqual({ error: { code, message } });
}

beforeAll(async () => {
  t = await buildTestApp();
  const residents = await quickResidents(t.app, 2);
  anne = residents[0]!;
  paul = residents[1]!;
  const post = await call({ method: 'POST', url: '/api/posts', payload: { content: 'Marée basse ce matin' } });
  postId = post.json().id;
  const conversation = await call({
    method: 'POST',
    url: '/api/conversations',
    payload: { participantIds: [paul.id] },
  });
  conversationId = conversation.json().conversation.id;
});
afterAll(async () => t?.close());

describe('a NUL character in any text (point 4)', () => {
  const cases: Array<[string, () => Call]> = [
    ['post content', () => ({ method: 'POST', url: '/api/posts', payload: { content: `Bonjour${NUL}` } })],
    ['post edit', () => ({ method: 'PATCH', url: `/api/posts/${postId}`, payload: { content: `a${NUL}b` } })],
    [
      'comment content',
      () => ({ method: 'POST', url: `/api/posts/${postId}/comments`, payload: { content: `Joli${NUL}` } }),
    ],
    [
      'message content',
      () => ({
        method: 'POST',
        url: `/api/conversations/${conversationId}/messages`,
        payload: { content: `Salut${NUL}`, clientId: randomUUID() },
      }),
    ],
    [
      'group title',
      () => ({
        method: 'POST',
        url: '/api/conversations',
        payload: { participantIds: [paul.id, 'quelqu-un'], title: `Voisins${NUL}` },
      }),
    ],
    [
      'conversation participant id',
      () => ({ method: 'POST', url: '/api/conversations', payload: { participantIds: [`x${NUL}`] } }),
    ],
    ['profile name', () => ({ method: 'PATCH', url: '/api/profile', payload: { name: `Anne${NUL}` } })],
    ['profile bio', () => ({ method: 'PATCH', url: '/api/profile', payload: { bio: `Pêcheuse${NUL}` } })],
    ['profile location', () => ({ method: 'PATCH', url: '/api/profile', payload: { location: `Port${NUL}` } })],
    ['search q', () => ({ method: 'GET', url: '/api/search?q=mar%00ee' })],
    ['conversation search q', () => ({ method: 'GET', url: '/api/conversations?q=a%00' })],
    ['profile path', () => ({ method: 'GET', url: '/api/profiles/%00' })],
    ['profile posts path', () => ({ method: 'GET', url: '/api/profiles/anne%00/posts' })],
    ['follow path', () => ({ method: 'POST', url: '/api/profiles/%00/follow' })],
    [
      'push keys',
      () => ({
        method: 'POST',
        url: '/api/push/subscriptions',
        payload: { kind: 'web', endpoint: 'https://push.example.com/abc', keys: { p256dh: `k${NUL}`, auth: 'a' } },
      }),
    ],
    [
      'native push token',
      () => ({
        method: 'POST',
        url: '/api/push/subscriptions',
        payload: { kind: 'native', token: `t${NUL}`, platform: 'android' },
      }),
    ],
    [
      'push endpoint to delete',
      () => ({ method: 'DELETE', url: '/api/push/subscriptions', payload: { endpoint: `https://x${NUL}` } }),
    ],
    [
      'account deletion e-mail',
      () => ({ method: 'DELETE', url: '/api/account', payload: { confirmEmail: `anne${NUL}@example.fr` } }),
    ],
    ['feed cursor', () => ({ method: 'GET', url: '/api/feed?cursor=%00' })],
    [
      'reset token (body)',
      () => ({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token: `tok${NUL}`, newPassword: 'Galets-Marée-2025!' },
        cookie: '',
      }),
    ],
    ['reset token (path)', () => ({ method: 'GET', url: '/api/auth/reset-password/%00?callbackURL=/', cookie: '' })],
    ['verification token', () => ({ method: 'GET', url: '/api/auth/verify-email?token=%00', cookie: '' })],
    [
      'sign-in e-mail',
      () => ({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: `anne${NUL}@example.fr`, password: 'x' },
        cookie: '',
      }),
    ],
    [
      'sign-up name',
      () => ({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        payload: { name: `Anne${NUL}`, username: 'anne_nul', email: 'anne.nul@example.fr', password: 'Galets-2025!x' },
        cookie: '',
      }),
    ],
    ['better-auth body', () => ({ method: 'POST', url: '/api/auth/update-user', payload: { name: `Anne${NUL}` } })],
  ];

  it.each(cases)('%s → 400 with the validation message', async (_name, make) => {
    expectRefused(await call(make()), CONTROL_CHARACTER_MESSAGE);
  });

  it('refuses the other control characters too, but keeps newlines and tabs', async () => {
    expectRefused(
      await call({ method: 'POST', url: '/api/posts', payload: { content: 'Sonnerie\u0007' } }),
      CONTROL_CHARACTER_MESSAGE,
    );
    const ok = await call({ method: 'POST', url: '/api/posts', payload: { content: 'Ligne 1\n\tLigne 2\r\nFin' } });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().content).toBe('Ligne 1\n\tLigne 2\r\nFin');
  });
});

describe('the query of a mail link, checked by its shared schema (found by the fuzz run)', () => {
  it.each([
    ['/api/auth/verify-email?token=abc&callbackURL=Jw%2C%3FdX'],
    ['/api/auth/verify-email?token=abc&callbackURL=%'],
    ['/api/auth/verify-email?callbackURL=/'],
    ['/api/auth/reset-password/abc?callbackURL=javascript:alert(1)'],
  ])('GET %s → 400, not 500', async (url) => {
    const res = await call({ method: 'GET', url, cookie: '' });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
  });

  it('a reset link with a 6,000-character token → 4xx, not 500 (it reached better-auth’s rate-limit key)', async () => {
    const res = await call({
      method: 'GET',
      url: `/api/auth/reset-password/${randomBytes(3000).toString('hex')}`,
      cookie: '',
    });
    expect(res.statusCode, res.body).toBeLessThan(500);
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
  });
});

describe('a cursor with an impossible date (point 5)', () => {
  const cursor = (at: string) => forgedCursor([at, randomUUID()]);
  const impossible = [
    ['month 13, day 45, 99:99:99', '2025-13-45T99:99:99.000000Z'],
    ['year 0000', '0000-01-01T00:00:00.000000Z'],
    ['31 February', '2025-02-31T12:00:00.000000Z'],
    ['24:00', '2025-06-01T24:00:00.000000Z'],
  ] as const;
  const routes: Array<[string, (c: string) => string]> = [
    ['feed', (c) => `/api/feed?cursor=${c}`],
    ['comments', (c) => `/api/posts/${postId}/comments?cursor=${c}`],
    ['profile posts', (c) => `/api/profiles/${anne.username}/posts?cursor=${c}`],
    ['liked posts', (c) => `/api/profiles/${anne.username}/liked?cursor=${c}`],
    ['messages', (c) => `/api/conversations/${conversationId}/messages?before=${c}`],
    ['notifications', (c) => `/api/notifications?cursor=${c}`],
  ];

  for (const [routeName, url] of routes) {
    it(`${routeName}: every impossible date → 400`, async () => {
      for (const [, at] of impossible) {
        expectRefused(await call({ method: 'GET', url: url(cursor(at)) }), CURSOR_MESSAGE);
      }
    });
  }

  it('still takes a real cursor (29 February of a leap year)', async () => {
    const res = await call({ method: 'GET', url: `/api/feed?cursor=${cursor('2024-02-29T23:59:59.999999Z')}` });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('a multipart body without its closing boundary (point 6)', () => {
  it('POST /api/uploads → 400 in the app’s error shape, nothing stored', async () => {
    const { payload, headers } = multipartFile(await sampleJpeg());
    const closing = payload.lastIndexOf('\r\n--');
    for (const body of [payload.subarray(0, closing), payload.subarray(0, 100)]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/uploads?kind=post',
        payload: body,
        headers: { ...headers, cookie: anne.cookie, origin: PUBLIC_URL },
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    }
    const { rows } = await t.app.pool.query('select count(*)::int as n from uploads');
    expect(rows[0].n).toBe(0);
  });

  it('a multipart header with no boundary → 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      payload: 'abc',
      headers: { 'content-type': 'multipart/form-data', cookie: anne.cookie, origin: PUBLIC_URL },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
  });
});

describe('text made only of invisible characters counts as empty (point 17)', () => {
  const invisible = '\u200B\u200C\u200D \u2060\uFEFF\n\t';

  it('a post', async () => {
    expectRefused(
      await call({ method: 'POST', url: '/api/posts', payload: { content: invisible } }),
      'Veuillez ajouter du contenu ou une photo',
    );
  });

  it('a post edited down to nothing visible', async () => {
    const res = await call({ method: 'PATCH', url: `/api/posts/${postId}`, payload: { content: invisible } });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.code).toBe('EMPTY_POST');
  });

  it('a comment', async () => {
    expectRefused(
      await call({ method: 'POST', url: `/api/posts/${postId}/comments`, payload: { content: invisible } }),
      'Le commentaire est vide.',
    );
  });

  it('a message', async () => {
    expectRefused(
      await call({
        method: 'POST',
        url: `/api/conversations/${conversationId}/messages`,
        payload: { content: invisible, clientId: randomUUID() },
      }),
      'Le message est vide.',
    );
  });

  it('keeps visible text with a zero-width joiner inside (an emoji sequence)', async () => {
    const res = await call({ method: 'POST', url: `/api/posts/${postId}/comments`, payload: { content: '👩‍🚒' } });
    expect(res.statusCode, res.body).toBe(201);
  });
});
