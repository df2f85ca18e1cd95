import { INITIAL_DATA_ELEMENT_ID, type Post, type SessionUser } from '@portmarin/shared';
import type { FastifyInstance } from 'fastify';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { townLocalTime } from '../src/lib/town-time.ts';
import { samplePromotions } from '../src/modules/promotions/index.ts';
import { SHARED_RESULTS_TTL_MS } from '../src/plugins/shared-results.ts';
import * as make from './factories.ts';
import { buildTestApp, createVerifiedUser, type TestApp, type VerifiedUser } from './helpers.ts';

const INDEX = `<!doctype html>
<html lang="fr">
  <head><title>PortMarin</title></head>
  <body><div id="root"></div></body>
</html>
`;

let t: TestApp;
let webDir: string;
let author: VerifiedUser;
let post: Post;
const LEAD_IMAGE = '/uploads/00000000-0000-4000-8000-000000000001.webp';

beforeAll(async () => {
  webDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pm-web-'));
  await fs.writeFile(path.join(webDir, 'index.html'), INDEX);
  t = await buildTestApp({ WEB_DIST_DIR: webDir });
  author = await createVerifiedUser(t.app);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/posts',
    payload: { content: 'Marée basse à 14 h </script><script>alert(1)</script>' },
    headers: { cookie: author.cookie, origin: t.env.PUBLIC_URL },
  });
  post = res.json() as Post;
  const [restaurant] = samplePromotions(t.app.town, () => LEAD_IMAGE);
  const admin = await make.staff(t.app, 'admin');
  await make.promotion(t.app, admin, { ...restaurant!, position: 0, hidden: false });
});
afterAll(async () => {
  await t?.close();
  await fs.rm(webDir, { recursive: true, force: true });
});

function initialData(html: string): Record<string, unknown> {
  const match = new RegExp(`<script type="application/json" id="${INITIAL_DATA_ELEMENT_ID}">(.*?)</script>`, 's').exec(
    html,
  );
  expect(match).not.toBeNull();
  return JSON.parse(match![1]!) as Record<string, unknown>;
}

