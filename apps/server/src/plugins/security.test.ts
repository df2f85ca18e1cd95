import { ERRORS } from '@portmarin/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createVerifiedUser, type TestApp, type VerifiedUser } from '../../test/helpers.ts';
import { townImageOrigins } from './security.ts';

let t: TestApp;
let resident: VerifiedUser;

beforeAll(async () => {
  t = await buildTestApp();
  resident = await createVerifiedUser(t.app);
});
afterAll(async () => t?.close());

describe('security headers', () => {
  it('sends a strict CSP and the usual hardening headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src'));
    expect(scriptSrc?.trim()).toBe("script-src 'self'");
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc).not.toContain('unsafe-eval');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('adds HSTS and upgrade-insecure-requests only behind an https PUBLIC_URL', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const secure = await buildTestApp({ PUBLIC_URL: 'https://portmarin.example' });
    try {
      const res = await secure.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(String(res.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    } finally {
      await secure.close();
    }
  });
});

describe('the town file’s images in the CSP', () => {
  const imgSrc = (csp: string) =>
    csp
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('img-src'))
      ?.split(/\s+/)
      .slice(1);

  it('lets in the origins of the town file’s webcam images, and no other', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const sources = imgSrc(String(res.headers['content-security-policy']));
    const cameraOrigins = t.app.town.webcams.map((webcam) => new URL(webcam.imageUrl).origin);
    expect(cameraOrigins.length).toBeGreaterThan(0);
    expect(sources).toEqual(["'self'", 'data:', 'blob:', ...new Set(cameraOrigins)]);
  });

  it('takes each origin once, scheme and port included', () => {
    const webcam = (imageUrl: string) => ({
      id: imageUrl,
      name: 'Caméra',
      description: 'Une caméra',
      category: 'port' as const,
      location: 'Quai',
      imageUrl,
      pageUrl: 'https://cams.example/page',
    });
    expect(
      townImageOrigins({
        logo: '/icon.svg',
        appIcons: [],
        webcams: [
          webcam('https://cams.example/a.jpg'),
          webcam('https://cams.example/b.jpg?size=1080p'),
          webcam('http://cams.example:8080/c.jpg'),
          webcam('https://images.other.example/d.jpg'),
        ],
      }),
    ).toEqual(['https://cams.example', 'http://cams.example:8080', 'https://images.other.example']);
    expect(townImageOrigins({ webcams: [], logo: '/icon.svg', appIcons: [] })).toEqual([]);
  });

  it('lets in the origin of a logo given as an https:// address', () => {
    expect(townImageOrigins({ webcams: [], logo: 'https://www.mairie.example/logo.svg', appIcons: [] })).toEqual([
      'https://www.mairie.example',
    ]);
  });
});

describe('Origin check on cookie-bearing state changes', () => {
  const change = { notifications: { events: false } };

  it('refuses a foreign origin with 403 FORBIDDEN_ORIGIN', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/settings',
      headers: { cookie: resident.cookie, origin: 'https://evil.example' },
      payload: change,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: { code: 'FORBIDDEN_ORIGIN', message: ERRORS.FORBIDDEN_ORIGIN.message } });
  });

  it('refuses a missing origin with 403 FORBIDDEN_ORIGIN', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/settings',
      headers: { cookie: resident.cookie },
      payload: change,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: { code: 'FORBIDDEN_ORIGIN', message: ERRORS.FORBIDDEN_ORIGIN.message } });
  });

  it('refuses a look-alike origin (prefix of PUBLIC_URL)', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/settings',
      headers: { cookie: resident.cookie, origin: `${t.env.PUBLIC_URL}.evil.example` },
      payload: change,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('FORBIDDEN_ORIGIN');
  });

  it('changed nothing when it refused', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/settings', headers: { cookie: resident.cookie } });
    expect(res.json().notifications.events).toBe(true);
  });

  it('accepts the app origin', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/settings',
      headers: { cookie: resident.cookie, origin: t.env.PUBLIC_URL },
      payload: change,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().notifications.events).toBe(false);
  });

  it('refuses a foreign origin on better-auth routes too (sign-out)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: resident.cookie, origin: 'https://evil.example' },
      payload: {},
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('FORBIDDEN_ORIGIN');
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: resident.cookie } });
    expect(me.json().user?.email).toBe(resident.email);
  });
});

describe('request bodies and unknown routes', () => {
  it('answers 415 UNSUPPORTED_MEDIA_TYPE to a text/plain body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ email: resident.email, password: resident.password }),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: ERRORS.UNSUPPORTED_MEDIA_TYPE.message },
    });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('answers 404 in the error shape to an unknown /api route', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nowhere' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ error: { code: 'ROUTE_NOT_FOUND', message: ERRORS.ROUTE_NOT_FOUND.message } });
  });

  it('answers 400 INVALID_JSON to a malformed JSON body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "anne@example.fr",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'INVALID_JSON', message: ERRORS.INVALID_JSON.message } });
  });

  it('answers 413 PAYLOAD_TOO_LARGE above the 1 MiB body limit', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'anne@example.fr', password: 'x'.repeat(1024 * 1024 + 10) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', message: ERRORS.PAYLOAD_TOO_LARGE.message } });
  });
});
