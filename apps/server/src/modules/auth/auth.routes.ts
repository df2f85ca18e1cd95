import {
  RequestPasswordResetInput,
  ResendVerificationInput,
  ResetPasswordInput,
  SignInInput,
  SignUpInput,
  type ErrorCode,
} from '@portmarin/shared';
import { sql } from 'drizzle-orm';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError, errorBody } from '../../lib/app-error.ts';
import { isCommonPassword } from '../../lib/common-passwords.ts';
import { CLIENT_IP_HEADER } from '../../plugins/auth.ts';
import { user } from '../../db/schema/index.ts';

/** better-auth's codes and the registry code residents see for each. */
const AUTH_CODES: Record<string, ErrorCode> = {
  INVALID_EMAIL_OR_PASSWORD: 'INVALID_CREDENTIALS',
  EMAIL_NOT_VERIFIED: 'EMAIL_NOT_VERIFIED',
  USER_ALREADY_EXISTS: 'EMAIL_TAKEN',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'EMAIL_TAKEN',
  USERNAME_IS_ALREADY_TAKEN: 'USERNAME_TAKEN',
  INVALID_TOKEN: 'INVALID_TOKEN',
  TOKEN_EXPIRED: 'INVALID_TOKEN',
  PASSWORD_TOO_SHORT: 'VALIDATION_ERROR',
  PASSWORD_TOO_LONG: 'VALIDATION_ERROR',
  INVALID_EMAIL: 'VALIDATION_ERROR',
  USERNAME_TOO_SHORT: 'VALIDATION_ERROR',
  USERNAME_TOO_LONG: 'VALIDATION_ERROR',
  INVALID_USERNAME: 'VALIDATION_ERROR',
  FAILED_TO_GET_SESSION: 'UNAUTHENTICATED',
  MISSING_OR_NULL_ORIGIN: 'FORBIDDEN_ORIGIN',
  INVALID_ORIGIN: 'FORBIDDEN_ORIGIN',
  INVALID_CALLBACKURL: 'VALIDATION_ERROR',
};

/** Request bodies checked by the shared contract before better-auth sees them. */
const BODY_SCHEMAS: Record<string, z.ZodType> = {
  '/api/auth/sign-up/email': SignUpInput,
  '/api/auth/sign-in/email': SignInInput,
  '/api/auth/send-verification-email': ResendVerificationInput,
  '/api/auth/request-password-reset': RequestPasswordResetInput,
  '/api/auth/reset-password': ResetPasswordInput,
};

function parseBody(path: string, body: unknown): unknown {
  const schema = BODY_SCHEMAS[path];
  if (!schema) return body;
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success) throw new AppError('VALIDATION_ERROR', parsed.error.issues[0]?.message);
  return parsed.data;
}

async function checkSignUp(app: FastifyInstance, body: SignUpInput): Promise<void> {
  if (isCommonPassword(body.password)) throw new AppError('COMMON_PASSWORD');
  const [taken] = await app.db
    .select({ email: user.email, username: user.username })
    .from(user)
    .where(sql`lower(${user.email}) = lower(${body.email}) or lower(${user.username}) = lower(${body.username})`)
    .limit(2);
  if (!taken) return;
  if (taken.email.toLowerCase() === body.email.toLowerCase()) throw new AppError('EMAIL_TAKEN');
  throw new AppError('USERNAME_TAKEN');
}

/** Answers a better-auth error in the app's one error shape, in French. */
async function sendAuthError(reply: FastifyReply, response: Response): Promise<void> {
  let code: ErrorCode = response.status === 429 ? 'RATE_LIMITED' : 'VALIDATION_ERROR';
  const payload = (await response.json().catch(() => null)) as { code?: string } | null;
  if (payload?.code && AUTH_CODES[payload.code]) code = AUTH_CODES[payload.code]!;
  else if (response.status === 401) code = 'UNAUTHENTICATED';
  else if (response.status === 403) code = 'FORBIDDEN';
  else if (response.status >= 500) code = 'INTERNAL_ERROR';
  const retryAfter = response.headers.get('x-retry-after');
  if (retryAfter) reply.header('retry-after', retryAfter);
  const status = code === 'RATE_LIMITED' ? 429 : new AppError(code).status;
  await reply.status(status).send(errorBody(code));
}

function toWebRequest(app: FastifyInstance, request: FastifyRequest, body: unknown): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined || key === CLIENT_IP_HEADER) continue;
    headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  // request.ip honours TRUST_PROXY (Fastify's trustProxy): the only address better-auth trusts.
  headers.set(CLIENT_IP_HEADER, request.ip);
  headers.delete('content-length');
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  // The body is always re-sent as JSON (`{}` when the request had none): label it so.
  if (hasBody) headers.set('content-type', 'application/json');
  return new Request(new URL(request.url, app.env.PUBLIC_URL), {
    method: request.method,
    headers,
    body: hasBody ? JSON.stringify(body ?? {}) : undefined,
  });
}

/** better-auth mounted under /api/auth, behind the shared zod contract and French errors. */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    handler: async (request, reply) => {
      const path = new URL(request.url, app.env.PUBLIC_URL).pathname;
      const body = request.method === 'POST' ? parseBody(path, request.body) : undefined;
      if (path === '/api/auth/sign-up/email') await checkSignUp(app, body as SignUpInput);
      if (path === '/api/auth/reset-password' && isCommonPassword((body as ResetPasswordInput).newPassword)) {
        throw new AppError('COMMON_PASSWORD');
      }
      // Sign-out ends this session: its open sockets close now, not at the next periodic check.
      const signingOut =
        path === '/api/auth/sign-out'
          ? await app.auth.api.getSession({ headers: fromNodeHeaders(request.headers) })
          : null;
      const response = await app.auth.handler(toWebRequest(app, request, body));
      if (response.status >= 400) return sendAuthError(reply, response);
      if (signingOut) await app.realtime.disconnectSession(signingOut.session.id);
      reply.status(response.status);
      for (const [key, value] of response.headers) {
        if (key === 'set-cookie' || key === 'content-length') continue;
        reply.header(key, value);
      }
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      if (!response.body) return reply.send(null);
      if (!response.headers.get('content-type')?.includes('application/json')) {
        return reply.send(Buffer.from(await response.arrayBuffer()));
      }
      // The session token lives in the httpOnly cookie only; page scripts never see it.
      const json = (await response.json()) as unknown;
      if (json && typeof json === 'object' && 'token' in json) delete (json as { token?: unknown }).token;
      return reply.send(json);
    },
  });
}
