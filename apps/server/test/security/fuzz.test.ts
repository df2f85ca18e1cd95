import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, forgedCursor, PUBLIC_URL, type TestApp } from '../helpers.ts';
import { startStubProviders, type StubProviders } from '../providers/stub-server.ts';
import { quickResidents, type QuickResident } from '../residents.ts';
import { multipartFile, sampleJpeg, uploadAs } from '../uploads.ts';

/**
 * Issue 16, acceptance: every route of the OpenAPI document, fed values that break its schema (NUL
 * and other control characters, huge strings, `__proto__` keys, wrong types and content types,
 * malformed multipart bodies, impossible cursors), as a visitor, a resident and an admin, answers
 * without a 5xx. Deterministic: a fixed seed (FUZZ_SEED to try another), FUZZ_RUNS requests per
 * route (50 by default).
 */

const SEED = Number(process.env.FUZZ_SEED ?? 16_016);
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 50);

type JsonSchema = {
  type?: string | string[];
  nullable?: boolean;
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  const?: unknown;
};

type Operation = {
  parameters?: Array<{ in: 'path' | 'query'; name: string; schema: JsonSchema }>;
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
};

type Route = { method: string; path: string; op: Operation };

type Persona = 'visitor' | 'resident' | 'admin' | 'no-origin';

type FuzzRequest = {
  persona: Persona;
  pathValues: Record<string, string>;
  query: string;
  body:
    | { kind: 'none' }
    | { kind: 'json'; value: unknown }
    | { kind: 'raw'; contentType: string | null; payload: string | Buffer };
};

/** Real ids and names, so that some requests get past validation into the services and SQL. */
type Known = {
  ids: string[];
  usernames: string[];
  uploadIds: string[];
};

const b64 = (text: string) => Buffer.from(text).toString('base64url');
/** Percent-encoded; a lone surrogate (which UTF-8 cannot say) as the invalid bytes of one. */
const encode = (value: string) => {
  try {
    return encodeURIComponent(value);
  } catch {
    return `${encodeURIComponent(value.replace(/[\uD800-\uDFFF]/g, ''))}%ED%A0%80`;
  }
};
/** A value as it would be typed into a URL (objects as JSON: `String()` fails on some). */
const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
const ZERO_UUID = '00000000-0000-0000-0000-000000000000';

// ---------------------------------------------------------------- hostile values

/** Text no compression shrinks (hex of a hash chain): `'x'.repeat(n)` fits where this does not. */
function incompressible(length: number): string {
  let out = '';
  for (let block = Buffer.from('fuzz'); out.length < length;) {
    block = createHash('sha256').update(block).digest();
    out += block.toString('hex');
  }
  return out.slice(0, length);
}

const HOSTILE_CONSTANTS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0000'.repeat(50),
  '%00',
  '\u0007\u001b[31m',
  '\u0085\u009f',
  '\u200B\u200C\u200D\u2060\uFEFF',
  ' \n\t\r ',
  '\uD800',
  '\uDFFFa\uD800',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  "' or 1=1 --",
  "'); drop table posts; --",
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  '../../../etc/passwd',
  '%',
  '%E0%A4%A',
  '%2e%2e%2f',
  '\\',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '9'.repeat(40),
  'true',
  ZERO_UUID,
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '00000000-0000-0000-0000-00000000000g',
  forgedCursor(['2025-13-45T99:99:99.000000Z', ZERO_UUID]),
  forgedCursor(['0000-01-01T00:00:00.000000Z', ZERO_UUID]),
  forgedCursor(['2025-02-31T00:00:00.000000Z', ZERO_UUID]),
  forgedCursor(['99999-01-01T00:00:00.000000Z', ZERO_UUID]),
  forgedCursor(['2025-01-01T00:00:00.000000Z', 'not-a-uuid']),
  forgedCursor(['1', '1e5', ZERO_UUID]),
  forgedCursor([true, 'x', ZERO_UUID]),
  forgedCursor(['\u0000', '\u0000']),
  forgedCursor(['', '']),
  b64(`2025-13-45T99:99:99.000000Z|${ZERO_UUID}`),
  b64('|'),
  'x'.repeat(10_001),
  incompressible(3_000),
  incompressible(12_000),
  'é'.repeat(70_000),
  '😀'.repeat(30_000),
];

