import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { AppModule } from '../src/lib/app-module.ts';
import { MODULES } from '../src/modules/ordered.ts';
import { requireUser, requiresSession, SESSION_SCHEME, type RouteSecurity } from '../src/plugins/session.ts';
import { buildTestApp, createTestDatabase, type TestApp } from './helpers.ts';
import { testEnv } from './test-env.ts';

/**
 * Issue 29: every operation of /api/docs has a French summary, a unique operationId and its
 * security, read from the route's own `schema.security`, which the server also holds the route to;
 * and the document passes Redocly's recommended rules (redocly.yaml) with no error.
 */

type Operation = { summary?: string; operationId?: string; security?: RouteSecurity };
type Doc = {
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes?: Record<string, { type: string; in: string; name: string }> };
};

/** An https address, as in production: the session cookie then has its `__Secure-` name. */
const PUBLIC_URL = 'https://portmarin.fr';
const serverDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const reportFile = path.resolve(serverDir, '../../.test-reports/openapi.json');

let t: TestApp;
let doc: Doc;

const operations = () =>
  Object.entries(doc.paths).flatMap(([route, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ name: `${method.toUpperCase()} ${route}`, method, route, op })),
  );

beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL });
  doc = t.app.swagger() as Doc;
});
afterAll(async () => t?.close());

describe('every operation of the OpenAPI document', () => {
  it('has a summary, an operationId and a security declaration', () => {
    const ops = operations();
    expect(ops.length).toBeGreaterThan(200);
    const lacking = ops
      .filter(({ op }) => !op.summary?.trim() || !op.operationId || !Array.isArray(op.security))
      .map(({ name }) => name);
    expect(lacking).toEqual([]);
  });

  it('has an operationId of its own, in camelCase', () => {
    const ids = operations().map(({ op }) => op.operationId!);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    expect(ids.filter((id) => !/^[a-z][A-Za-z0-9]*$/.test(id))).toEqual([]);
  });

  it('names only security schemes the document declares', () => {
    const declared = new Set(Object.keys(doc.components.securitySchemes ?? {}));
    const unknown = operations().flatMap(({ name, op }) =>
      (op.security ?? [])
        .flatMap((rule) => Object.keys(rule).filter((scheme) => !declared.has(scheme)))
        .map((scheme) => `${name}: ${scheme}`),
    );
    expect(unknown).toEqual([]);
  });
});

describe('the session cookie', () => {
  it('is a security scheme under the name better-auth gives it', async () => {
    const name = (await t.app.auth.$context).authCookies.sessionToken.name;
    expect(name).toBe('__Secure-portmarin.session_token');
    expect(doc.components.securitySchemes?.[SESSION_SCHEME]).toEqual(
      expect.objectContaining({ type: 'apiKey', in: 'cookie', name }),
    );
  });

  it('is required of a visitor by every operation that says so: 401 before anything else', async () => {
    const signedIn = operations().filter(({ op }) => requiresSession(op.security));
    expect(signedIn.length).toBeGreaterThan(100);
    const open: string[] = [];
    for (const { name, method, route } of signedIn) {
      // Any value will do: the answer comes before the parameters are even checked.
      const url = route.replace(/\{\w+\}/g, 'x');
      const res = await t.app.inject({ method: method.toUpperCase() as 'GET', url, headers: { origin: PUBLIC_URL } });
      if (res.statusCode !== 401) open.push(`${name}: ${res.statusCode}`);
    }
    expect(open).toEqual([]);
  });

  it('is read by public operations without asking for it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/feed' });
    expect(res.statusCode, res.body).toBe(200);
    expect(doc.paths['/api/feed']?.get?.security).toEqual([{}, { [SESSION_SCHEME]: [] }]);
    expect(doc.paths['/api/town']?.get?.security).toEqual([]);
  });
});

describe('a route that asks for the resident without declaring the session', () => {
  // A module whose route calls requireUser but forgot `security`: the document would call it public.
  const forgetful: AppModule = {
    name: 'forgetful',
    routes: [
      {
        plugin: async (app) => {
          app.get('/api/forgetful', { schema: { summary: 'Oublier', operationId: 'forget' } }, async (request) => ({
            id: (await requireUser(app, request)).id,
          }));
        },
      },
    ],
  };
  let other: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    const dataDir = await fs.mkdtemp(path.join(t.dataDir, 'forgetful-'));
    other = await buildApp({
      env: testEnv(dataDir),
      databaseUrl: await createTestDatabase(),
      logger: false,
      modules: [...MODULES, forgetful],
    });
    await other.ready();
  });
  afterAll(async () => other?.close());

  it('fails loudly instead of answering what the document does not say', async () => {
    const res = await other.inject({ method: 'GET', url: '/api/forgetful' });
    expect(res.statusCode).toBe(500);
  });
});

describe('Redocly’s recommended rules', () => {
  it('find no error in the document (written to .test-reports/openapi.json)', async () => {
    await fs.mkdir(path.dirname(reportFile), { recursive: true });
    await fs.writeFile(reportFile, JSON.stringify(doc, null, 2));
    const lint = promisify(execFile)(
      'npx',
      ['--no-install', 'redocly', 'lint', reportFile, '--config', 'redocly.yaml', '--format', 'summary'],
      { cwd: serverDir, env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_NOTIFICATIONS: 'true' } },
    );
    const { stdout, stderr } = await lint.catch((error: { stdout: string; stderr: string }) => {
      throw new Error(`redocly lint failed:\n${error.stdout}\n${error.stderr}`);
    });
    // The run's output shows the linter's tally (warnings included) beside the test.
    console.log(`redocly lint ${path.relative(process.cwd(), reportFile)}\n${stdout}${stderr}`);
    expect(stdout).not.toMatch(/^error\s/m);
  });
});
