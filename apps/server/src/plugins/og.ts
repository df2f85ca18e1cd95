import { postShareDescription } from '@portmarin/shared';
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../lib/escape-html.ts';
import { loadAppHtml } from './app-html.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The share panel's description, on one line: a meta tag's content has no line breaks. */
export function shareDescription(content: string): string {
  return postShareDescription(content.replace(/\s+/g, ' '));
}

/** What a link preview shows: the page's title, one-line description, address and optional image path. */
export type ShareTags = { title: string; description: string; url: string; imageUrl: string | null };

/** The page's <head> with the share tags: title, description, Open Graph and Twitter tags, all escaped. */
export function shareHead(html: string, share: ShareTags, opts: { publicUrl: string; siteName: string }): string {
  const { title, description, url } = share;
  const image = share.imageUrl ? `${opts.publicUrl}${share.imageUrl}` : null;
  const meta = (attr: 'property' | 'name', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  const tags = [
    meta('property', 'og:type', 'article'),
    meta('property', 'og:site_name', opts.siteName),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    ...(image ? [meta('property', 'og:image', image)] : []),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    ...(image ? [meta('name', 'twitter:image', image)] : []),
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
 * GET `{prefix}:id` serves the web app's index.html with the share tags `load` finds for the id,
 * so a shared link previews in messaging apps. Registered only when the web app is built. An
 * unknown or malformed id, or one visitors may not read (`load` answers null), gets the page
 * unchanged with status 404: the app shows its own state, and link previews are read by visitors.
 */
export function registerSharePage(
  app: FastifyInstance,
  prefix: string,
  load: (id: string) => Promise<ShareTags | null>,
): void {
  const appHtml = loadAppHtml(app);
  if (!appHtml) return;
  app.get(`${prefix}:id`, { schema: { hide: true } }, async (request, reply) => {
    const { id } = request.params as { id: string };
    if (!UUID.test(id)) return appHtml.send(request, reply, { status: 404 });
    const share = await load(id.toLowerCase());
    if (!share) return appHtml.send(request, reply, { status: 404 });
    const page = shareHead(appHtml.html, share, { publicUrl: app.env.PUBLIC_URL, siteName: app.town.productName });
    return appHtml.send(request, reply, { page });
  });
}
