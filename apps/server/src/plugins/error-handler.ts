import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, errorBody } from '../lib/app-error.ts';
import { isConnectionError } from '../lib/pg-errors.ts';
import { StorageUnavailableError } from './object-storage.ts';

/** Fastify's error codes (its own and its plugins') and the registry code each one answers with. */
const FASTIFY_CODES: Record<string, Parameters<typeof errorBody>[0]> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'VALIDATION_ERROR',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_RATE_LIMIT_EXCEEDED: 'RATE_LIMITED',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_INVALID_JSON_FIELD_ERROR: 'VALIDATION_ERROR',
  FST_PROTO_VIOLATION: 'VALIDATION_ERROR',
};

/**
 * A multipart body cut short or without its boundary: @fastify/multipart says so with a code, busboy
 * beneath it with plain errors. The sender's fault, a 400 (it was a 500).
 */
const MULTIPART_BODY_ERROR = /^Multipart: Boundary not found$|unexpected end of multipart data$/i;
const MULTIPART_BODY_MESSAGE = "L'envoi est incomplet ou illisible. Réessayez.";

/** One answer shape for every error; 5xx answers never carry the internal message or stack. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send(errorBody(error.code, error.message));
    }
    // Before the database's test: a bucket refusing connections is an ECONNREFUSED too.
    if (error instanceof StorageUnavailableError) {
      request.log.warn({ err: error }, 'storage unavailable');
      return reply.status(503).header('retry-after', 5).send(errorBody('STORAGE_UNAVAILABLE'));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // Zod speaks French here (see packages/shared): the first issue is the clearest message.
      return reply.status(400).send(errorBody('VALIDATION_ERROR', error.validation[0]?.message));
    }
    if (error.code === 'FST_MP_PREMATURE_CLOSE' || MULTIPART_BODY_ERROR.test(error.message)) {
      return reply.status(400).send(errorBody('VALIDATION_ERROR', MULTIPART_BODY_MESSAGE));
    }
    const mapped = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (mapped) {
      if (mapped === 'RATE_LIMITED') reply.header('retry-after', reply.getHeader('retry-after') ?? 60);
      return reply.status(statusOf(mapped)).send(errorBody(mapped));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply
        .status(error.statusCode)
        .send(errorBody(error.statusCode === 404 ? 'NOT_FOUND' : 'VALIDATION_ERROR'));
    }
    if (isConnectionError(error)) {
      // PostgreSQL is down or restarting: a fault of ours, short-lived, worth retrying.
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).header('retry-after', 5).send(errorBody('DATABASE_UNAVAILABLE'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorBody('INTERNAL_ERROR'));
  });
}

function statusOf(code: Parameters<typeof errorBody>[0]): number {
  return new AppError(code).status;
}
