import {
  ERRORS,
  Open311Errors,
  Open311CreateInput,
  Open311CreateResponse,
  Open311Request,
  Open311RequestIdParams,
  Open311RequestsQuery,
  Open311Service,
} from '@portmarin/shared';
import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { OpenApiSecurityScheme } from '../../lib/app-module.ts';
import { TEN_MINUTES, throttle } from '../../plugins/throttle.ts';
import { insertReport } from './neighbour-reports.service.ts';
import { getRequest, listRequests, listServices, Open311QueryError, type Open311Context } from './open311.service.ts';
import { NO_SESSION } from '../../plugins/session.ts';

/** Where the GeoReport v2 endpoint lives (outside /api: town-hall tools expect this shape). */
export const OPEN311_PREFIX = '/open311/v2';

/** The OpenAPI security scheme of the town hall's key, which only creating a request takes. */
export const OPEN311_KEY_SCHEME = 'open311ApiKey';
export const OPEN311_SECURITY_SCHEMES: Record<string, OpenApiSecurityScheme> = {
  [OPEN311_KEY_SCHEME]: {
    type: 'apiKey',
    in: 'query',
    name: 'api_key',
    description: 'La clé Open311 de la mairie (OPEN311_API_KEY), en paramètre ou dans le corps (api_key).',
  },
};

/** Per address: a town-hall tool relays residents' reports, a script flooding it is stopped. */
const OPEN311_POSTS_PER_WINDOW = 60;
const FORM_BODY_LIMIT = 64 * 1024;

const errors = {
  400: Open311Errors,
  403: Open311Errors,
  404: Open311Errors,
  413: Open311Errors,
  415: Open311Errors,
  429: Open311Errors,
} as const;

/** GeoReport v2's error answer: a list of { code, description }. */
const georeportError = (status: number, description: string) => [{ code: status, description }];

/** The same time for a right and a wrong key of any length. */
function sameKey(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/** Fastify's and the plugins' error codes, as statuses. */
const STATUS_OF_CODE: Record<string, number> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 415,
  FST_ERR_CTP_EMPTY_JSON_BODY: 400,
  FST_ERR_CTP_INVALID_JSON_BODY: 400,
  FST_ERR_CTP_BODY_TOO_LARGE: 413,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 400,
  FST_ERR_RATE_LIMIT_EXCEEDED: 429,
};

/**
 * Registered with the prefix OPEN311_PREFIX, in its own plugin context: the form parser, the error
 * shape and the not-found answer apply to these routes only.
 */
export const open311Routes: FastifyPluginAsyncZod = async (app) => {
  const ctx = (): Open311Context => ({ agency: app.town.townHall.name });

  // GeoReport v2 clients post forms (application/x-www-form-urlencoded), the standard's encoding; the
  // app's JSON-only rule (plugins/security.ts) stands everywhere else.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return reply.status(error.status).send(georeportError(error.status, error.message));
    if (error instanceof Open311QueryError) return reply.status(400).send(georeportError(400, error.message));
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const field = issue?.instancePath?.replace(/^\//, '').replaceAll('/', '.');
      const message = issue?.message ?? ERRORS.VALIDATION_ERROR.message;
      return reply.status(400).send(georeportError(400, field ? `${field} : ${message}` : message));
    }
    const status =
      (error.code && STATUS_OF_CODE[error.code]) ||
      (error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500);
    if (status === 429) reply.header('retry-after', reply.getHeader('retry-after') ?? 60);
    if (status >= 500) request.log.error({ err: error }, 'open311 error');
    const message =
      status === 415
        ? 'Envoyez un formulaire (application/x-www-form-urlencoded) ou du JSON.'
        : status === 429
          ? ERRORS.RATE_LIMITED.message
          : status >= 500
            ? ERRORS.INTERNAL_ERROR.message
            : ERRORS.VALIDATION_ERROR.message;
    return reply.status(status).send(georeportError(status, message));
  });

  // Errors answered before the handler runs (the NUL guard, the Origin check) come in the app's
  // { error } shape: town-hall tools get GeoReport's list instead.
  app.addHook('preSerialization', async (_request, reply, payload: unknown) => {
    if (reply.statusCode < 400 || !payload || typeof payload !== 'object' || !('error' in payload)) return payload;
    const error = (payload as { error?: { message?: string } }).error;
    return georeportError(reply.statusCode, error?.message ?? ERRORS.VALIDATION_ERROR.message);
  });

  // Public data that changes with each status: a cache revalidates it.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-cache');
    return payload;
  });

  app.setNotFoundHandler((_request, reply) =>
    reply.status(404).send(georeportError(404, "Cette adresse de l'API Open311 n'existe pas.")),
  );

  app.get(
    '/services.json',
    {
      schema: {
        summary: 'Lister les services Open311',
        operationId: 'listOpen311Services',
        security: NO_SESSION,
        tags: ['open311'],
        response: { 200: z.array(Open311Service) },
      },
    },
    async () => listServices(),
  );

  app.get(
    '/requests.json',
    {
      schema: {
        summary: 'Lister les demandes Open311',
        operationId: 'listOpen311Requests',
        security: NO_SESSION,
        tags: ['open311'],
        querystring: Open311RequestsQuery,
        response: { 200: z.array(Open311Request), ...errors },
      },
    },
    async (request) => listRequests(app.pool, request.query, ctx()),
  );

  app.get(
    '/requests/:id.json',
    {
      schema: {
        summary: 'Lire une demande Open311',
        operationId: 'getOpen311Request',
        security: NO_SESSION,
        tags: ['open311'],
        params: Open311RequestIdParams,
        response: { 200: z.array(Open311Request), ...errors },
      },
    },
    async (request, reply) => {
      const found = await getRequest(app.pool, request.params.id, ctx());
      if (!found) return reply.status(404).send(georeportError(404, ERRORS.NEIGHBOUR_REPORT_NOT_FOUND.message));
      return [found];
    },
  );

  app.post(
    '/requests.json',
    {
      schema: {
        summary: 'Créer une demande Open311 (outils de la mairie)',
        operationId: 'createOpen311Request',
        security: [{ [OPEN311_KEY_SCHEME]: [] }],
        tags: ['open311'],
        body: Open311CreateInput,
        response: { 201: Open311CreateResponse, ...errors },
      },
      config: {
        openWhileSuspended: 'the town hall’s tools, by API key: no resident writes through it',
        rateLimit: throttle(
          'open311-create',
          OPEN311_POSTS_PER_WINDOW,
          TEN_MINUTES,
          'Trop de demandes Open311 en peu de temps. Réessayez dans quelques minutes.',
          { perIp: true },
        ),
      },
    },
    async (request, reply) => {
      const expected = app.env.OPEN311_API_KEY;
      const given = request.body.api_key ?? (request.query as { api_key?: unknown }).api_key;
      if (!expected || typeof given !== 'string' || !sameKey(given, expected)) {
        return reply.status(403).send(georeportError(403, 'api_key manquante ou invalide.'));
      }
      const body = request.body;
      // The identity fields (email, names, phone, device, account) are not kept: reports are anonymous.
      const id = await insertReport(app.pool, app.uploads, {
        userId: null,
        anonymous: true,
        type: body.service_code,
        title: null,
        content: body.description,
        locationText: body.address_string ?? body.address_id ?? null,
        latitude: body.lat ?? null,
        longitude: body.long ?? null,
        imageUrl: body.media_url ?? null,
      });
      return reply.status(201).send([{ service_request_id: id, service_notice: null, account_id: null }]);
    },
  );
};
