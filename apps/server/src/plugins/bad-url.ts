import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { errorBody } from '../lib/app-error.ts';

/** Requests whose address the router could not read (`/conversation/%`, a segment over the length limit). */
const unreadable = new WeakSet<IncomingMessage>();

/** Where such a request is routed again: addresses no route holds, so the not-found handler answers. */
const API_PLACEHOLDER = '/api/.unreadable-url';
const PAGE_PLACEHOLDER = '/.unreadable-url';

/** Whether the router could not read this request's address (see frameworkErrors). */
export function isUnreadableUrl(request: FastifyRequest): boolean {
  return unreadable.has(request.raw);
}

/** The message of a 400 answered to an API request whose address cannot be read. */
export const UNREADABLE_URL_MESSAGE = 'Cette adresse est mal formée.';

/**
 * Fastify's `frameworkErrors`: the router answers a malformed percent-encoding (FST_ERR_BAD_URL) or
 * an over-long parameter (FST_ERR_MAX_PARAM_LENGTH) with its own English JSON, before any hook. The
 * request is routed again instead, to an address no route holds, so that it goes through every hook
 * (security headers) to the not-found handler, which answers the app's page or its French error
 * (plugins/static.ts). Its original address stays in `request.originalUrl`.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  if (error.code !== 'FST_ERR_BAD_URL' && error.code !== 'FST_ERR_MAX_PARAM_LENGTH') {
    // FST_ERR_ASYNC_CONSTRAINT: no route here has asynchronous constraints.
    void reply.status(500).send(errorBody('INTERNAL_ERROR'));
    return;
  }
  const raw = request.raw as IncomingMessage & { originalUrl?: string };
  const url = raw.url ?? '/';
  unreadable.add(raw);
  raw.originalUrl = url;
  raw.url = url.startsWith('/api/') ? API_PLACEHOLDER : PAGE_PLACEHOLDER;
  request.server.routing(raw, reply.raw);
}
