import { ErrorResponse, UpdateSettingsInput, UserSettings } from '@portmarin/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, SIGNED_IN } from '../../plugins/session.ts';
import { getSettings } from './user-settings.ts';
import { updateSettings } from './settings.service.ts';

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
