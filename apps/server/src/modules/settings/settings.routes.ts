import { ErrorResponse, UpdateSettingsInput, UserSettings } from '@portmarin/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DIGEST_LIST, DIGEST_UNSUBSCRIBE_PATH } from '../../plugins/digest.ts';
import { requireUser, SIGNED_IN } from '../../plugins/session.ts';
import { unsubscribeRoutes } from '../../plugins/unsubscribe.ts';
import { getSettings } from './user-settings.ts';
import { unsubscribeFromDigest, updateSettings } from './settings.service.ts';

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

/** The digest mail's unsubscribe link and one-click POST (plugins/unsubscribe.ts). */
export const digestUnsubscribeRoutes = unsubscribeRoutes({
  list: DIGEST_LIST,
  path: DIGEST_UNSUBSCRIBE_PATH,
  tag: 'settings',
  operationIds: { show: 'showDigestUnsubscribe', leave: 'unsubscribeFromDigest' },
  throttleName: 'digest-unsubscribe',
  question: {
    title: 'Ne plus recevoir le résumé par e-mail ?',
    paragraphs: [
      'Le résumé de ce que vous avez manqué ne vous sera plus envoyé. Vous pourrez le réactiver à tout moment dans vos paramètres.',
    ],
  },
  done: {
    paragraphs: ['Vous ne recevrez plus le résumé par e-mail. Vous pouvez le réactiver dans vos paramètres.'],
    link: { href: '/settings', label: 'Ouvrir les paramètres' },
  },
  leave: unsubscribeFromDigest,
});