const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_CONSTANTS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.constant('a'.repeat(1_100_000)) },
);

const PROTO_KEYS = ['__proto__', 'constructor', 'prototype', 'hasOwnProperty', '\u0000'];

const deep = (depth: number): unknown => {
  let value: unknown = 'fond';
  for (let i = 0; i < depth; i += 1) value = i % 2 ? [value] : { a: value };
  return value;
};

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileString },
  {
    weight: 2,
    arbitrary: fc.oneof(
      fc.integer(),
      fc.double(),
      fc.constantFrom(-1, 0, 2 ** 53, -(2 ** 63), 1e308),
      fc.boolean(),
      fc.constant(null),
    ),
  },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 4 }) },
  {
    weight: 1,
    arbitrary: fc.dictionary(fc.oneof(fc.constantFrom(...PROTO_KEYS), fc.string({ maxLength: 8 })), hostileString, {
      maxKeys: 3,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      deep(2000),
      Array.from({ length: 20_000 }, () => 'x'),
      {},
      [],
    ),
  },
);

// ---------------------------------------------------------------- values from the schema

function cursorArbitrary(known: Known): fc.Arbitrary<string> {
  const date = fc.oneof(
    fc
      .date({ min: new Date(Date.UTC(1, 0, 1)), max: new Date(Date.UTC(9999, 11, 31)), noInvalidDate: true })
      .map((d) => `${d.toISOString().replace(/^\+0*/, '').slice(0, 23)}000Z`),
    fc
      .tuple(
        fc.integer({ min: 0, max: 9999 }),
        fc.integer({ min: 0, max: 99 }),
        fc.integer({ min: 0, max: 99 }),
        fc.integer({ min: 0, max: 99 }),
      )
      .map(([y, mo, d, h]) => {
        const p = (n: number, w = 2) => String(n).padStart(w, '0');
        return `${p(y, 4)}-${p(mo)}-${p(d)}T${p(h)}:${p(h)}:${p(h)}.123456Z`;
      }),
  );
  const id = fc.oneof(fc.constantFrom(...known.ids), fc.uuid());
  return fc.tuple(date, id).map(([at, uuid]) => forgedCursor([at, uuid]));
}

function validString(schema: JsonSchema, known: Known): fc.Arbitrary<string> {
  if (schema.enum) return fc.constantFrom(...(schema.enum as string[]));
  if (schema.format === 'uuid') return fc.oneof(fc.constantFrom(...known.ids, ...known.uploadIds), fc.uuid());
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'uri') return fc.webUrl();
  if (schema.pattern === '^[\\w-]*$') return cursorArbitrary(known);
  if (schema.pattern?.startsWith('^[a-zA-Z0-9_.]')) {
    return fc.oneof(fc.constantFrom(...known.usernames), fc.stringMatching(/^[a-z0-9_.]{3,20}$/));
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 60, 60));
  return fc.oneof(
    fc.string({ minLength, maxLength }),
    fc.constantFrom('Grande marée ce soir au port', 'Crêpes 🥞 à la criée', '/feed', 'https://exemple.fr/a'),
    fc.constantFrom(...known.usernames),
  );
}

