import { CONTROL_CHARACTER_MESSAGE } from '@portmarin/shared';
import type { FastifyInstance } from 'fastify';
import { errorBody } from '../lib/app-error.ts';

/** `%00` in a path or query string decodes to NUL. */
const ENCODED_NUL = /%00/;

/** The pages (/post/…, /conversation/…) are the SPA's to answer, whatever their path holds. */
const API = '/api/';

/**
 * True when a parsed JSON body holds a NUL in a string or a key. Walked with a stack, not recursion:
 * a body of a million nested arrays is valid JSON.
 */
function holdsNul(body: unknown): boolean {
  const stack: unknown[] = [body];
  while (stack.length > 0) {
    const value = stack.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return true;
    } else if (Array.isArray(value)) {
      for (const item of value) stack.push(item);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        if (key.includes('\u0000')) return true;
        stack.push(child);
      }
    }
  }
  return false;
}

/**
 * PostgreSQL refuses NUL in text (22021). The shared `Text` type refuses it in every schema; this
 * guard refuses it in what no app schema reads: the API's raw URLs (any path or query parameter) and the
 * JSON bodies better-auth takes (/api/auth/*). Same 400 and message as the schemas.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith(API) && ENCODED_NUL.test(request.url)) {
      return reply.status(400).send(errorBody('VALIDATION_ERROR', CONTROL_CHARACTER_MESSAGE));
    }
  });
  app.addHook('preValidation', async (request, reply) => {
    if (request.body !== undefined && holdsNul(request.body)) {
      return reply.status(400).send(errorBody('VALIDATION_ERROR', CONTROL_CHARACTER_MESSAGE));
    }
  });
}
