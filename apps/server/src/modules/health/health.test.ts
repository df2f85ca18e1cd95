import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { HEALTH_DATABASE_TIMEOUT_MS } from './health.routes.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

describe('GET /api/health', () => {
  it('reports the server and its database up', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'ok', database: 'up' });
    expect(typeof body.uptimeSeconds).toBe('number');
  });

  it('answers 503 within its own timeout when no database connection is free', async () => {
    const held = await Promise.all(Array.from({ length: t.app.pool.options.max }, () => t.app.pool.connect()));
    try {
      const started = Date.now();
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'degraded', database: 'down' });
      // The pool would make it wait its 10 s connection timeout.
      expect(Date.now() - started).toBeLessThan(HEALTH_DATABASE_TIMEOUT_MS + 3000);
    } finally {
      for (const client of held) client.release();
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('GET /api/docs', () => {
  it('serves the OpenAPI document built from the routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths).toHaveProperty('/api/settings');
    expect(doc.paths['/api/settings']).toHaveProperty('patch');
    expect(doc.paths).toHaveProperty('/api/health');
    // The catch-all better-auth proxy and the document itself stay out of it.
    expect(doc.paths).not.toHaveProperty('/api/docs');
  });
});
