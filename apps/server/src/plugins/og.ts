import { postShareDescription, postShareTitle, postShareUrl } from '@portmarin/shared';
import type { FastifyInstance } from 'fastify';
import { readablePost, visibleToVisitors } from '../db/post-rows.ts';
import { notHidden, VISITOR } from '../db/visibility.ts';
import { escapeHtml } from '../lib/escape-html.ts';
import { loadAppHtml } from './app-html.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The share panel's description, on one line: a meta tag's content has no line breaks. */
export function shareDescription(content: string): string {
  return postShareDescription(content.replace(/\s+/g, ' '));
}

type SharedPost = { name: string | null; username: string | null; content: string; imageUrl: string | null };

/** The page's <head> for a shared post: title, description, Open Graph and Twitter tags, all escaped. */
export function postHead(
  html: string,
  post: SharedPost,
  opts: { publicUrl: string; postId: string; siteName: string },
): string {
  const title = postShareTitle(post);
  const description = shareDescription(post.content);
  const url = postShareUrl(opts.postId, opts.publicUrl);
  const meta = (attr: 'property' | 'name', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  const tags = [
    meta('property', 'og:type', 'article'),
    meta('property', 'og:site_name', opts.siteName),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    ...(post.imageUrl ? [meta('property', 'og:image', `${opts.publicUrl}${post.imageUrl}`)] : []),
    meta('name', 'twitter:card', post.imageUrl ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    ...(post.imageUrl ? [meta('name', 'twitter:image', `${opts.publicUrl}${post.imageUrl}`)] : []),
  ].join('\n    ');
  const withoutOld = html
    .replace(/<title>[\s\S]*?<\/title>/i, '')
    .replace(/<meta\s+name="description"[\s\S]*?\/?>/i, '');
  // A function replacement: `$&`-like sequences in residents' text must stay literal.
  return withoutOld.replace(
    /<\/head>/i,
    () =>
      `  <title>${escapeHtml(`${title} · ${opts.siteName}`)}</title>\n    ${meta('name', 'description', description)}\n    ${tags}\n  </head>`,
  );
}

/**
 * GET /post/:id serves the web app's index.html with the post's share tags in <head>, so a shared
 * link previews in messaging apps. Registered only when the web app is built; index.html is read
 * once. An unknown id gets the page unchanged with status 404 (the app shows its own state), and
 * so does a hidden profile's post: link previews are read by visitors.
 */
export async function registerPostOpenGraph(app: FastifyInstance): Promise<void> {
  const appHtml = loadAppHtml(app);
  if (!appHtml) return;
  const { html } = appHtml;

  app.get('/post/:id', { schema: { hide: true } }, async (request, reply) => {
    const { id } = request.params as { id: string };
    if (!UUID.test(id)) return appHtml.send(request, reply, { status: 404 });
    const { rows } = await app.pool.query<SharedPost>(
      `select u.name, coalesce(u.display_username, u.username) as username, p.content, p.image_url as "imageUrl"
       from posts p join "user" u on u.id = p.user_id where p.id = $1 and ${readablePost('p', null)} and ${visibleToVisitors('p')}
         and ${notHidden('post', 'p', VISITOR)}`,
      [id],
    );
    const post = rows[0];
    if (!post) return appHtml.send(request, reply, { status: 404 });
    const page = postHead(html, post, {
      publicUrl: app.env.PUBLIC_URL,
      postId: id.toLowerCase(),
      siteName: app.town.productName,
    });
    return appHtml.send(request, reply, { page });
  });
}
