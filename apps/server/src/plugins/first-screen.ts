import { INITIAL_DATA_ELEMENT_ID } from '@portmarin/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FirstScreenAnswer } from '../lib/app-module.ts';
import { escapeHtml } from '../lib/escape-html.ts';
import { loadAppHtml } from './app-html.ts';
import { withRequestSession } from './session.ts';

/**
 * GET /feed (and /, which leads there): the app page with the first screen's data as a JSON block
 * (never executed; `<` escaped so no value can close it) and a preload of the lead photo. The
 * answers are the API's own, through inject with the visitor's cookie: same rules, same shapes
 * (and the session read once for all). What it carries is the modules' `firstScreen` answers, in
 * their order; the first that picks a lead photo is preloaded.
 */
export async function registerFirstScreen(app: FastifyInstance, answers: readonly FirstScreenAnswer[]): Promise<void> {
  const appHtml = loadAppHtml(app);
  if (!appHtml) return;
  const { html } = appHtml;

  async function page(request: FastifyRequest): Promise<string> {
    // The answers share one reading of the session.
    const bodies = await withRequestSession(app, request, (headers) =>
      Promise.all(
        answers.map(async ({ url }) => {
          const res = await app.inject({ method: 'GET', url, headers });
          return res.statusCode === 200 ? res.body : undefined;
        }),
      ),
    );
    const json = `{${answers
      .flatMap(({ key }, i) => (bodies[i] === undefined ? [] : [`${JSON.stringify(key)}:${bodies[i]}`]))
      .join(',')}}`.replace(/</g, '\\u003c');
    const image = answers.reduce<string | null>((found, { leadImage }, i) => {
      const body = bodies[i];
      return found ?? (leadImage && body !== undefined ? leadImage(body) : null);
    }, null);
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