function validValue(schema: JsonSchema, known: Known, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  const variants = schema.oneOf ?? schema.anyOf;
  if (variants) return fc.oneof(...variants.map((s) => fuzzValue(s, known, depth)));
  if (schema.allOf) {
    return fc
      .tuple(...schema.allOf.map((s) => validValue(s, known, depth)))
      .map((parts) =>
        parts.every((p) => p !== null && typeof p === 'object' && !Array.isArray(p))
          ? Object.assign({}, ...(parts as object[]))
          : parts[0],
      );
  }
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  let base: fc.Arbitrary<unknown>;
  switch (type) {
    case 'object':
      base = objectFromSchema(schema, known, depth + 1);
      break;
    case 'array':
      base = fc.array(schema.items ? fuzzValue(schema.items, known, depth + 1) : hostileValue, { maxLength: 5 });
      break;
    case 'integer':
      base = fc.oneof(
        fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000 }),
        fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000 }).map(String),
      );
      break;
    case 'number':
      base = fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
      break;
    case 'boolean':
      base = fc.boolean();
      break;
    case 'string':
      base = validString(schema, known);
      break;
    default:
      base = hostileValue;
  }
  return schema.nullable ? fc.oneof(base, fc.constant(null)) : base;
}

/** Mostly what the schema asks for, sometimes anything at all. */
function fuzzValue(schema: JsonSchema, known: Known, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 4) return hostileValue;
  return fc.oneof({ weight: 3, arbitrary: validValue(schema, known, depth) }, { weight: 1, arbitrary: hostileValue });
}

function objectFromSchema(schema: JsonSchema, known: Known, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const entries = Object.entries(schema.properties ?? {});
  const fields = entries.map(([key, child]) =>
    fc.option(
      fuzzValue(child, known, depth).map((value) => [key, value] as const),
      { freq: 6 },
    ),
  );
  const extra = fc.option(fc.tuple(fc.constantFrom(...PROTO_KEYS, 'role', 'userId', 'id'), hostileValue), {
    freq: 4,
  });
  return fc.tuple(fc.tuple(...fields), extra).map(([picked, more]) => {
    // JSON.parse makes `__proto__` an own key; the same object is built here with defineProperty.
    const out: Record<string, unknown> = {};
    for (const entry of [...picked, more]) {
      if (entry) Object.defineProperty(out, entry[0], { value: entry[1], enumerable: true, writable: true });
    }
    return out;
  });
}

// ---------------------------------------------------------------- requests

const RAW_JSON = [
  '{"__proto__":{"role":"admin","isAdmin":true}}',
  '{"constructor":{"prototype":{"role":"admin"}}}',
  '{"content":"a","__proto__":{"content":"b"}}',
  '{',
  '{"content":"a"',
  '',
  'null',
  '"texte"',
  '42',
  '[]',
  '{"content":"\\u0000"}',
  '{"content":"\\ud800"}',
  `${'['.repeat(50_000)}${']'.repeat(50_000)}`,
  '{"a":1,"a":2}',
];

function rawBodies(): fc.Arbitrary<FuzzRequest['body']> {
  const jpegPart = (closing: boolean, field = 'file') => {
    const { payload, headers } = multipartFile(Buffer.from('not really a jpeg, but long enough'), { field });
    return {
      kind: 'raw' as const,
      contentType: headers['content-type']!,
      payload: closing ? payload : payload.subarray(0, payload.lastIndexOf('\r\n--')),
    };
  };
  return fc.oneof(
    fc.constantFrom(...RAW_JSON).map((payload) => ({ kind: 'raw' as const, contentType: 'application/json', payload })),
    fc.constantFrom(
      { kind: 'raw' as const, contentType: 'text/plain', payload: 'bonjour' },
      { kind: 'raw' as const, contentType: 'application/x-www-form-urlencoded', payload: 'content=a&__proto__[x]=1' },
      { kind: 'raw' as const, contentType: 'application/xml', payload: '<a/>' },
      { kind: 'raw' as const, contentType: 'application/json; charset=utf-16', payload: '{}' },
      { kind: 'raw' as const, contentType: 'multipart/form-data', payload: 'abc' },
      { kind: 'raw' as const, contentType: 'multipart/form-data; boundary=x', payload: '--x\r\nabc' },
      { kind: 'raw' as const, contentType: 'multipart/form-data; boundary=', payload: '' },
      { kind: 'raw' as const, contentType: null, payload: '{"content":"a"}' },
      { kind: 'raw' as const, contentType: '', payload: 'x' },
      { kind: 'raw' as const, contentType: '\u00e9/\u00e9', payload: 'x' },
      jpegPart(true),
      jpegPart(false),
      jpegPart(true, '__proto__'),
      jpegPart(true, 'autre'),
    ),
  );
}

