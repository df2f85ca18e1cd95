import { INITIAL_DATA_ELEMENT_ID } from '@portmarin/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from '../lib/escape-html.ts';
import { loadAppHtml } from './app-html.ts';
import { withRequestSession } from './session.ts';

/**
 * What the feed's first screen asks the API for. The page at /feed carries the answers, so the
 * web app draws the feed without waiting for four requests.
 */
export const FIRST_SCREEN_REQUESTS = {
  session: '/api/me',
  feed: '/api/feed',
  stories: '/api/stories',
  promotions: '/api/promotions',
} as const;

/** The first card's photo (the 'À LA UNE' restaurant), to be fetched while the scripts load. */
function leadImage(promotionsBody: string | undefined): string | null {
  if (!promotionsBody) return null;
  const first = (JSON.parse(promotionsBody) as { promotions: Array<{ content?: { image?: unknown } }> }).promotions[0];
  const image = first?.content?.image;
  return typeof image === 'string' && image.startsWith('/') ? image : null;
}

/**
 * GET /feed (and /, which leads there): the app page with the first screen's data as a JSON block
 * (never executed; `<` escaped so no value can close it) and a preload of the lead photo. The
 * answers are the API's own, through inject with the visitor's cookie: same rules, same shapes
 * (and the session read once for the four).
 */
export async function registerFirstScreen(app: FastifyInstance): Promise<void> {
  const appHtml = loadAppHtml(app);
  if (!appHtml) return;
  const { html } = appHtml;

  async function page(request: FastifyRequest): Promise<string> {
    // The four answers share one reading of the session.
    const answers = await withRequestSession(app, request, (headers) =>
      Promise.all(
        Object.entries(FIRST_SCREEN_REQUESTS).map(async ([name, url]) => {
          const res = await app.inject({ method: 'GET', url, headers });
          return [name, res.statusCode === 200 ? res.body : undefined] as const;
        }),
      ),
    );
    const bodies = Object.fromEntries(answers) as Record<keyof typeof FIRST_SCREEN_REQUESTS, string | undefined>;
    const json = `{${answers
      .filter(([, body]) => body !== undefined)
      .map(([name, body]) => `${JSON.stringify(name)}:${body}`)
      .join(',')}}`.replace(/</g, '\\u003c');
    const image = leadImage(bodies.promotions);
    const head = [
      `<script type="application/json" id="${INITIAL_DATA_ELEMENT_ID}">${json}</script>`,
      ...(image ? [`<link rel="preload" as="image" href="${escapeHtml(image)}" fetchpriority="high">`] : []),
    ].join('\n    ');
    return html.replace(/<\/head>/i, () => `  ${head}\n  </head>`);
  }

  const handler = async (request: FastifyRequest, reply: FastifyReply) =>
    appHtml.send(request, reply, { page: await page(request), personal: true });
  app.get('/feed', { schema: { hide: true } }, handler);
  app.get('/', { schema: { hide: true } }, handler);
}
