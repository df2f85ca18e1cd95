import multipart from '@fastify/multipart';
import { ErrorResponse, Text, UPLOAD_MAX_BYTES, UploadQuery, UploadResponse } from '@portmarin/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, errorBody } from '../../lib/app-error.ts';
import { getSessionUser, requireUser, SIGNED_IN } from '../../plugins/session.ts';
import { throttle } from '../../plugins/throttle.ts';

const UPLOADS_PER_WINDOW = 30;
const UPLOAD_WINDOW_MS = 10 * 60 * 1000;

export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Multipart bodies are accepted here only; every other route stays JSON-only.
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 0, parts: 1 } });

  app.post(
    '/api/uploads',
    {
      schema: {
        summary: 'Envoyer une image',
        operationId: 'uploadImage',
        security: SIGNED_IN,
        tags: ['uploads'],
        consumes: ['multipart/form-data'],
        querystring: UploadQuery,
        response: {
          201: UploadResponse,
          400: ErrorResponse,
          401: ErrorResponse,
          413: ErrorResponse,
          415: ErrorResponse,
          429: ErrorResponse,
        },
      },
      config: {
        rateLimit: throttle(
          'upload',
          UPLOADS_PER_WINDOW,
          UPLOAD_WINDOW_MS,
          'Vous avez envoyé trop de photos en peu de temps. Réessayez dans quelques minutes.',
        ),
      },
    },
    async (request, reply) => {
      const user = await requireUser(app, request);
      if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
      const part = await request.file().catch((error: unknown) => {
        throw multipartError(error);
      });
      if (!part || part.fieldname !== 'file') {
        throw new AppError('VALIDATION_ERROR', 'Ajoutez une photo dans le champ « file ».');
      }
      const data = await part.toBuffer().catch((error: unknown) => {
        throw multipartError(error);
      });
      const saved = await app.uploads.save(user.id, request.query.kind, data);
      // Housekeeping, not this upload's business: a failure is logged, the photo is still stored.
      await app.uploads
        .purgeOrphans()
        .catch((error: unknown) => request.log.warn({ err: error }, 'purge of orphan uploads failed'));
      return reply.status(201).send(saved);
    },
  );

  // Stored images are served by this route only: a strict name, WebP, never sniffed as HTML. The
  // app streams them from the storage (folder or bucket), so a private photo's rule is checked on
  // every read (docs/decisions/0063-object-storage.md).
  app.get(
    '/uploads/:name',
    { schema: { hide: true, params: z.object({ name: Text.max(64) }) } },
    async (request, reply) => {
      const image = await app.uploads.open(request.params.name, () => getSessionUser(app, request));
      if (!image) return reply.status(404).send(errorBody('NOT_FOUND'));
      return reply
        .header('content-type', 'image/webp')
        .header('content-length', image.size)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', image.private ? 'private, no-store' : 'public, max-age=31536000, immutable')
        .header('content-security-policy', "default-src 'none'")
        .send(image.body);
    },
  );
};

/** @fastify/multipart's limits in an upload's words; a malformed body is the error handler's (400). */
function multipartError(error: unknown): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('IMAGE_TOO_LARGE');
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new AppError('VALIDATION_ERROR', 'Envoyez une seule photo, dans le champ « file ».');
  }
  return error;
}