describe('GET /feed', () => {
  it('carries the first screen’s answers for a visitor, with nothing a post says able to close the block', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/feed' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).not.toContain('<script>alert(1)');
    const data = initialData(res.body) as {
      session: { user: unknown };
      feed: { posts: Post[] };
      stories: unknown;
      promotions: { promotions: unknown[] };
    };
    // Exactly what the API answers.
    expect(data.feed).toEqual((await t.app.inject({ method: 'GET', url: '/api/feed' })).json());
    expect(data.feed.posts[0]!.content).toBe(post.content);
    expect(data.session.user).toBeNull();
    expect(data.stories).toEqual((await t.app.inject({ method: 'GET', url: '/api/stories' })).json());
    expect(data.promotions.promotions).toHaveLength(1);
    // The lead card's photo is fetched while the scripts load.
    expect(res.body).toContain(`<link rel="preload" as="image" href="${LEAD_IMAGE}" fetchpriority="high">`);
  });

  it('answers for the signed-in resident with their own session and likes', async () => {
    await t.app.inject({
      method: 'POST',
      url: `/api/posts/${post.id}/like`,
      headers: { cookie: author.cookie, origin: t.env.PUBLIC_URL },
    });
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { cookie: author.cookie } });
    const data = initialData(res.body) as { session: { user: { id: string } }; feed: { posts: Post[] } };
    expect(data.session.user.id).toBe(author.user.id);
    expect(data.feed.posts[0]!.likedByMe).toBe(true);
    expect(res.headers.vary).toContain('cookie');
  });

  it('reads the session once, and per request only the resident’s own answers', async () => {
    await t.app.inject({ method: 'GET', url: '/feed', headers: { cookie: author.cookie } });
    const query = vi.spyOn(t.app.pool, 'query');
    const texts = () =>
      query.mock.calls.map(([q]) => (typeof q === 'string' ? q : String((q as { text?: unknown }).text ?? '')));
    const named = (name: string) =>
      query.mock.calls.filter(([q]) => (q as { name?: unknown } | undefined)?.name === name).length;
    try {
      const res = await t.app.inject({ method: 'GET', url: '/feed', headers: { cookie: author.cookie } });
      expect(res.statusCode).toBe(200);
      expect((initialData(res.body) as { session: { user: { id: string } } }).session.user.id).toBe(author.user.id);
      expect(named('session-user')).toBe(1);
      // The town's cards and the announcements are the visitors' ones, kept with their page.
      expect(texts().filter((text) => /from (promotions|announcements)\b/.test(text))).toEqual([]);
    } finally {
      query.mockRestore();
    }
  });

  it('carries each answer byte for byte as its route answers it, for a visitor, a resident and the town hall', async () => {
    const mairie = await make.staff(t.app, 'mairie');
    // Something in every answer: a story, a current announcement (whose reach the town hall reads).
    await make.story(t.app, author);
    const published = await t.app.inject({
      method: 'POST',
      url: '/api/announcements',
      headers: { cookie: mairie.cookie, origin: t.env.PUBLIC_URL },
      payload: {
        category: 'Travaux',
        title: 'Quai fermé jeudi',
        text: 'Réfection des pavés.',
        location: 'Quai du port',
        startsAt: townLocalTime(new Date(Date.now() - 3_600_000)),
        endsAt: townLocalTime(new Date(Date.now() + 3_600_000)),
      },
    });
    expect(published.statusCode, published.body).toBe(201);
    // Its push is sent after the answer, then its reach written: compare once that is done.
    const { id } = published.json() as { id: string };
    await vi.waitFor(
      async () => {
        const { rows } = await t.app.pool.query(
          'select 1 from announcements where id = $1 and push_sent_at is not null',
          [id],
        );
        expect(rows).toHaveLength(1);
      },
      { timeout: 5_000, interval: 20 },
    );
    for (const cookie of [undefined, author.cookie, mairie.cookie]) {
      const headers = cookie ? { cookie } : {};
      const user = (
        (await t.app.inject({ method: 'GET', url: '/api/me', headers })).json() as { user: SessionUser | null }
      ).user;
      const page = initialData((await t.app.inject({ method: 'GET', url: '/feed', headers })).body);
      for (const answer of t.app.modules.flatMap((m) => m.firstScreen ?? [])) {
        const route = await t.app.inject({ method: 'GET', url: answer.url, headers });
        expect(await answer.read(t.app, user), answer.url).toBe(route.body);
        expect(JSON.stringify(page[answer.key]), answer.key).toBe(route.body);
      }
    }
  });

  it('is compressed as the browser accepts', async () => {
    const br = await t.app.inject({ method: 'GET', url: '/feed', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toContain(INITIAL_DATA_ELEMENT_ID);
    const gzip = await t.app.inject({ method: 'GET', url: '/feed', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toContain(INITIAL_DATA_ELEMENT_ID);
  });
});

describe('the visitor’s page /feed, kept', () => {
  const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };
  const visitorPage = (headers: Record<string, string> = BROWSER, app: FastifyInstance = t.app) =>
    app.inject({ method: 'GET', url: '/feed', headers });
  const decoded = (res: { headers: Record<string, unknown>; rawPayload: Buffer }) =>
    res.headers['content-encoding'] === 'br'
      ? zlib.brotliDecompressSync(res.rawPayload).toString()
      : res.headers['content-encoding'] === 'gzip'
        ? zlib.gunzipSync(res.rawPayload).toString()
        : res.rawPayload.toString();

  it('is sent with a strong ETag, for any cache but only to those without a session', async () => {
    const res = await visitorPage();
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toMatch(/^"[\w-]+-br"$/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toBe('accept-encoding, cookie');
  });

  it('answers 304 without a body to an If-None-Match naming it, per encoding', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const first = await visitorPage({ 'accept-encoding': encoding });
      const etag = String(first.headers.etag);
      const again = await visitorPage({ 'accept-encoding': encoding, 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload).toHaveLength(0);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['content-encoding']).toBeUndefined();
      // Another encoding's validator is another representation's.
      const other = await visitorPage({ 'accept-encoding': encoding === 'br' ? 'gzip' : 'br', 'if-none-match': etag });
      expect(other.statusCode).toBe(200);
    }
  });

  it('decompresses to the same HTML in every encoding, for a visitor and for a resident', async () => {
    for (const cookie of [undefined, author.cookie]) {
      const [br, gzip, plain] = await Promise.all(
        ['br', 'gzip', 'identity'].map((encoding) =>
          visitorPage({ 'accept-encoding': encoding, ...(cookie ? { cookie } : {}) }),
        ),
      );
      expect(br!.headers['content-encoding']).toBe('br');
      expect(gzip!.headers['content-encoding']).toBe('gzip');
      expect(plain!.headers['content-encoding']).toBeUndefined();
      expect(decoded(br!)).toBe(plain!.body);
      expect(decoded(gzip!)).toBe(plain!.body);
      expect(plain!.body).toContain(INITIAL_DATA_ELEMENT_ID);
    }
  });

  it('is rebuilt, with a new ETag, once a post is published', async () => {
    const before = await visitorPage();
    expect(await visitorPage()).toMatchObject({ headers: { etag: before.headers.etag } });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/posts',
      payload: { content: 'Le ponton est rouvert' },
      headers: { cookie: author.cookie, origin: t.env.PUBLIC_URL },
    });
    expect(created.statusCode).toBe(201);
    const after = await visitorPage({ ...BROWSER, 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const data = initialData(decoded(after)) as { feed: { posts: Post[] } };
    expect(data.feed.posts[0]!.content).toBe('Le ponton est rouvert');
  });

  it('is rebuilt once the town hall publishes an announcement', async () => {
    const mairie = await make.staff(t.app, 'mairie');
    const before = await visitorPage();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/announcements',
      headers: { cookie: mairie.cookie, origin: t.env.PUBLIC_URL },
      payload: {
        category: 'Information',
        title: 'Marché de nuit ce soir',
        text: 'Sur le quai, de 18 h à minuit.',
        location: 'Quai du port',
        startsAt: townLocalTime(new Date(Date.now() - 3_600_000)),
        endsAt: townLocalTime(new Date(Date.now() + 5 * 3_600_000)),
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const after = await visitorPage();
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const data = initialData(decoded(after)) as { announcements: { announcements: Array<{ title: string }> } };
    expect(data.announcements.announcements.map((a) => a.title)).toContain('Marché de nuit ce soir');
  });

  it('is rebuilt once a story is added, and once the town’s cards change', async () => {
    const before = await visitorPage();
    await make.story(t.app, author);
    const withStory = await visitorPage();
    expect(withStory.headers.etag).not.toBe(before.headers.etag);
    const stories = (initialData(decoded(withStory)) as { stories: { groups: Array<{ author: { id: string } }> } })
      .stories;
    expect(stories.groups.map((g) => g.author.id)).toContain(author.user.id);
    const admin = await make.staff(t.app, 'admin');
    const [, second] = samplePromotions(t.app.town, () => LEAD_IMAGE);
    await make.promotion(t.app, admin, { ...second!, position: 1, hidden: false });
    const withCard = await visitorPage();
    expect(withCard.headers.etag).not.toBe(withStory.headers.etag);
    expect(
      (initialData(decoded(withCard)) as { promotions: { promotions: unknown[] } }).promotions.promotions,
    ).toHaveLength(2);
  });

  it('is never a resident’s, and a resident never gets it', async () => {
    const visitor = await visitorPage();
    const resident = await visitorPage({
      ...BROWSER,
      cookie: author.cookie,
      'if-none-match': String(visitor.headers.etag),
    });
    expect(resident.statusCode).toBe(200);
    expect(resident.headers.etag).toBeUndefined();
    expect(resident.headers['cache-control']).toBe('no-cache, private');
    expect(resident.headers.vary).toBe('accept-encoding, cookie');
    expect((initialData(decoded(resident)) as { session: { user: { id: string } } }).session.user.id).toBe(
      author.user.id,
    );
    // The visitor's page, asked again after the resident's, is still nobody's.
    const again = await visitorPage();
    expect(again.headers.etag).toBe(visitor.headers.etag);
    expect((initialData(decoded(again)) as { session: { user: unknown } }).session.user).toBeNull();
  });

  it('is rebuilt on a second instance once a post is published on the first', async () => {
    const second = await buildApp({ env: t.env, databaseUrl: t.databaseUrl, logger: false });
    try {
      const before = await visitorPage(BROWSER, second);
      expect(before.headers.etag).toBeDefined();
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/posts',
        payload: { content: 'Vu depuis l’autre instance' },
        headers: { cookie: author.cookie, origin: t.env.PUBLIC_URL },
      });
      expect(created.statusCode).toBe(201);
      // The bus carries it in milliseconds: well within the page's life, which would also renew it.
      await vi.waitFor(
        async () => {
          const after = await visitorPage(BROWSER, second);
          expect(after.headers.etag).not.toBe(before.headers.etag);
          expect((initialData(decoded(after)) as { feed: { posts: Post[] } }).feed.posts[0]!.content).toBe(
            'Vu depuis l’autre instance',
          );
        },
        { timeout: SHARED_RESULTS_TTL_MS / 5, interval: 20 },
      );
    } finally {
      await second.close();
    }
  });
});
