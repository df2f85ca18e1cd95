import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';

// A built web app in miniature: the PWA files the server must serve with the right headers.
const FILES: Record<string, string> = {
  'index.html': '<!doctype html><html lang="fr"><head><title>PortMarin</title></head><body></body></html>',
  'sw.js': 'self.addEventListener("fetch", () => {});',
  // An older build's own manifest: the town's (plugins/manifest.ts) is served instead.
  'manifest.webmanifest': JSON.stringify({ name: 'Ancienne version', start_url: '/', display: 'standalone' }),
  'offline.html': '<!doctype html><html lang="fr"><head><title>Hors connexion</title></head></html>',
  'offline.js': 'void 0;',
  'icons/icon-192.png': 'png',
  'assets/index-abc123.js': 'void 0;',
  'assets/index-abc123.js.br': 'brotli bytes',
  'assets/index-abc123.js.gz': 'gzip bytes',
};

let t: TestApp;
let webDir: string;

beforeAll(async () => {
  webDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pm-web-'));
  for (const [name, content] of Object.entries(FILES)) {
    await fs.mkdir(path.dirname(path.join(webDir, name)), { recursive: true });
    await fs.writeFile(path.join(webDir, name), content);
  }
  t = await buildTestApp({ WEB_DIST_DIR: webDir });
});
afterAll(async () => {
  await t?.close();
  await fs.rm(webDir, { recursive: true, force: true });
});

describe('PWA files', () => {
  it('serves the service worker from the root as JavaScript, revalidated at every check', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    // A cached worker would keep residents on an old version: browsers must always revalidate it.
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(FILES['sw.js']);
  });

  it('serves the town’s manifest with its content type, not an older build’s', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toMatchObject({ name: 'PortMarin', start_url: '/feed' });
  });

  it('serves the offline page, its script and the icons as files', async () => {
    const offline = await t.app.inject({ method: 'GET', url: '/offline.html' });
    expect(offline.statusCode).toBe(200);
    expect(offline.body).toContain('Hors connexion');
    const script = await t.app.inject({ method: 'GET', url: '/offline.js' });
    expect(script.headers['content-type']).toMatch(/javascript/);
    const icon = await t.app.inject({ method: 'GET', url: '/icons/icon-192.png' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/png');
  });

  it('answers 404 for a missing icon instead of the app page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/icons/icon-1024.png' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('ROUTE_NOT_FOUND');
  });

  it('keeps hashed assets immutable and app routes on index.html', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const route = await t.app.inject({ method: 'GET', url: '/messages' });
    expect(route.statusCode).toBe(200);
    expect(route.headers['content-type']).toMatch(/^text\/html/);
    expect(route.headers['cache-control']).toBe('no-cache');
  });

  it('sends the precompressed asset the browser accepts, and the raw one to others', async () => {
    const url = '/assets/index-abc123.js';
    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body).toBe('brotli bytes');
    expect(br.headers['content-type']).toMatch(/javascript/);
    const gzip = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body).toBe('gzip bytes');
    const raw = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(raw.headers['content-encoding']).toBeUndefined();
    expect(raw.body).toBe('void 0;');
  });

  it("lets the page's own service worker and manifest load under the CSP", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/feed' });
    const directives = String(res.headers['content-security-policy'])
      .split(';')
      .map((d) => d.trim());
    expect(directives).toContain("worker-src 'self'");
    expect(directives).toContain("manifest-src 'self'");
    // The service worker itself runs under the policy it is served with: same-origin fetches only.
    const sw = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(String(sw.headers['content-security-policy'])).toContain("connect-src 'self'");
  });
});

describe('malformed addresses', () => {
  it('answers a page navigation with the app’s page, under the same security headers', async () => {
    for (const url of ['/conversation/%', '/profile/%E0%A4%A', '/post/%C0', `/post/${'a'.repeat(200)}`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.body, url).toContain('<title>PortMarin</title>');
      expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('answers an API request with the app’s error shape, in French, and 400', async () => {
    for (const [method, url] of [
      ['GET', '/api/conversations/%'],
      ['GET', '/api/profiles/%zz?tab=posts'],
      ['DELETE', '/api/posts/%C0%AF'],
      ['GET', `/api/profiles/${'a'.repeat(200)}`],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({
        error: { code: 'VALIDATION_ERROR', message: 'Cette adresse est mal formée.' },
      });
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('keeps files and other methods out of the page', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/%' });
    expect(asset.statusCode).toBe(400);
    expect(asset.json().error.code).toBe('VALIDATION_ERROR');
    const post = await t.app.inject({ method: 'POST', url: '/conversation/%', payload: {} });
    expect(post.statusCode).toBe(400);
    expect(post.json().error.message).toBe('Cette adresse est mal formée.');
  });

  it('still serves well-formed encodings and unknown pages as before', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/profile/ma%C3%ABlle' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const api = await t.app.inject({ method: 'GET', url: '/api/.unreadable-url' });
    expect(api.statusCode).toBe(404);
    expect(api.json().error.code).toBe('ROUTE_NOT_FOUND');
  });
});
