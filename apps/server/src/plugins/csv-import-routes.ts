import { ErrorResponse, OPEN_DATA_FILE_MAX_BYTES, OpenDataImportReport } from '@portmarin/shared';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Readable } from 'node:stream';
import { AppError } from '../lib/app-error.ts';
import { acceptCsvUploads, readCsvUpload, type CsvImportErrors } from '../lib/csv-import.ts';
import { isAdmin } from '../lib/roles.ts';
import { requireUser, SIGNED_IN } from './session.ts';
import { TEN_MINUTES, throttle } from './throttle.ts';

/** The open-data imports' own answers: the file's, the upload's and the admin's. */
export const OPEN_DATA_IMPORT_ERRORS: CsvImportErrors = {
  missing: 'IMPORT_FILE_MISSING',
  empty: 'IMPORT_FILE_EMPTY',
  notCsv: 'IMPORT_FILE_NOT_CSV',
  columns: 'IMPORT_FILE_COLUMNS',
  tooLarge: 'IMPORT_FILE_TOO_LARGE',
};

/** Previews and imports an admin sends in ten minutes: a few tries at the town's file, not a loop. */
const IMPORTS_PER_WINDOW = 20;

export type CsvImportRoutes = {
  /** `/api/<module>/import`; its preview is `<path>/preview`. */
  path: string;
  tags: string[];
  /** « associations du Répertoire National des Associations »: the routes' summaries. */
  what: string;
  /** `Associations`: the operation ids `previewAssociationsImport` and `importAssociations`. */
  operation: string;
  /** The throttle's key and its French refusal. */
  throttle: { key: string; message: string };
  /** Reads the upload and writes it (or, previewed, writes nothing). */
  run: (app: FastifyInstance, file: Readable, mode: OpenDataImportReport['mode']) => Promise<OpenDataImportReport>;
};

/**
 * The preview and import routes of a module's CSV import, admins only (`isAdmin`), the file a
 * multipart upload (field `file`, 64 Mo at most). Registered as a plugin of its own so that the
 * module's other routes stay JSON-only.
 */
export function csvImportRoutes(options: CsvImportRoutes): FastifyPluginAsyncZod {
  const config = {
    rateLimit: throttle(options.throttle.key, IMPORTS_PER_WINDOW, TEN_MINUTES, options.throttle.message),
  };
  const response = {
    200: OpenDataImportReport,
    400: ErrorResponse,
    401: ErrorResponse,
    403: ErrorResponse,
    413: ErrorResponse,
    415: ErrorResponse,
    429: ErrorResponse,
  };
  return async (app) => {
    await acceptCsvUploads(app, OPEN_DATA_FILE_MAX_BYTES);

    const handle = (mode: OpenDataImportReport['mode']) => async (request: Parameters<typeof requireUser>[1]) => {
      const user = await requireUser(app, request);
      if (!isAdmin(user)) throw new AppError('FORBIDDEN');
      const report = await readCsvUpload(request, OPEN_DATA_IMPORT_ERRORS, (file) => options.run(app, file, mode));
      if (mode === 'import') {
        request.log.info(
          {
            import: options.path,
            kept: report.kept,
            refused: report.refused,
            added: report.added,
            updated: report.updated,
          },
          'open data imported',
        );
      }
      return report;
    };

    app.post(
      `${options.path}/preview`,
      {
        config,
        schema: {
          summary: `Prévisualiser un import des ${options.what} (administration)`,
          operationId: `preview${options.operation}Import`,
          security: SIGNED_IN,
          tags: options.tags,
          consumes: ['multipart/form-data'],
          response,
        },
      },
      handle('preview'),
    );

    app.post(
      options.path,
      {
        config,
        schema: {
          summary: `Importer les ${options.what} (administration)`,
          operationId: `import${options.operation}`,
          security: SIGNED_IN,
          tags: options.tags,
          consumes: ['multipart/form-data'],
          response,
        },
      },
      handle('import'),
    );
  };
}