function requestArbitrary(route: Route, known: Known): fc.Arbitrary<FuzzRequest> {
  const params = route.op.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  const queryParams = params.filter((p) => p.in === 'query');
  const jsonSchema = route.op.requestBody?.content['application/json']?.schema;

  const pathValues = fc.tuple(
    ...pathParams.map((p) =>
      fc
        .oneof(
          { weight: 3, arbitrary: validValue(p.schema, known, 0).map(asText) },
          { weight: 2, arbitrary: hostileString },
        )
        .map((value) => [p.name, value] as const),
    ),
  );

  const queryPart = (p: (typeof queryParams)[number]) =>
    fc.option(
      fc.oneof(
        fuzzValue(p.schema, known).map((v) => `${encode(p.name)}=${encode(asText(v))}`),
        fc.constantFrom(`${p.name}=%00`, `${p.name}=%`, `${p.name}=a&${p.name}=b`, `${p.name}[]=a`, p.name),
      ),
      { freq: 5 },
    );
  const query = fc
    .tuple(
      fc.tuple(...queryParams.map(queryPart)),
      fc.option(fc.constantFrom('__proto__[role]=admin', 'constructor[prototype][x]=1', '%00=%00', 'a=%ZZ'), {
        freq: 5,
      }),
    )
    .map(([parts, extra]) => [...parts, extra].filter((p): p is string => p !== null).join('&'));

  const body: fc.Arbitrary<FuzzRequest['body']> = fc.oneof(
    {
      weight: jsonSchema ? 6 : 1,
      arbitrary: (jsonSchema ? fuzzValue(jsonSchema, known) : hostileValue).map((value) => ({
        kind: 'json' as const,
        value,
      })),
    },
    { weight: 2, arbitrary: rawBodies() },
    { weight: jsonSchema ? 1 : 3, arbitrary: fc.constant({ kind: 'none' as const }) },
  );

  return fc.record({
    persona: fc.constantFrom<Persona>('visitor', 'resident', 'resident', 'admin', 'no-origin'),
    pathValues: pathValues.map((entries) => Object.fromEntries(entries)),
    query,
    // A GET carries a body now and then: it must be ignored or refused, never trusted.
    body:
      route.method.toUpperCase() === 'GET'
        ? fc.oneof({ weight: 4, arbitrary: fc.constant({ kind: 'none' as const }) }, { weight: 1, arbitrary: body })
        : body,
  });
}

type Sent = { method: string; url: string; persona: Persona; contentType: string | null; payload: string };

function toInject(
  route: Route,
  req: FuzzRequest,
  cookies: Record<Persona, string>,
): { options: InjectOptions; sent: Sent } {
  const path = route.path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const value = req.pathValues[name] ?? '';
    // Some values go raw, the way a hand-typed URL would: `%`, `%00`, `..`.
    return HOSTILE_CONSTANTS.includes(value) && value.length < 20 ? value : encode(value);
  });
  const url = req.query ? `${path}?${req.query}` : path;
  const headers: Record<string, string> = {};
  if (req.persona !== 'visitor') headers.cookie = cookies[req.persona];
  if (req.persona !== 'no-origin') headers.origin = PUBLIC_URL;
  let payload: string | Buffer | undefined;
  let contentType: string | null = null;
  if (req.body.kind === 'json') {
    payload = JSON.stringify(req.body.value) ?? 'null';
    contentType = 'application/json';
  } else if (req.body.kind === 'raw') {
    payload = req.body.payload;
    contentType = req.body.contentType;
  }
  if (contentType !== null) headers['content-type'] = contentType;
  const method = route.method.toUpperCase() as InjectOptions['method'];
  return {
    options: { method, url, headers, ...(payload === undefined ? {} : { payload }) },
    sent: {
      method: route.method.toUpperCase(),
      url: url.length > 300 ? `${url.slice(0, 300)}… (${url.length} chars)` : url,
      persona: req.persona,
      contentType,
      payload:
        payload === undefined
          ? ''
          : payload.length > 300
            ? `${payload.toString().slice(0, 300)}… (${payload.length} bytes)`
            : payload.toString(),
    },
  };
}

