import { AccountExport, DeleteAccountInput, ErrorResponse, MeResponse } from '@portmarin/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SESSION_COOKIE_PREFIX, secureCookies } from '../../plugins/auth.ts';
import { getSessionUser, requireUser, SIGNED_IN_OR_VISITOR, SIGNED_IN } from '../../plugins/session.ts';
import { deleteAccount, exportAccount, exportSections } from './account.service.ts';

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  // What the export hands out: every module's part of it.
  const sections = exportSections(app.modules);

  app.get(
    '/api/me',
    {
      schema: {
        summary: 'Lire le résident connecté',
        operationId: 'getMe',
        security: SIGNED_IN_OR_VISITOR,
        tags: ['account'],
        response: { 200: MeResponse },
      },
    },
    async (request) => ({
      user: await getSessionUser(app, request),
    }),
  );

  app.get(
    '/api/account/export',
    {
      schema: {
        summary: 'Exporter les données de son compte',
        operationId: 'exportAccount',
        security: SIGNED_IN,
        tags: ['account'],
        response: { 200: AccountExport, 401: ErrorResponse },
      },
    },
    async (request, reply) => {
      const current = await requireUser(app, request);
      const date = new Date().toISOString().slice(0, 10);
      reply.header('content-disposition', `attachment; filename="${app.town.slug}-mes-donnees-${date}.json"`);
      reply.header('cache-control', 'no-store');
      return exportAccount(app.pool, sections, current.id);
    },
  );

  app.delete(
    '/api/account',
    {
      schema: {
        summary: 'Supprimer son compte',
        operationId: 'deleteAccount',
        security: SIGNED_IN,
        tags: ['account'],
        body: DeleteAccountInput,
        response: { 200: z.object({ deleted: z.literal(true) }), 400: ErrorResponse, 401: ErrorResponse },
      },
      config: { openWhileSuspended: 'a resident may always leave and take their data' },
    },
    async (request, reply) => {
      const current = await requireUser(app, request);
      await deleteAccount(app, current.id, request.body.confirmEmail);
      await app.realtime.disconnectUser(current.id);
      const secure = secureCookies(app.env);
      const expired = ['session_token', 'session_data', 'dont_remember'].map(
        (name) =>
          `${secure ? '__Secure-' : ''}${SESSION_COOKIE_PREFIX}.${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`,
      );
      reply.header('set-cookie', expired);
      return { deleted: true as const };
    },
  );
};
