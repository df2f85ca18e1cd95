import { ErrorResponse, MailLinkQuery, OneClickUnsubscribeInput } from '@portmarin/shared';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { AppError } from '../lib/app-error.ts';
import type { Sql } from '../db/sql.ts';
import { escapeHtml } from '../lib/escape-html.ts';
import { NO_SESSION } from './session.ts';
import { TEN_MINUTES, throttle } from './throttle.ts';

/**
 * The one way a mail's reader leaves a mailing list (the digest, the announcements by e-mail):
 * a signed token in the link, a page that asks before and confirms after, and RFC 8058's one-click
 * POST, which mail clients send straight away. The pages are the app's look, light and dark.
 */

// ------------------------------------------------------------------ token

const signature = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`list-unsubscribe:${payload}`).digest('base64url');

/**
 * The token of a mail's unsubscribe link: whom it names on which list, signed with the app's
 * secret. It opens no session and does nothing but leave that list, so it need not expire.
 */
export function unsubscribeToken(secret: string, id: string, list: string): string {
  const payload = Buffer.from(JSON.stringify({ u: id, l: list })).toString('base64url');
  return `${payload}.${signature(secret, payload)}`;
}

/** Whom and which list a token names, or null when it is malformed or not signed by this app. */
export function readUnsubscribeToken(secret: string, token: string): { id: string; list: string } | null {
  const [payload, given, ...rest] = token.split('.');
  if (!payload || !given || rest.length > 0) return null;
  const expected = Buffer.from(signature(secret, payload));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  try {
    const { u, l } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { u?: unknown; l?: unknown };
    return typeof u === 'string' && typeof l === 'string' ? { id: u, list: l } : null;
  } catch {
    return null;
  }
}