// ---------------------------------------------------------------- routes the document hides

const str = (extra: JsonSchema = {}): JsonSchema => ({ type: 'string', ...extra });
const body = (properties: Record<string, JsonSchema>): Operation['requestBody'] => ({
  content: { 'application/json': { schema: { type: 'object', properties } } },
});
const query = (...names: string[]): NonNullable<Operation['parameters']> =>
  names.map((name) => ({ in: 'query' as const, name, schema: str() }));

/**
 * better-auth's routes (one wildcard route, hidden from the document), the pages that read a path
 * parameter, and the WebSocket route, with the fields they read: fuzzed the same way.
 */
const HIDDEN_ROUTES: Route[] = [
  {
    method: 'post',
    path: '/api/auth/sign-up/email',
    op: {
      requestBody: body({
        name: str(),
        username: str({ pattern: '^[a-zA-Z0-9_.]+$' }),
        email: str({ format: 'email' }),
        password: str({ minLength: 8 }),
        callbackURL: str(),
      }),
    },
  },
  {
    method: 'post',
    path: '/api/auth/sign-in/email',
    op: { requestBody: body({ email: str({ format: 'email' }), password: str(), rememberMe: { type: 'boolean' } }) },
  },
  {
    method: 'post',
    path: '/api/auth/sign-in/username',
    op: { requestBody: body({ username: str({ pattern: '^[a-zA-Z0-9_.]+$' }), password: str() }) },
  },
  {
    method: 'post',
    path: '/api/auth/update-user',
    op: { requestBody: body({ name: str(), image: str(), username: str({ pattern: '^[a-zA-Z0-9_.]+$' }) }) },
  },
  {
    method: 'post',
    path: '/api/auth/change-password',
    op: {
      requestBody: body({ currentPassword: str(), newPassword: str(), revokeOtherSessions: { type: 'boolean' } }),
    },
  },
  {
    method: 'post',
    path: '/api/auth/request-password-reset',
    op: { requestBody: body({ email: str({ format: 'email' }), redirectTo: str() }) },
  },
  { method: 'post', path: '/api/auth/reset-password', op: { requestBody: body({ token: str(), newPassword: str() }) } },
  {
    method: 'post',
    path: '/api/auth/send-verification-email',
    op: { requestBody: body({ email: str({ format: 'email' }), callbackURL: str() }) },
  },
  { method: 'get', path: '/api/auth/verify-email', op: { parameters: query('token', 'callbackURL') } },
  {
    method: 'get',
    path: '/api/auth/reset-password/{token}',
    op: { parameters: [{ in: 'path', name: 'token', schema: str() }, ...query('callbackURL')] },
  },
  { method: 'get', path: '/api/auth/get-session', op: { parameters: query('disableCookieCache') } },
  { method: 'get', path: '/api/auth/list-sessions', op: {} },
  { method: 'post', path: '/api/auth/{action}', op: { parameters: [{ in: 'path', name: 'action', schema: str() }] } },
  {
    method: 'get',
    path: '/post/{id}',
    op: { parameters: [{ in: 'path', name: 'id', schema: str({ format: 'uuid' }) }] },
  },
  { method: 'get', path: '/uploads/{name}', op: { parameters: [{ in: 'path', name: 'name', schema: str() }] } },
  { method: 'get', path: '/api/realtime', op: {} },
];

// ---------------------------------------------------------------- the run

let t: TestApp;
let documented: Route[];
let known: Known;
let cookies: Record<Persona, string>;

