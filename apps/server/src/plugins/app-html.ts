import { TOWN_CONFIG_ELEMENT_ID, type TownConfig } from '@portmarin/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
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

/**
 * A page many requests share (the visitor's /feed), compressed once at the best levels and named by
 * its content: a strong ETag per encoding, so a browser or cache holding it revalidates for a 304.
 */
export type PreparedPage = { readonly html: string; readonly etag: string; readonly br: Buffer; readonly gzip: Buffer };

/**
 * Who a page may be kept for, said in its headers:
 * - `everyone` (index.html, share pages): the same for all.
 * - `visitor`: the page of whoever has no session (nothing of anyone in it), varying with the cookie
 *   so that no cache hands it to a signed-in resident, nor theirs to a visitor.
 * - `personal`: holds the reader's own data: private to their browser and varying with their cookie.
 */
export type PageAudience = 'everyone' | 'visitor' | 'personal';

export type AppHtml = {
  /** index.html with the town configuration, for pages that change it further (Open Graph, first screen). */
  readonly html: string;
  /**
   * Sends the page, brotli or gzip as the browser accepts: index.html as compressed once at start,
   * a `page` string (a variant of it) compressed for this request, or a prepared page as it was
   * compressed (answering 304 to an If-None-Match that names it).
   */
  send(
    request: FastifyRequest,
    reply: FastifyReply,
    options?: { status?: number; page?: string | PreparedPage; audience?: PageAudience },
  ): Promise<FastifyReply>;
};

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/**
 * Per-request pages (a resident's /feed): brotli's fastest level, compressed at once on the event
 * loop. On the 17 KB page of bench/feed.ts, level 5 took about 0.35 ms of CPU and level 1 0.05–0.09
 * for 4.1 KB instead of 3.5; the thread pool's round trip cost more than level 1 itself (0098).
 */
const FAST_BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } };

/** Compresses a shared page once, brotli at its best level (as index.html), gzip at 9. */
export async function preparePage(html: string): Promise<PreparedPage> {
  const [br, gz] = await Promise.all([brotli(html), gzip(html, { level: 9 })]);
  return { html, etag: createHash('sha256').update(html).digest('base64url'), br, gzip: gz };
}

/** Whether an If-None-Match header names `etag` (weak comparison, as RFC 9110 has it for this header). */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

const CACHE_HEADERS: Record<PageAudience, { 'cache-control': string; vary: string }> = {
  everyone: { 'cache-control': 'no-cache', vary: 'accept-encoding' },
  visitor: { 'cache-control': 'no-cache', vary: 'accept-encoding, cookie' },
  personal: { 'cache-control': 'no-cache, private', vary: 'accept-encoding, cookie' },
};

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
    async send(request, reply, { status = 200, page, audience = 'everyone' } = {}) {
      reply.status(status).header('content-type', 'text/html; charset=utf-8').headers(CACHE_HEADERS[audience]);
      const accepts = String(request.headers['accept-encoding'] ?? '');
      const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : null;
      if (typeof page === 'object') {
        // Each encoding is its own representation, with its own strong validator.
        const etag = `"${page.etag}${encoding ? `-${encoding}` : ''}"`;
        reply.header('etag', etag);
        if (status === 200 && matchesEtag(request.headers['if-none-match'], etag)) {
          return reply.status(304).removeHeader('content-type').send();
        }
        return encoding ? reply.header('content-encoding', encoding).send(page[encoding]) : reply.send(page.html);
      }
      if (!encoding) return reply.send(page ?? html);
      const body =
        page === undefined
          ? compressed[encoding]
          : encoding === 'br'
            ? zlib.brotliCompressSync(page, FAST_BROTLI)
            : zlib.gzipSync(page);
      return reply.header('content-encoding', encoding).send(body);
    },
  };
}
