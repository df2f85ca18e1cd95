import { TOWN_CONFIG_ELEMENT_ID, type TownConfig } from '@portmarin/shared';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';
import { withTownConfig } from './app-html.ts';

const INDEX = `<!doctype html>
<html lang="fr">
  <head><title>PortMarin</title></head>
  <body>
    <div id="splash" role="status" aria-label="Chargement de PortMarin">
      <p class="text-4xl" data-product-name>PortMarin</p>
    </div>
    <div id="root"></div>
  </body>
</html>
`;

function townBlock(html: string): TownConfig {
  const match = html.match(new RegExp(`<script type="application/json" id="${TOWN_CONFIG_ELEMENT_ID}">(.*?)</script>`));
  expect(match).not.toBeNull();
  return JSON.parse(match![1]!) as TownConfig;
}

describe('withTownConfig', () => {
  it('writes the town as JSON that no value can break out of, and its product name in the splash', () => {
    const town = { townName: 'Port-Marin', productName: 'Port</script><b>Marin' } as TownConfig;
    const html = withTownConfig(INDEX, town);
    expect(html).not.toContain('</script><b>');
    expect(townBlock(html).productName).toBe('Port</script><b>Marin');
    expect(html).toContain('<p class="text-4xl" data-product-name>Port&lt;/script&gt;&lt;b&gt;Marin</p>');
    expect(html).toContain('aria-label="Chargement de Port&lt;/script&gt;&lt;b&gt;Marin"');
  });
});

describe('the served app page', () => {
  let t: TestApp;
  let webDir: string;
  beforeAll(async () => {
    webDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pm-web-'));
    await fs.writeFile(path.join(webDir, 'index.html'), INDEX);
    t = await buildTestApp({ WEB_DIST_DIR: webDir });
  });
  afterAll(async () => {
    await t?.close();
    await fs.rm(webDir, { recursive: true, force: true });
  });

  it('carries the town configuration, so the app renders without asking for it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/settings' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    const town = await t.app.inject({ method: 'GET', url: '/api/town' });
    expect(townBlock(res.body)).toEqual(town.json());
  });

  it('is sent compressed once at start, brotli or gzip as the browser accepts', async () => {
    const br = await t.app.inject({ method: 'GET', url: '/settings', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toContain(TOWN_CONFIG_ELEMENT_ID);
    const gzip = await t.app.inject({ method: 'GET', url: '/messages', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toContain(TOWN_CONFIG_ELEMENT_ID);
  });

  it('keeps the town configuration on shared post pages too', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/post/00000000-0000-4000-8000-000000000000' });
    expect(res.statusCode).toBe(404);
    expect(townBlock(res.body).townName).toBeTruthy();
  });
});
