import {
  Association,
  AssociationIdParams,
  AssociationManagerParams,
  AssociationManagers,
  AssociationStats,
  AssociationsPage,
  AssociationsQuery,
  CreateAssociationInput,
  ErrorResponse,
  UpdateAssociationInput,
  type SessionUser,
} from '@portmarin/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { getSessionUser, requireUser, SIGNED_IN_OR_VISITOR, SIGNED_IN, NO_SESSION } from '../../plugins/session.ts';
import { TEN_MINUTES, throttle } from '../../plugins/throttle.ts';
import { canEditAssociation, canManageAssociations } from './associations.policy.ts';
import {
  addAssociationManager,
  associationExists,
  associationStats,
  createAssociation,
  deleteAssociation,
  isAssociationManager,
  listAssociationManagers,
  readAssociations,
  removeAssociationManager,
  updateAssociation,
  type Viewer,
} from './associations.service.ts';
import { csvImportRoutes } from '../../plugins/csv-import-routes.ts';
import { importRnaAssociations } from './associations.import.ts';
import { plainJson } from '../../lib/plain-json.ts';

const WRITES_PER_WINDOW = 120;

const toViewer = (current: SessionUser | null): Viewer =>
  current ? { id: current.id, isAdmin: canManageAssociations(current) } : null;

async function requireAdmin(app: FastifyInstance, request: FastifyRequest): Promise<SessionUser> {
  const current = await requireUser(app, request);
  if (!canManageAssociations(current)) throw new AppError('FORBIDDEN');
  return current;
}

const refusals = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };
const writeConfig = {
  rateLimit: throttle(
    'associations',
    WRITES_PER_WINDOW,
    TEN_MINUTES,
    'Trop de modifications en peu de temps. Réessayez dans quelques minutes.',
  ),
};
const tags = ['associations'];

export const associationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/associations',
    {
      schema: {
        summary: 'Lister les associations',
        operationId: 'listAssociations',
        security: SIGNED_IN_OR_VISITOR,
        tags,
        querystring: AssociationsQuery,
        response: { 200: AssociationsPage, 400: ErrorResponse },
      },
      serializerCompiler: plainJson,
    },
    async (request, reply) => {
      const viewer = toViewer(await getSessionUser(app, request));
      // The page's JSON text, kept in memory when it is a visitor's first page.
      const body = await readAssociations(app.pool, app.sharedResults, viewer, request.query);
      return reply.type('application/json; charset=utf-8').send(body as unknown as AssociationsPage);
    },
  );

  app.get(
    '/api/associations/stats',
    {
      schema: {
        summary: 'Lire les chiffres des associations',
        operationId: 'getAssociationStats',
        security: NO_SESSION,
        tags,
        response: { 200: AssociationStats },
      },
    },
    async () => associationStats(app.pool),
  );

  app.post(
    '/api/associations',
    {
      config: writeConfig,
      schema: {
        summary: 'Ajouter une association (administration)',
        operationId: 'createAssociation',
        security: SIGNED_IN,
        tags,
        body: CreateAssociationInput,
        response: { 201: Association, ...refusals },
      },
    },
    async (request, reply) => {
      const admin = await requireAdmin(app, request);
      return reply.status(201).send(await createAssociation(app.pool, toViewer(admin), request.body));
    },
  );

  app.patch(
    '/api/associations/:id',
    {
      config: writeConfig,
      schema: {
        summary: 'Modifier une association',
        operationId: 'updateAssociation',
        security: SIGNED_IN,
        tags,
        params: AssociationIdParams,
        body: UpdateAssociationInput,
        response: { 200: Association, ...refusals },
      },
    },
    async (request) => {
      const current = await requireUser(app, request);
      const { id } = request.params;
      if (!(await associationExists(app.pool, id))) throw new AppError('ASSOCIATION_NOT_FOUND');
      if (!canEditAssociation(current, await isAssociationManager(app.pool, id, current.id))) {
        throw new AppError('FORBIDDEN');
      }
      return updateAssociation(app.pool, toViewer(current), id, request.body);
    },
  );

  app.delete(
    '/api/associations/:id',
    {
      config: writeConfig,
      schema: {
        summary: 'Supprimer une association (administration)',
        operationId: 'deleteAssociation',
        security: SIGNED_IN,
        tags,
        params: AssociationIdParams,
        response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      await requireAdmin(app, request);
      await deleteAssociation(app.pool, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/associations/:id/managers',
    {
      schema: {
        summary: 'Lister les gestionnaires d’une association (administration)',
        operationId: 'listAssociationManagers',
        security: SIGNED_IN,
        tags,
        params: AssociationIdParams,
        response: { 200: AssociationManagers, ...refusals },
      },
    },
    async (request) => {
      await requireAdmin(app, request);
      return listAssociationManagers(app.pool, request.params.id);
    },
  );

  app.put(
    '/api/associations/:id/managers/:userId',
    {
      config: writeConfig,
      schema: {
        summary: 'Nommer un gestionnaire d’association (administration)',
        operationId: 'addAssociationManager',
        security: SIGNED_IN,
        tags,
        params: AssociationManagerParams,
        response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      await requireAdmin(app, request);
      await addAssociationManager(app.pool, request.params.id, request.params.userId);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/api/associations/:id/managers/:userId',
    {
      config: writeConfig,
      schema: {
        summary: 'Retirer un gestionnaire d’association (administration)',
        operationId: 'removeAssociationManager',
        security: SIGNED_IN,
        tags,
        params: AssociationManagerParams,
        response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      await requireAdmin(app, request);
      await removeAssociationManager(app.pool, request.params.id, request.params.userId);
      return reply.status(204).send(null);
    },
  );
};

/** The admins' import of the associations du Répertoire National des Associations (decision 0096): its own plugin, the only one taking multipart uploads. */
export const associationsImportRoutes = csvImportRoutes({
  path: '/api/associations/import',
  tags: ['associations'],
  what: 'associations du Répertoire National des Associations',
  operation: 'Associations',
  throttle: {
    key: 'associations-import',
    message: 'Trop d’imports d’associations en peu de temps. Réessayez dans quelques minutes.',
  },
  run: (app, file, mode) => importRnaAssociations(app.pool, file, app.town.inseeCode, mode),
});
