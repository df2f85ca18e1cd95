import { INITIAL_DATA_ELEMENT_ID, type SessionUser } from '@portmarin/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FirstScreenAnswer } from '../lib/app-module.ts';
import { escapeHtml } from '../lib/escape-html.ts';
import { loadAppHtml, preparePage, type PreparedPage } from './app-html.ts';
import { getSessionUser } from './session.ts';

/**
 * The shared results' topic of the visitor's page: it goes whenever one of its answers' topics does
 * (`SharedResults.dependOn`), on every instance, and at the latest when its short life ends.
 */
export const FIRST_SCREEN_TOPIC = 'first-screen';

/** The answers' JSON texts in the modules' order, each with `<` escaped; undefined for one that failed. */
type Bodies = ReadonlyArray<string | undefined>;

/** The visitor's page and its answers, which residents share where theirs are the same. */
type VisitorPage = { page: PreparedPage | string; bodies: Bodies };

/** A visitor's page missing an answer (one failed): sent, but kept for nobody. */
class PartialPage extends Error {
  constructor(readonly visitor: VisitorPage) {
    super('an answer of the first screen failed');
  }
}

/**
 * GET /feed (and /, which leads there): the app page with the first screen's data as a JSON block
 * (never executed; `<` escaped so no value can close it) and a preload of the lead photo. What it
 * carries is the modules' `firstScreen` answers, in their order, each read as its route answers it
 * (the route's own function and schema, the session read once for all); the first that picks a
 * lead photo is preloaded. The visitor's page is the same for every visitor: built and compressed
 * once per change of its answers, served from memory with an ETag. A resident's reuses the
 * visitor's answers that are theirs too and reads only their own (decision 0098).
 */
export async function registerFirstScreen(app: FastifyInstance, answers: readonly FirstScreenAnswer[]): Promise<void> {
  const appHtml = loadAppHtml(app);
  if (!appHtml) return;
  const { html } = appHtml;
  const headEnd = html.search(/<\/head>/i);
  app.sharedResults.dependOn(
    FIRST_SCREEN_TOPIC,
    answers.flatMap(({ topics }) => topics),
  );

  async function read(answer: FirstScreenAnswer, reader: SessionUser | null): Promise<string | undefined> {
    try {
      return (await answer.read(app, reader)).replace(/</g, '\\u003c');
    } catch (error) {
      // As the route's 500 was: the page goes without this answer, and the app asks for it.
      app.log.error({ err: error, answer: answer.key }, 'first screen answer failed');
      return undefined;
    }
  }

  function pageOf(bodies: Bodies): string {
    const json = `{${answers
      .flatMap(({ key }, i) => (bodies[i] === undefined ? [] : [`${JSON.stringify(key)}:${bodies[i]}`]))
      .join(',')}}`;
    const image = answers.reduce<string | null>((found, { leadImage }, i) => {
      const body = bodies[i];
      return found ?? (leadImage && body !== undefined ? leadImage(body) : null);
    }, null);
    const head = [
      `<script type="application/json" id="${INITIAL_DATA_ELEMENT_ID}">${json}</script>`,
      ...(image ? [`<link rel="preload" as="image" href="${escapeHtml(image)}" fetchpriority="high">`] : []),
    ].join('\n    ');
    return headEnd < 0 ? html : `${html.slice(0, headEnd)}  ${head}\n  ${html.slice(headEnd)}`;
  }

  // A rebuild that changed nothing (the backstop's expiry, a write visitors do not see) keeps the
  // compression already done, and so its ETag.
  let lastPrepared: PreparedPage | null = null;
  async function loadVisitorPage(): Promise<VisitorPage> {
    const bodies = await Promise.all(answers.map((answer) => read(answer, null)));
    const page = pageOf(bodies);
    if (bodies.includes(undefined)) throw new PartialPage({ page, bodies });
    if (lastPrepared?.html !== page) lastPrepared = await preparePage(page);
    return { page: lastPrepared, bodies };
  }

  async function visitorPage(): Promise<VisitorPage> {
    try {
      return await app.sharedResults.get(FIRST_SCREEN_TOPIC, 'visitor', loadVisitorPage);
    } catch (error) {
      if (error instanceof PartialPage) return error.visitor;
      throw error;
    }
  }

  async function residentPage(reader: SessionUser): Promise<string> {
    const shared = answers.map((answer) => answer.asVisitor?.(reader) ?? false);
    const visitor = shared.includes(true) ? await visitorPage() : null;
    return pageOf(
      await Promise.all(answers.map((answer, i) => (shared[i] ? visitor!.bodies[i] : read(answer, reader)))),
    );
  }

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    // Without a valid session (no cookie: no query), the visitors' page; a resident never gets it.
    const reader = await getSessionUser(app, request);
    return reader
      ? appHtml.send(request, reply, { page: await residentPage(reader), audience: 'personal' })
      : appHtml.send(request, reply, { page: (await visitorPage()).page, audience: 'visitor' });
  };
  app.get('/feed', { schema: { hide: true } }, handler);
  app.get('/', { schema: { hide: true } }, handler);
}
