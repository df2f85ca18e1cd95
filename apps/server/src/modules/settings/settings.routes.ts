import { ErrorResponse, UpdateSettingsInput, UserSettings } from '@portmarin/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/session.ts';
import { getSettings, updateSettings } from './settings.service.ts';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/settings',
    { schema: { tags: ['settings'], response: { 200: UserSettings, 401: ErrorResponse } } },
    async (request) => {
      const current = await requireUser(app, request);
      return getSettings(app.db, current.id);
    },
  );

  app.patch(
    '/api/settings',
    {
      schema: {
        tags: ['settings'],
        body: UpdateSettingsInput,
        response: { 200: UserSettings, 400: ErrorResponse, 401: ErrorResponse },
      },
    },
    async (request) => {
      const current = await requireUser(app, request);
      return updateSettings(app.db, current.id, request.body);
    },
  );
};
