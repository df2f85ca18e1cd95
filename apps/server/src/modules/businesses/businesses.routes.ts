import {
  Business,
  BusinessesPage,
  BusinessFlagsInput,
  BusinessIdParams,
  BusinessStats,
  CreateBusinessInput,
  ErrorResponse,
  ListBusinessesQuery,
  UpdateBusinessInput,
} from '@portmarin/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  getSessionUser,
  requireActiveUser,
  requireUser,
  SIGNED_IN_OR_VISITOR,
  SIGNED_IN,
  NO_SESSION,
} from '../../plugins/session.ts';
import { throttle } from '../../plugins/throttle.ts';
import {
  businessStats,
  createBusiness,
  deleteBusiness,
  getBusiness,
  readBusinesses,
  setBusinessFlags,
  updateBusiness,
} from './businesses.service.ts';
import { READ_ERRORS } from '../../lib/route-errors.ts';
import { csvImportRoutes } from '../../plugins/csv-import-routes.ts';
import { importSireneBusinesses } from './businesses.import.ts';
import { plainJson } from '../../lib/plain-json.ts';

const ONE_HOUR = 60 * 60 * 1000;
/** New entries per resident per hour: a shopkeeper adds one, an association a handful. */
const CREATES_PER_WINDOW = 10;
const EDITS_PER_WINDOW = 60;

const editThrottle = {
  rateLimit: throttle(
    'business-edit',
    EDITS_PER_WINDOW,
    ONE_HOUR,
    "Trop de modifications de l'annuaire en peu de temps. Réessayez dans quelques minutes.",
  ),
};

/** 'Entreprises Locales' and 'Annuaire Local': one table, two orders (docs/decisions/0026-local-businesses-and-directory.md). */
export const businessesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/businesses',
    {
      schema: {
        summary: 'Parcourir l’annuaire des commerces',
        operationId: 'listBusinesses',
        security: SIGNED_IN_OR_VISITOR,
        tags: ['businesses'],
        querystring: ListBusinessesQuery,
        response: { 200: BusinessesPage, 400: ErrorResponse },
      },
      serializerCompiler: plainJson,
    },
    async (request, reply) => {
      // The page's JSON text, kept in memory when it is a visitor's first page.
      const body = await readBusinesses(
        app.pool,
        app.visibility,
        app.sharedResults,
        request.query,
        await getSessionUser(app, request),
      );
      return reply.type('application/json; charset=utf-8').send(body as unknown as BusinessesPage);
    },
  );

  app.get(
    '/api/businesses/stats',
    {
      schema: {
        summary: 'Lire les chiffres de l’annuaire',
        operationId: 'getBusinessStats',
        security: NO_SESSION,
        tags: ['businesses'],
        response: { 200: BusinessStats },
      },
    },
    async () => businessStats(app.pool),
  );

  app.get(
    '/api/businesses/:id',
    {
      schema: {
        summary: 'Lire une fiche de l’annuaire',
        operationId: 'getBusiness',
        security: SIGNED_IN_OR_VISITOR,
        tags: ['businesses'],
        params: BusinessIdParams,
        response: { 200: Business, ...READ_ERRORS },
      },
    },
    async (request) => getBusiness(app.pool, app.visibility, request.params.id, await getSessionUser(app, request)),
  );

  app.post(
    '/api/businesses',
    {
      schema: {
        summary: 'Inscrire un commerce à l’annuaire',
        operationId: 'createBusiness',
        security: SIGNED_IN,
        tags: ['businesses'],
        body: CreateBusinessInput,
        response: { 201: Business, ...READ_ERRORS },
      },
      config: {
        rateLimit: throttle(
          'business-create',
          CREATES_PER_WINDOW,
          ONE_HOUR,
          "Vous avez ajouté trop d'entreprises en peu de temps. Réessayez plus tard.",
        ),
      },
    },
    async (request, reply) => {
      const user = await requireActiveUser(app, request);
      return reply.status(201).send(await createBusiness(app.pool, user, request.body));
    },
  );

  app.patch(
    '/api/businesses/:id',
    {
      schema: {
        summary: 'Modifier une fiche de l’annuaire',
        operationId: 'updateBusiness',
        security: SIGNED_IN,
        tags: ['businesses'],
        params: BusinessIdParams,
        body: UpdateBusinessInput,
        response: { 200: Business, ...READ_ERRORS },
      },
      config: editThrottle,
    },
    async (request) => {
      const user = await requireActiveUser(app, request);
      return updateBusiness(app.pool, user, request.params.id, request.body);
    },
  );

  app.patch(
    '/api/businesses/:id/flags',
    {
      schema: {
        summary: 'Vérifier, mettre en avant ou sponsoriser une fiche de l’annuaire (modération)',
        operationId: 'setBusinessFlags',
        security: SIGNED_IN,
        tags: ['businesses'],
        params: BusinessIdParams,
        body: BusinessFlagsInput,
        response: { 200: Business, ...READ_ERRORS },
      },
      config: editThrottle,
    },
    async (request) => {
      const user = await requireUser(app, request);
      return setBusinessFlags(app.pool, user, request.params.id, request.body);
    },
  );

  app.delete(
    '/api/businesses/:id',
    {
      schema: {
        summary: 'Supprimer une fiche de l’annuaire',
        operationId: 'deleteBusiness',
        security: SIGNED_IN,
        tags: ['businesses'],
        params: BusinessIdParams,
        response: { 204: z.null(), ...READ_ERRORS },
      },
      config: editThrottle,
    },
    async (request, reply) => {
      const user = await requireUser(app, request);
      await deleteBusiness(app.pool, user, request.params.id);
      return reply.status(204).send(null);
    },
  );
};

/** The admins' import of the établissements du répertoire SIRENE (decision 0096): its own plugin, the only one taking multipart uploads. */
export const businessesImportRoutes = csvImportRoutes({
  path: '/api/businesses/import',
  tags: ['businesses'],
  what: 'établissements du répertoire SIRENE',
  operation: 'Businesses',
  throttle: {
    key: 'businesses-import',
    message: 'Trop d’imports d’entreprises en peu de temps. Réessayez dans quelques minutes.',
  },
  run: (app, file, mode) => importSireneBusinesses(app.pool, file, app.town.inseeCode, mode),
});
