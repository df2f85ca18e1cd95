import net, { type AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
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

describe('GET /api/health/live', () => {
  it('answers 200 even when no database connection is free', async () => {
    const held = await Promise.all(Array.from({ length: t.app.pool.options.max }, () => t.app.pool.connect()));
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/health/live' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok', uptimeSeconds: expect.any(Number) });
    } finally {
      for (const client of held) client.release();
    }
  });
});

describe('GET /api/health/ready', () => {
  it('answers 200 with every part up, the mail skipped in outbox mode', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ready',
      down: [],
      checks: { database: 'up', storage: 'up', mail: 'skipped' },
      errors: [],
    });
  });

  it('names the database, and only it, when no connection answers', async () => {
    const held = await Promise.all(Array.from({ length: t.app.pool.options.max }, () => t.app.pool.connect()));
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        status: 'unavailable',
        down: ['database'],
        checks: { database: 'down', storage: 'up', mail: 'skipped' },
        errors: [{ part: 'database', code: 'DATABASE_UNAVAILABLE', message: 'La base de données ne répond pas.' }],
      });
    } finally {
      for (const client of held) client.release();
    }
  });

  it('asks the SMTP server when one is configured', async () => {
    const smtp = new SMTPServer({ authOptional: true, disabledCommands: ['STARTTLS'], logger: false });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    const withSmtp = await buildTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    try {
      const res = await withSmtp.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ status: 'ready', checks: { mail: 'up' } });
    } finally {
      await withSmtp.close();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });

  it('names the mail, and only it, when the SMTP server does not answer', async () => {
    // A port just freed: nothing listens there.
    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const noSmtp = await buildTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    try {
      const res = await noSmtp.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        status: 'unavailable',
        down: ['mail'],
        checks: { database: 'up', storage: 'up', mail: 'down' },
        errors: [{ part: 'mail', code: 'MAIL_UNAVAILABLE' }],
      });
    } finally {
      await noSmtp.close();
    }
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
