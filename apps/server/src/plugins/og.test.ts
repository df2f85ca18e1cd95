import type { Post } from '@portmarin/shared';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createVerifiedUser, type TestApp, type VerifiedUser } from '../../test/helpers.ts';
import { sampleJpeg, uploadAs } from '../../test/uploads.ts';
import { withTownConfig } from './app-html.ts';
import { shareDescription } from './og.ts';

const INDEX = `<!doctype html>
<html lang="fr">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Le réseau social de la commune."
    />
    <title>PortMarin</title>
  </head>
  <body><div id="root"></div></body>
</html>
`;

let t: TestApp;
let webDir: string;
let author: VerifiedUser;

beforeAll(async () => {
  webDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pm-web-'));
  await fs.writeFile(path.join(webDir, 'index.html'), INDEX);
  t = await buildTestApp({ WEB_DIST_DIR: webDir });
  author = await createVerifiedUser(t.app, { name: 'Léa "La Mouette" <Le Gall>' });
});
afterAll(async () => {
  await t?.close();
  await fs.rm(webDir, { recursive: true, force: true });
});

async function publish(payload: object): Promise<Post> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/posts',
    payload,
    headers: { cookie: author.cookie, origin: t.env.PUBLIC_URL },
  });
  return res.json() as Post;
}

function metaContent(html: string, attr: string, key: string): string | undefined {
  return new RegExp(`<meta ${attr}="${key}" content="([^"]*)" />`).exec(html)?.[1];
}

describe('GET /post/:id', () => {
  it('puts the post’s escaped share tags into the page head', async () => {
    const upload = await uploadAs(t.app, author.cookie, await sampleJpeg());
    const content = `<script>alert("x")</script> Fête du port ${'très '.repeat(60)}`;
    const post = await publish({ content, uploadId: upload.id });
    const res = await t.app.inject({ method: 'GET', url: `/post/${post.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body;
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<Le Gall>');
    expect(metaContent(html, 'property', 'og:title')).toBe('Publication de Léa &quot;La Mouette&quot; &lt;Le Gall&gt;');
    const description = metaContent(html, 'property', 'og:description')!;
    expect(description.startsWith('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Fête du port très')).toBe(true);
    expect(Array.from(shareDescription(content))).toHaveLength(160);
    expect(metaContent(html, 'property', 'og:image')).toBe(`${t.env.PUBLIC_URL}${upload.url}`);
    expect(metaContent(html, 'property', 'og:url')).toBe(`${t.env.PUBLIC_URL}/post/${post.id}`);
    expect(metaContent(html, 'property', 'og:type')).toBe('article');
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(html).toContain('<title>Publication de Léa &quot;La Mouette&quot; &lt;Le Gall&gt; · PortMarin</title>');
    // One title and one description: the page's own were replaced.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('<div id="root"></div>');
  });

  it('falls back to the spec’s description, without og:image, for a photo post with no text', async () => {
    const upload = await uploadAs(t.app, author.cookie, await sampleJpeg());
    const post = await publish({ uploadId: upload.id });
    await t.app.pool.query('update posts set image_url = null where id = $1', [post.id]);
    const html = (await t.app.inject({ method: 'GET', url: `/post/${post.id}` })).body;
    expect(metaContent(html, 'property', 'og:description')).toBe('Découvrez cette publication');
    expect(metaContent(html, 'property', 'og:image')).toBeUndefined();
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary');
  });

  it('serves the app page without share tags, with 404, for an unknown or malformed id', async () => {
    for (const url of ['/post/00000000-0000-4000-8000-000000000000', '/post/pas-un-id']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toBe(withTownConfig(INDEX, t.app.town));
    }
  });
});

describe('GET /referendum/:id', () => {
  it('previews the referendum with its title and question', async () => {
    const { rows } = await t.app.pool.query<{ id: string }>(
      `insert into referendums (title, question, description, category, ends_at)
       values ('Piétonnisation du quai', 'Faut-il fermer le quai aux voitures l’été ?', 'Du 1er juillet au 31 août.',
               'Transport', now() + interval '10 days') returning id`,
    );
    const id = rows[0]!.id;
    const res = await t.app.inject({ method: 'GET', url: `/referendum/${id}` });
    expect(res.statusCode).toBe(200);
    expect(metaContent(res.body, 'property', 'og:title')).toBe('Référendum : Piétonnisation du quai');
    expect(metaContent(res.body, 'property', 'og:description')).toBe('Faut-il fermer le quai aux voitures l’été ?');
    expect(metaContent(res.body, 'property', 'og:url')).toBe(`${t.env.PUBLIC_URL}/referendum/${id}`);
    expect(metaContent(res.body, 'name', 'twitter:card')).toBe('summary');
    const unknown = await t.app.inject({ method: 'GET', url: '/referendum/00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe(withTownConfig(INDEX, t.app.town));
  });
});

describe('GET /event/:id', () => {
  it('previews the event with its date, place and image; a hidden one is not previewed', async () => {
    const { rows } = await t.app.pool.query<{ id: string }>(
      `insert into events (title, description, starts_at, location, category, organizer_id, image_url)
       values ('Fest-noz du port', 'Musique bretonne, crêpes.', '2030-07-14 19:30:00+02', 'La halle', 'Musique', $1,
               '/uploads/affiche.webp') returning id`,
      [author.user.id],
    );
    const id = rows[0]!.id;
    const html = (await t.app.inject({ method: 'GET', url: `/event/${id}` })).body;
    expect(metaContent(html, 'property', 'og:title')).toBe('Fest-noz du port');
    expect(metaContent(html, 'property', 'og:description')).toBe(
      'Le 14/07/2030 à 19h30, La halle. Musique bretonne, crêpes.',
    );
    expect(metaContent(html, 'property', 'og:url')).toBe(`${t.env.PUBLIC_URL}/event/${id}`);
    expect(metaContent(html, 'property', 'og:image')).toBe(`${t.env.PUBLIC_URL}/uploads/affiche.webp`);
    await t.app.pool.query('update events set hidden_at = now() where id = $1', [id]);
    expect((await t.app.inject({ method: 'GET', url: `/event/${id}` })).statusCode).toBe(404);
  });
});
