import { TOWN_CONFIG_ELEMENT_ID, type TownConfig } from '@portmarin/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { escapeHtml } from '../lib/escape-html.ts';

/**
 * A JSON data block (never executed, so the CSP's script rule does not apply). `<` is escaped so no
 * value can close the element.
 */
export function townConfigBlock(town: TownConfig): string {
  const json = JSON.stringify(town).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${TOWN_CONFIG_ELEMENT_ID}">${json}</script>`;
}

/**
 * The town in the built index.html, which names none: the configuration block in <head>, the
 * title, description, theme colour, icon and manifest link, and the product name in the splash.
 */
export function withTownConfig(html: string, town: TownConfig): string {
  const name = escapeHtml(town.productName);
  // Function replacements throughout: `$&`-like sequences in the town's texts stay literal.
  return html
    .replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${name}</title>`)
    .replace(
      /<meta\s+name="description"[\s\S]*?\/?>/i,
      () => `<meta name="description" content="${escapeHtml(town.tagline)}" />`,
    )
    .replace(
      /<meta\s+name="theme-color"[^>]*>/i,
      () => `<meta name="theme-color" content="${escapeHtml(town.colors.themeColor)}" />`,
    )
    .replace(/<link\s+rel="icon"[^>]*>/i, () => `<link rel="icon" href="${escapeHtml(town.logo)}" />`)
    .replace(
      /<\/head>/i,
      () => `  <link rel="manifest" href="${MANIFEST_PATH}" />\n    ${townConfigBlock(town)}\n  </head>`,
    )
    .replace(
      /(<p[^>]*data-product-name[^>]*>)[^<]*(<\/p>)/,
      (_, open: string, close: string) => `${open}${name}${close}`,
    )
    .replace(/aria-label="Chargement[^"]*"/, () => `aria-label="Chargement de ${name}"`);
}

/** The installed app's manifest, served from the town's file (plugins/manifest.ts). */
export const MANIFEST_PATH = '/manifest.webmanifest';

export type AppHtml = {
  /** index.html with the town configuration, for pages that change it further (Open Graph, first screen). */
  readonly html: string;
  /**
   * Sends the page, brotli or gzip as the browser accepts: index.html as compressed once at start,
   * or `page` (a variant of it) compressed for this request. A `personal` page holds the visitor's
   * own data: private to their browser and varying with their cookie.
   */
  send(
    request: FastifyRequest,
    reply: FastifyReply,
    options?: { status?: number; page?: string; personal?: boolean },
  ): Promise<FastifyReply>;
};

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** Per-request pages: a fast brotli level (the default 11 is for files compressed once). */
const FAST_BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };

const loaded = new WeakMap<TownConfig, AppHtml | null>();

/** The built index.html, read and compressed once per app; null when the web app is not built. */
export function loadAppHtml(app: FastifyInstance): AppHtml | null {
  if (!loaded.has(app.town)) loaded.set(app.town, readAppHtml(app));
  return loaded.get(app.town)!;
}

function readAppHtml(app: FastifyInstance): AppHtml | null {
  const indexFile = path.join(app.env.WEB_DIST_DIR, 'index.html');
  if (!fs.existsSync(indexFile)) return null;
  const html = withTownConfig(fs.readFileSync(indexFile, 'utf8'), app.town);
  const compressed = { br: zlib.brotliCompressSync(html), gzip: zlib.gzipSync(html, { level: 9 }) };
  return {
    html,
    async send(request, reply, { status = 200, page, personal = false } = {}) {
      reply
        .status(status)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', personal ? 'no-cache, private' : 'no-cache')
        .header('vary', personal ? 'accept-encoding, cookie' : 'accept-encoding');
      const accepts = String(request.headers['accept-encoding'] ?? '');
      const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : null;
      if (!encoding) return reply.send(page ?? html);
      const body =
        page === undefined
          ? compressed[encoding]
          : encoding === 'br'
            ? await brotli(page, FAST_BROTLI)
            : await gzip(page);
      return reply.header('content-encoding', encoding).send(body);
    },
  };
}
