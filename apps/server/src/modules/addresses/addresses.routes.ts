import {
  ADDRESS_FILE_MAX_BYTES,
  AddressImportReport,
  AddressSearchQuery,
  AddressSearchResults,
  AddressesSummary,
  ErrorResponse,
} from '@portmarin/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { acceptCsvUploads, readCsvUpload } from '../../lib/csv-import.ts';
import { isAdmin } from '../../lib/roles.ts';
import { requireUser, SIGNED_IN } from '../../plugins/session.ts';
import { TEN_MINUTES, throttle } from '../../plugins/throttle.ts';
import { addressesSummary, BAN_IMPORT_ERRORS, importAddresses, readBanCsv } from './addresses.import.ts';
import { searchAddresses } from './addresses.service.ts';

const tags = ['addresses'];

/** Previews and imports an admin sends in ten minutes: a few tries at the town's file, not a loop. */
const IMPORTS_PER_WINDOW = 20;

const importConfig = {
  rateLimit: throttle(
    'addresses-import',
    IMPORTS_PER_WINDOW,
    TEN_MINUTES,
    'Trop d’imports d’adresses en peu de temps. Réessayez dans quelques minutes.',
  ),
};

const refusals = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  413: ErrorResponse,
  415: ErrorResponse,
  429: ErrorResponse,
};

async function requireAdmin(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  const user = await requireUser(app, request);
  if (!isAdmin(user)) throw new AppError('FORBIDDEN');
}

/** The uploaded BAN file, read and checked as it streams in. */
const readUpload = (app: FastifyInstance, request: FastifyRequest) =>
  readCsvUpload(request, BAN_IMPORT_ERRORS, (file) => readBanCsv(file, app.town.inseeCode));

export const addressesRoutes: FastifyPluginAsyncZod = async (app) => {
  // The BAN file comes as a multipart upload here only; the app's other routes stay JSON-only.
  await acceptCsvUploads(app, ADDRESS_FILE_MAX_BYTES);

  app.get(
    '/api/addresses',
    {
      schema: {
        summary: 'Chercher une adresse de la commune',
        operationId: 'searchAddresses',
        security: SIGNED_IN,
        tags,
        querystring: AddressSearchQuery,
        response: { 200: AddressSearchResults, 400: ErrorResponse, 401: ErrorResponse },
      },
    },
    async (request) => {
      await requireUser(app, request);
      return searchAddresses(app.pool, request.query.q);
    },
  );

  app.get(
    '/api/addresses/summary',
    {
      schema: {
        summary: 'Compter les adresses de la commune (administration)',
        operationId: 'getAddressesSummary',
        security: SIGNED_IN,
        tags,
        response: { 200: AddressesSummary, 401: ErrorResponse, 403: ErrorResponse },
      },
    },
    async (request) => {
      await requireAdmin(app, request);
      return addressesSummary(app.pool, app.town.inseeCode);
    },
  );

  app.post(
    '/api/addresses/import/preview',
    {
      config: importConfig,
      schema: {
        summary: 'Prévisualiser un import des adresses de la Base Adresse Nationale (administration)',
        operationId: 'previewAddressesImport',
        security: SIGNED_IN,
        tags,
        consumes: ['multipart/form-data'],
        response: { 200: AddressImportReport, ...refusals },
      },
    },
    async (request) => {
      await requireAdmin(app, request);
      return importAddresses(app.pool, await readUpload(app, request), 'preview');
    },
  );

  app.post(
    '/api/addresses/import',
    {
      config: importConfig,
      schema: {
        summary: 'Importer les adresses de la Base Adresse Nationale (administration)',
        operationId: 'importAddresses',
        security: SIGNED_IN,
        tags,
        consumes: ['multipart/form-data'],
        response: { 200: AddressImportReport, ...refusals },
      },
    },
    async (request) => {
      await requireAdmin(app, request);
      const report = await importAddresses(app.pool, await readUpload(app, request), 'import');
      request.log.info(
        { kept: report.kept, refused: report.refused, added: report.added, retired: report.retired },
        'town addresses imported',
      );
      return report;
    },
  );
};
