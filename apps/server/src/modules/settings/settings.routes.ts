import {
  DigestUnsubscribeInput,
  DigestUnsubscribeQuery,
  ErrorResponse,
  UpdateSettingsInput,
  UserSettings,
} from '@portmarin/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import { DIGEST_LIST, DIGEST_UNSUBSCRIBE_PATH, readUnsubscribeToken } from '../../plugins/digest.ts';
import { NO_SESSION, requireUser, SIGNED_IN } from '../../plugins/session.ts';
import { TEN_MINUTES, throttle } from '../../plugins/throttle.ts';
import { getSettings } from './user-settings.ts';
import { unsubscribeFromDigest, updateSettings } from './settings.service.ts';

/** A mail's unsubscribe link opened from any address: per IP, far above a resident's clicks. */
const UNSUBSCRIBES_PER_WINDOW = 30;

/** A small French page of the unsubscribe link (its own CSP-safe HTML: no script, no style). */
function unsubscribePage(productName: string, title: string, body: string): string {
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} — ${escapeHtml(productName)}</title></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/settings',
    {
      schema: {
        summary: 'Lire ses réglages',
        operationId: 'getSettings',
        security: SIGNED_IN,
        tags: ['settings'],
        response: { 200: UserSettings, 401: ErrorResponse },
      },
    },
    async (request) => {
      const current = await requireUser(app, request);
      return getSettings(app.pool, current.id);
    },
  );

  app.patch(
    '/api/settings',
    {
      schema: {
        summary: 'Modifier ses réglages',
        operationId: 'updateSettings',
        security: SIGNED_IN,
        tags: ['settings'],
        body: UpdateSettingsInput,
        response: { 200: UserSettings, 400: ErrorResponse, 401: ErrorResponse },
      },
    },
    async (request) => {
      const current = await requireUser(app, request);
      const before = await getSettings(app.pool, current.id);
      const after = await updateSettings(app.pool, current.id, request.body);
      // Conversation partners see 'En ligne' appear or go at once, not at the next reconnection.
      if (before.privacy.onlineStatus !== after.privacy.onlineStatus) {
        await app.realtime.refreshPresence(current.id).catch((error: unknown) => {
          app.log.error({ err: error }, 'presence not published after a settings change');
        });
      }
      return after;
    },
  );
};

/**
 * The digest mail's one-click unsubscribe (RFC 8058), without a session: the signed token names
 * the resident and the list. A GET only shows a page whose button posts: mail scanners that open
 * links must not unsubscribe anyone.
 */
export const digestUnsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  const secret = (await app.auth.$context).secret;
  const productName = app.town.productName;
  // Mail clients post the RFC's form body; this plugin alone reads it.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  const residentOf = (token: string) => {
    const named = readUnsubscribeToken(secret, token);
    if (!named || named.list !== DIGEST_LIST) throw new AppError('FORBIDDEN', 'Ce lien de désabonnement est invalide.');
    return named.userId;
  };

  // The token is a query value, which the access log redacts (lib/log-redaction).
  app.get(
    DIGEST_UNSUBSCRIBE_PATH,
    {
      schema: {
        summary: 'Afficher la confirmation de désabonnement du résumé par e-mail',
        operationId: 'showDigestUnsubscribe',
        security: NO_SESSION,
        tags: ['settings'],
        querystring: DigestUnsubscribeQuery,
      },
    },
    async (request, reply) => {
      residentOf(request.query.token);
      const action = `${DIGEST_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(request.query.token)}`;
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .send(
          unsubscribePage(
            productName,
            'Se désabonner du résumé par e-mail',
            `<p>Vous ne recevrez plus le résumé de ce que vous avez manqué sur ${escapeHtml(productName)}.</p>` +
              `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Me désabonner</button></form>`,
          ),
        );
    },
  );

  app.post(
    DIGEST_UNSUBSCRIBE_PATH,
    {
      schema: {
        summary: 'Se désabonner du résumé par e-mail en un clic',
        operationId: 'unsubscribeFromDigest',
        security: NO_SESSION,
        tags: ['settings'],
        querystring: DigestUnsubscribeQuery,
        body: DigestUnsubscribeInput,
        // The 200 is an HTML page for the mail reader's click: sent as text/html, never serialised.
        response: { 200: z.string(), 400: ErrorResponse, 403: ErrorResponse, 429: ErrorResponse },
      },
      config: {
        rateLimit: throttle(
          'digest-unsubscribe',
          UNSUBSCRIBES_PER_WINDOW,
          TEN_MINUTES,
          'Trop de demandes de désabonnement en peu de temps. Réessayez dans quelques minutes.',
          { perIp: true },
        ),
      },
    },
    async (request, reply) => {
      await unsubscribeFromDigest(app.pool, residentOf(request.query.token));
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .send(
          unsubscribePage(
            productName,
            'Désabonnement confirmé',
            '<p>Vous ne recevrez plus le résumé par e-mail. Vous pouvez le réactiver dans vos paramètres.</p><p><a href="/settings">Ouvrir les paramètres</a></p>',
          ),
        );
    },
  );
};