async function seed(app: FastifyInstance) {
  const [anne, paul, admin] = (await quickResidents(app, 3)) as [QuickResident, QuickResident, QuickResident];
  await app.pool.query(`update "user" set role = 'admin' where id = $1`, [admin.id]);
  const as = (resident: QuickResident, method: 'POST' | 'PATCH', url: string, payload: object) =>
    app.inject({ method, url, payload, headers: { cookie: resident.cookie, origin: PUBLIC_URL } });
  const photo = await uploadAs(app, paul.cookie, await sampleJpeg(), 'post');
  const storyPhoto = await uploadAs(app, paul.cookie, await sampleJpeg(), 'story');
  const post = (await as(paul, 'POST', '/api/posts', { content: 'Marée haute', uploadId: photo.id })).json();
  const comment = (await as(paul, 'POST', `/api/posts/${post.id}/comments`, { content: 'Superbe' })).json();
  await as(anne, 'POST', `/api/posts/${post.id}/comments`, { content: 'Bravo' });
  const story = (await as(paul, 'POST', '/api/stories', { uploadId: storyPhoto.id })).json();
  const conversation = (await as(anne, 'POST', '/api/conversations', { participantIds: [paul.id] })).json();
  const { rows } = await app.pool.query<{ id: string }>('select id from notifications limit 5');
  const ids = [post.id, comment.id, story.id, conversation.conversation.id, ...rows.map((r) => r.id)];
  for (const id of ids) if (typeof id !== 'string') throw new Error(`seeding failed: ${JSON.stringify(ids)}`);
  return {
    known: { ids, usernames: [anne.username, paul.username, admin.username], uploadIds: [photo.id, storyPhoto.id] },
    cookies: { visitor: '', resident: anne.cookie, admin: admin.cookie, 'no-origin': anne.cookie },
  };
}

let providers: StubProviders;

beforeAll(async () => {
  // The weather and the sea read outside providers: the stub answers, so their routes are fuzzed too.
  providers = await startStubProviders();
  t = await buildTestApp({
    WEATHER_API_URL: `${providers.url}/v1/forecast`,
    MARINE_API_URL: `${providers.url}/v1/marine`,
  });
  ({ known, cookies } = await seed(t.app));
  const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
  documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ method, path, op })),
  );
}, 120_000);
afterAll(async () => {
  await t?.close();
  await providers?.close();
});

/** Sends RUNS_PER_ROUTE requests to each route; returns the 5xx answers and a one-line summary. */
async function fuzz(routes: Route[], seed: number) {
  const started = Date.now();
  const failures: Array<Sent & { status: number; body: string }> = [];
  const statuses = new Map<number, number>();
  let sentCount = 0;
  for (const [index, route] of routes.entries()) {
    const samples = fc.sample(requestArbitrary(route, known), { seed: seed + index, numRuns: RUNS_PER_ROUTE });
    for (const req of samples) {
      const { options, sent } = toInject(route, req, cookies);
      const res = await t.app.inject(options);
      sentCount += 1;
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      if (res.statusCode >= 500) failures.push({ ...sent, status: res.statusCode, body: res.body.slice(0, 200) });
    }
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const byStatus = [...statuses.entries()].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
  const summary = `seed ${seed}, ${sentCount} requests over ${routes.length} routes in ${seconds} s; ${byStatus.join(' ')}`;
  return { failures, summary };
}

describe('fuzzing', () => {
  it('every route of the OpenAPI document answers no request with a 5xx', { timeout: 180_000 }, async () => {
    expect(documented.length).toBeGreaterThan(40);
    const { failures, summary } = await fuzz(documented, SEED);
    console.info(`fuzz (OpenAPI document): ${summary}`);
    expect(failures, `answers of 5xx:\n${failures.map((f) => JSON.stringify(f)).join('\n')}`).toEqual([]);
  });

  it('nor do better-auth’s routes, the pages and the WebSocket route', { timeout: 180_000 }, async () => {
    const { failures, summary } = await fuzz(HIDDEN_ROUTES, SEED + 1000);
    console.info(`fuzz (hidden routes): ${summary}`);
    expect(failures, `answers of 5xx:\n${failures.map((f) => JSON.stringify(f)).join('\n')}`).toEqual([]);
  });
});
