import type { TownConfig } from '@portmarin/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { escapeHtml } from '../lib/escape-html.ts';

/** The id of the JSON block the web app reads its town configuration from (no request before the first render). */
export const TOWN_CONFIG_ELEMENT_ID = 'town-config';

/**
 * A JSON data block (never executed, so the CSP's script rule does not apply). `<` is escaped so no
 * value can close the element.
 */
export function townConfigBlock(town: TownConfig): string {
  const json = JSON.stringify(town).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${TOWN_CONFIG_ELEMENT_ID}">${json}</script>`;
}

/** The town configuration block in <head>, and the town's product name in the splash index.html paints. */
export function withTownConfig(html: string, town: TownConfig): string {
  const name = escapeHtml(town.productName);
  return html
    .replace(/<\/head>/i, () => `  ${townConfigBlock(town)}\n  </head>`)
    .replace(
      /(<p[^>]*data-product-name[^>]*>)[^<]*(<\/p>)/,
      (_, open: string, close: string) => `${open}${name}${close}`,
    )
    .replace(/aria-label="Chargement de [^"]*"/, () => `aria-label="Chargement de ${name}"`);
}

export type AppHtml = {
  /** index.html with the town configuration, for pages that change it further (Open Graph). */
  readonly html: string;
  /** Sends the page, compressed once at start (brotli or gzip as the browser accepts). */
  send(request: FastifyRequest, reply: FastifyReply, status?: number, html?: string): FastifyReply;
};

/** Reads the built index.html once; null when the web app is not built. */
export function loadAppHtml(app: FastifyInstance): AppHtml | null {
  const indexFile = path.join(app.env.WEB_DIST_DIR, 'index.html');
  if (!fs.existsSync(indexFile)) return null;
  const html = withTownConfig(fs.readFileSync(indexFile, 'utf8'), app.town);
  const br = zlib.brotliCompressSync(html);
  const gzip = zlib.gzipSync(html, { level: 9 });
  return {
    html,
    send(request, reply, status = 200, page) {
      reply
        .status(status)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding');
      if (page !== undefined) return reply.send(page);
      const accepts = String(request.headers['accept-encoding'] ?? '');
      if (/\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(br);
      if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(gzip);
      return reply.send(html);
    },
  };
}
