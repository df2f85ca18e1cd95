import { INITIAL_DATA_ELEMENT_ID } from '@portmarin/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FirstScreenAnswer } from '../lib/app-module.ts';
import { escapeHtml } from '../lib/escape-html.ts';
import { loadAppHtml, preparePage, type PreparedPage } from './app-html.ts';
import { getSessionUser, withRequestSession } from './session.ts';

/**
 * The shared results' topic of the visitor's page: it goes whenever one of its answers' topics does
 * (`SharedResults.dependOn`), on every instance, and at the latest when its short life ends.
 */
export const FIRST_SCREEN_TOPIC = 'first-screen';

/** A visitor's page missing an answer (one failed): sent, but kept for nobody. */
class PartialPage extends Error {
  constructor(readonly page: string) {
    super('an answer of the first screen failed');
  }
}

/**
 * GET /feed (and /, which leads there): the app page with the first screen's data as a JSON block
 * (never executed; `<` escaped so no value can close it) and a preload of the lead photo. The
 * answers are the API's own, through inject with the visitor's cookie: same rules, same shapes
 * (and the session read once for all). What it carries is the modules' `firstScreen` answers, in
 * their order; the first that picks a lead photo is preloaded. The visitor's page is the same for
 * every visitor: built and compressed once per change of its answers, served from memory with an
 * ETag (decision 0098).
 */
export async function registerFirstScreen(app: FastifyInstance, answers: readonly FirstScreenAnswer[]): Promise<void> {
  const appHtml = loadAppHtml(app);
  if (!appHtml) return;
  const { html } = appHtml;
  app.sharedResults.dependOn(
    FIRST_SCREEN_TOPIC,
    answers.flatMap(({ topics }) => topics),
  );

  /** The answers' bodies for these sub-request headers; undefined for an answer other than 200. */
  const bodiesFor = (headers: Record<string, string>): Promise<Array<string | undefined>> =>
    Promise.all(
      answers.map(async ({ url }) => {
        const res = await app.inject({ method: 'GET', url, headers });
        return res.statusCode === 200 ? res.body : undefined;
      }),
    );

  function pageOf(bodies: ReadonlyArray<string | undefined>): string {
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

  // A rebuild that changed nothing (the backstop's expiry, a write visitors do not see) keeps the
  // compression already done, and so its ETag.
  let lastPrepared: PreparedPage | null = null;
  async function loadVisitorPage(): Promise<PreparedPage> {
    const bodies = await bodiesFor({});
    const page = pageOf(bodies);
    if (bodies.includes(undefined)) throw new PartialPage(page);
    if (lastPrepared?.html !== page) lastPrepared = await preparePage(page);
    return lastPrepared;
  }

  async function visitorPage(): Promise<PreparedPage | string> {
    try {
      return await app.sharedResults.get(FIRST_SCREEN_TOPIC, 'visitor', loadVisitorPage);
    } catch (error) {
      if (error instanceof PartialPage) return error.page;
      throw error;
    }
  }

  async function residentPage(request: FastifyRequest): Promise<string> {
    // The answers share one reading of the session.
    return pageOf(await withRequestSession(app, request, bodiesFor));
  }

  const handler = async (request: FastifyRequest, reply: FastifyReply) =>
    // Without a valid session (no cookie: no query), the visitors' page; a resident never gets it.
    (await getSessionUser(app, request))
      ? appHtml.send(request, reply, { page: await residentPage(request), audience: 'personal' })
      : appHtml.send(request, reply, { page: await visitorPage(), audience: 'visitor' });
  app.get('/feed', { schema: { hide: true } }, handler);
  app.get('/', { schema: { hide: true } }, handler);
}