/** The RFC 8058 headers of a mail whose link is `url` (and a mailto for readers without HTTP). */
export function listUnsubscribeHeaders(url: string, mailbox: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${url}>, <mailto:${mailbox}?subject=unsubscribe>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

// ------------------------------------------------------------------ the page

/** The app's colours (apps/web/src/app/index.css), light then dark. */
const PAGE_STYLE = `:root{color-scheme:light dark;--bg:#f8fafc;--fg:#0f172a;--card:#fff;--muted:#475569;--primary:#0b5cad;--on-primary:#fff;--border:#cbd5e1;--ring:#0b5cad}
@media (prefers-color-scheme:dark){:root{--bg:#0b1220;--fg:#f1f5f9;--card:#111a2e;--muted:#a3b1c6;--primary:#60a5fa;--on-primary:#0b1220;--border:#334155;--ring:#93c5fd}}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:flex-start;justify-content:center;padding:2rem 1rem;background:var(--bg);color:var(--fg);font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;line-height:1.5;-webkit-font-smoothing:antialiased}
main{width:100%;max-width:28rem;background:var(--card);border:1px solid var(--border);border-radius:.75rem;padding:1.5rem}
.brand{margin:0 0 1rem;font-weight:700;color:var(--primary)}
h1{margin:0 0 .75rem;font-size:1.25rem;line-height:1.3}
p{margin:0 0 1rem}
.note{color:var(--muted);font-size:.875rem}
form{margin:0}
button{width:100%;min-height:44px;padding:.625rem 1rem;border:0;border-radius:.5rem;background:var(--primary);color:var(--on-primary);font:inherit;font-weight:600;cursor:pointer}
a{color:var(--primary);text-underline-offset:4px}
:focus-visible{outline:3px solid var(--ring);outline-offset:2px}`;

export type MailPage = {
  productName: string;
  title: string;
  /** Paragraphs of text, escaped here. */
  paragraphs: string[];
  /** A question's answer: a button posting to `action` (a path with its token), with these hidden fields. */
  form?: { action: string; button: string; fields?: Record<string, string> };
  /** A link onwards (the settings, the home). */
  link?: { href: string; label: string };
};

/**
 * A small French page of a mail's link, server-rendered with no script: the app's colours through
 * `prefers-color-scheme`, a heading, text, and at most one button or link.
 */
export function mailPage(page: MailPage): string {
  const form = page.form
    ? `<form method="post" action="${escapeHtml(page.form.action)}">${Object.entries(page.form.fields ?? {})
        .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
        .join('')}<button type="submit">${escapeHtml(page.form.button)}</button></form>`
    : '';
  const link = page.link ? `<p><a href="${escapeHtml(page.link.href)}">${escapeHtml(page.link.label)}</a></p>` : '';
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light dark"><title>${escapeHtml(page.title)} — ${escapeHtml(page.productName)}</title><style>${PAGE_STYLE}</style></head><body><main><p class="brand">${escapeHtml(page.productName)}</p><h1>${escapeHtml(page.title)}</h1>${page.paragraphs
    .map((text) => `<p>${escapeHtml(text)}</p>`)
    .join('')}${form}${link}</main></body></html>`;
}

/** Lets this plugin's routes read a browser form or a mail client's one-click body (form-encoded). */
export function acceptFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
}

// ------------------------------------------------------------------ the routes

/** A mailing list readers leave from its mails. */
export type UnsubscribeList = {
  /** The token's list name. */
  list: string;
  /** The link's path (`?token=…`). */
  path: string;
  /** OpenAPI: the tag, and the operation ids of the page and of the one-click POST. */
  tag: string;
  operationIds: { show: string; leave: string };
  /** The throttle's name (counted per IP). */
  throttleName: string;
  /** Before: the question and what leaving does. */
  question: { title: string; paragraphs: string[] };
  /** After: the confirmation, and where to go next. */
  done: { paragraphs: string[]; link?: { href: string; label: string } };
  /** Takes `id` off the list; nothing to do when it is off already. */
  leave(sql: Sql, id: string): Promise<void>;
};

/** A mail's unsubscribe link opened from any address: per IP, far above a reader's clicks. */
const UNSUBSCRIBES_PER_WINDOW = 30;
const INVALID_LINK = 'Ce lien de désabonnement est invalide.';

/**
 * GET shows the question, whose button posts (mail scanners that open links must not unsubscribe
 * anyone); POST with `List-Unsubscribe=One-Click` leaves the list and shows the confirmation. The
 * token is a query value, which the access log redacts (lib/log-redaction).
 */
export function unsubscribeRoutes(list: UnsubscribeList): FastifyPluginAsyncZod {
  return async (app) => {
    const secret = (await app.auth.$context).secret;
    const productName = app.town.productName;
    acceptFormBodies(app);
    const named = (token: string) => {
      const found = readUnsubscribeToken(secret, token);
      return found && found.list === list.list ? found.id : null;
    };

    app.get(
      list.path,
      {
        schema: {
          summary: 'Demander la confirmation du désabonnement',
          operationId: list.operationIds.show,
          security: NO_SESSION,
          tags: [list.tag],
          querystring: MailLinkQuery,
          // HTML pages for the reader's browser: sent as text/html, never serialised.
          response: { 200: z.string(), 403: z.string() },
        },
      },
      async (request, reply) => {
        reply.header('content-type', 'text/html; charset=utf-8');
        if (!named(request.query.token)) {
          return reply.status(403).send(mailPage({ productName, title: 'Lien invalide', paragraphs: [INVALID_LINK] }));
        }
        return reply.send(
          mailPage({
            productName,
            ...list.question,
            form: {
              action: `${list.path}?token=${encodeURIComponent(request.query.token)}`,
              button: 'Me désabonner',
              fields: { 'List-Unsubscribe': 'One-Click' },
            },
          }),
        );
      },
    );

    app.post(
      list.path,
      {
        schema: {
          summary: 'Se désabonner en un clic (RFC 8058)',
          operationId: list.operationIds.leave,
          security: NO_SESSION,
          tags: [list.tag],
          querystring: MailLinkQuery,
          body: OneClickUnsubscribeInput,
          response: { 200: z.string(), 400: ErrorResponse, 403: ErrorResponse, 429: ErrorResponse },
        },
        config: {
          rateLimit: throttle(
            list.throttleName,
            UNSUBSCRIBES_PER_WINDOW,
            TEN_MINUTES,
            'Trop de demandes de désabonnement en peu de temps. Réessayez dans quelques minutes.',
            { perIp: true },
          ),
        },
      },
      async (request, reply) => {
        const id = named(request.query.token);
        if (!id) throw new AppError('FORBIDDEN', INVALID_LINK);
        await list.leave(app.pool, id);
        return reply
          .header('content-type', 'text/html; charset=utf-8')
          .send(mailPage({ productName, title: 'Désabonnement confirmé', ...list.done }));
      },
    );
  };
}
