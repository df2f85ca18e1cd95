import { INITIAL_DATA_ELEMENT_ID, type Post } from '@portmarin/shared';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { samplePromotions } from '../src/modules/promotions/index.ts';
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
    expect(res.headers['cache-control']).toBe('no-cache, private');
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

  it('reads the session once for its four answers, and a reference to it works for no one else', async () => {
    const query = vi.spyOn(t.app.pool, 'query');
    const sessionReads = () =>
      query.mock.calls.filter(([q]) => (q as { name?: unknown } | undefined)?.name === 'session-user').length;
    try {
      const res = await t.app.inject({ method: 'GET', url: '/feed', headers: { cookie: author.cookie } });
      expect(res.statusCode).toBe(200);
      expect((initialData(res.body) as { session: { user: { id: string } } }).session.user.id).toBe(author.user.id);
      expect(sessionReads()).toBe(1);
    } finally {
      query.mockRestore();
    }
    // A made-up reference is ignored: the visitor is who their own cookie says.
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { 'x-portmarin-session-ref': randomUUID(), cookie: 'portmarin.session_token=nope' },
    });
    expect(forged.json()).toEqual({ user: null });
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
