import {
  CreateMunicipalServiceInput,
  ErrorResponse,
  MunicipalService,
  MunicipalServiceIdParams,
  MunicipalServicesPage,
  MunicipalServicesQuery,
  UpdateMunicipalServiceInput,
  type SessionUser,
} from '@portmarin/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { requireUser, SIGNED_IN, NO_SESSION } from '../../plugins/session.ts';
import { TEN_MINUTES, throttle } from '../../plugins/throttle.ts';
import { canManageMunicipalServices } from './municipal-services.policy.ts';
import {
  createMunicipalService,
  deleteMunicipalService,
  readMunicipalServices,
  updateMunicipalService,
} from './municipal-services.service.ts';
import { csvImportRoutes } from '../../plugins/csv-import-routes.ts';
import { importMunicipalServices } from './municipal-services.import.ts';
import { plainJson } from '../../lib/plain-json.ts';

/** An admin editing the directory by hand: far above that. */
const WRITES_PER_WINDOW = 120;

async function requireAdmin(app: FastifyInstance, request: FastifyRequest): Promise<SessionUser> {
  const current = await requireUser(app, request);
  if (!canManageMunicipalServices(current)) throw new AppError('FORBIDDEN');
  return current;
}

const refusals = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };
const writeConfig = {
  rateLimit: throttle(
    'municipal-services',
    WRITES_PER_WINDOW,
    TEN_MINUTES,
    'Trop de modifications en peu de temps. Réessayez dans quelques minutes.',
  ),
};

export const municipalServicesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/municipal-services',
    {
      schema: {
        summary: 'Lister les services municipaux',
        operationId: 'listMunicipalServices',
        security: NO_SESSION,
        tags: ['municipal-services'],
        querystring: MunicipalServicesQuery,
        response: { 200: MunicipalServicesPage, 400: ErrorResponse },
      },
      serializerCompiler: plainJson,
    },
    async (request, reply) => {
      // The page's JSON text, kept in memory when it is a first page.
      const body = await readMunicipalServices(app.pool, app.sharedResults, request.query);
      return reply.type('application/json; charset=utf-8').send(body as unknown as MunicipalServicesPage);
    },
  );

  app.post(
    '/api/municipal-services',
    {
      config: writeConfig,
      schema: {
        summary: 'Ajouter un service municipal (administration)',
        operationId: 'createMunicipalService',
        security: SIGNED_IN,
        tags: ['municipal-services'],
        body: CreateMunicipalServiceInput,
        response: { 201: MunicipalService, ...refusals },
      },
    },
    async (request, reply) => {
      await requireAdmin(app, request);
      return reply.status(201).send(await createMunicipalService(app.pool, request.body));
    },
  );

  app.patch(
    '/api/municipal-services/:id',
    {
      config: writeConfig,
      schema: {
        summary: 'Modifier un service municipal (administration)',
        operationId: 'updateMunicipalService',
        security: SIGNED_IN,
        tags: ['municipal-services'],
        params: MunicipalServiceIdParams,
        body: UpdateMunicipalServiceInput,
        response: { 200: MunicipalService, ...refusals },
      },
    },
    async (request) => {
      await requireAdmin(app, request);
      return updateMunicipalService(app.pool, request.params.id, request.body);
    },
  );

  app.delete(
    '/api/municipal-services/:id',
    {
      config: writeConfig,
      schema: {
        summary: 'Supprimer un service municipal (administration)',
        operationId: 'deleteMunicipalService',
        security: SIGNED_IN,
        tags: ['municipal-services'],
        params: MunicipalServiceIdParams,
        response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      await requireAdmin(app, request);
      await deleteMunicipalService(app.pool, request.params.id);
      return reply.status(204).send(null);
    },
  );
};

/** The admins' import of the services municipaux (decision 0096): its own plugin, the only one taking multipart uploads. */
export const municipalServicesImportRoutes = csvImportRoutes({
  path: '/api/municipal-services/import',
  tags: ['municipal-services'],
  what: 'services municipaux',
  operation: 'MunicipalServices',
  throttle: {
    key: 'municipal-services-import',
    message: 'Trop d’imports de services municipaux en peu de temps. Réessayez dans quelques minutes.',
  },
  run: (app, file, mode) => importMunicipalServices(app.pool, file, mode),
});
