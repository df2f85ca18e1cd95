import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers.ts';
import { quickResidents, type QuickResident } from '../residents.ts';

/**
 * Issue 16, point 18: personal JSON had no Cache-Control, and no answer said which browser
 * features the app's pages may use.
 */

let t: TestApp;
let anne: QuickResident;

beforeAll(async () => {
  t = await buildTestApp();
  const residents = await quickResidents(t.app, 1);
  anne = residents[0]!;
});
afterAll(async () => t?.close());

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('Cache-Control of API answers (issue 16, point 18)', () => {
  it('keeps every answer that depends on the session out of caches', async () => {
    for (const url of [
      '/api/me',
      '/api/profile',
      '/api/settings',
      '/api/conversations',
      '/api/notifications',
      '/api/notifications/unread-count',
      '/api/feed',
      '/api/stories',
    ]) {
      const res = await get(url, anne.cookie);
      expect(res.statusCode, url).toBeLessThan(300);
      expect(res.headers['cache-control'], url).toBe('private, no-store');
    }
  });

  it('also covers writes, errors and visitors, and leaves a route its own policy', async () => {
    const write = await t.app.inject({
      method: 'PATCH',
      url: '/api/settings',
      headers: { cookie: anne.cookie, origin: t.env.PUBLIC_URL },
      payload: { privacy: { onlineStatus: true } },
    });
    expect(write.statusCode).toBe(200);
    expect(write.headers['cache-control']).toBe('private, no-store');
    const refused = await get('/api/settings');
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('private, no-store');
    expect((await get('/api/me')).headers['cache-control']).toBe('private, no-store');
    // The town configuration is the same for everyone; the export says no-store itself.
    expect((await get('/api/town')).headers['cache-control']).toBe('public, max-age=300');
    expect((await get('/api/account/export', anne.cookie)).headers['cache-control']).toBe('no-store');
  });
});

describe('Permissions-Policy (issue 16, point 18)', () => {
  it('is on every answer: camera, microphone and the rest off, geolocation for the app itself', async () => {
    for (const res of [await get('/api/health'), await get('/api/me', anne.cookie), await get('/nowhere')]) {
      const policy = String(res.headers['permissions-policy']);
      expect(policy).toContain('camera=()');
      expect(policy).toContain('microphone=()');
      expect(policy).toContain('geolocation=(self)');
      expect(policy).toContain('payment=()');
    }
  });
});
