import {
  ChangePasswordInput,
  RequestPasswordResetInput,
  ResendVerificationInput,
  ResetLinkQuery,
  ResetPasswordInput,
  SignInInput,
  SignInUsernameInput,
  SignUpInput,
  VerifyEmailQuery,
  type ErrorCode,
} from '@portmarin/shared';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError, errorBody } from '../../lib/app-error.ts';
import { isCommonPassword } from '../../lib/common-passwords.ts';
import { CLIENT_IP_HEADER } from '../../plugins/auth.ts';
import {
  clearSignInFailures,
  countSignInAttempt,
  signInAccountKey,
  signInAccountKeyOfUser,
  uncountSignInAttempt,
} from './sign-in-throttle.ts';

/** better-auth's codes and the registry code residents see for each. */
const AUTH_CODES: Record<string, ErrorCode> = {
  INVALID_EMAIL_OR_PASSWORD: 'INVALID_CREDENTIALS',
  INVALID_USERNAME_OR_PASSWORD: 'INVALID_CREDENTIALS',
  INVALID_PASSWORD: 'INVALID_CREDENTIALS',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'INVALID_CREDENTIALS',
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

type Endpoint = {
  method: 'GET' | 'POST';
  /** The shared schema of its body; a POST without one is sent to better-auth with `{}`. */
  body?: z.ZodType;
  /** The shared schema of its query string (checked only: better-auth reads the URL itself). */
  query?: z.ZodType;
  /** The body field holding a new password: the one password rule, blocklist included. */
  newPassword?: string;
};

/**
 * The better-auth endpoints residents may call, each with the shared schema of its input. Every
 * other path under /api/auth answers 404: profile edits, e-mail changes and account deletion go
 * through the app's own routes (PATCH /api/profile, DELETE /api/account), and what the app does
 * not offer (social sign-in, session revocation by token, …) is closed.
 */
const ENDPOINTS: Record<string, Endpoint> = {
  '/api/auth/sign-up/email': { method: 'POST', body: SignUpInput, newPassword: 'password' },
  '/api/auth/sign-in/email': { method: 'POST', body: SignInInput },
  '/api/auth/sign-in/username': { method: 'POST', body: SignInUsernameInput },
  '/api/auth/sign-out': { method: 'POST' },
  '/api/auth/send-verification-email': { method: 'POST', body: ResendVerificationInput },
  '/api/auth/verify-email': { method: 'GET', query: VerifyEmailQuery },
  '/api/auth/request-password-reset': { method: 'POST', body: RequestPasswordResetInput },
  '/api/auth/reset-password': { method: 'POST', body: ResetPasswordInput, newPassword: 'newPassword' },
  '/api/auth/change-password': { method: 'POST', body: ChangePasswordInput, newPassword: 'newPassword' },
  '/api/auth/get-session': { method: 'GET' },
  '/api/auth/list-sessions': { method: 'GET' },
};
/**
 * The reset link of the mail: /api/auth/reset-password/<token>?callbackURL=… The token is 24
 * characters; a longer one is no link of ours (and its path, part of better-auth's rate-limit key,
 * would overflow that key's index: a 500).
 */
const RESET_LINK = /^\/api\/auth\/reset-password\/[^/]{1,128}$/;
const RESET_LINK_ENDPOINT: Endpoint = { method: 'GET', query: ResetLinkQuery };

function endpointOf(method: string, path: string): Endpoint {
  const endpoint = ENDPOINTS[path] ?? (RESET_LINK.test(path) ? RESET_LINK_ENDPOINT : undefined);
  if (!endpoint || endpoint.method !== method) throw new AppError('ROUTE_NOT_FOUND');
  return endpoint;
}

/** A link's query that better-auth would choke on (a callbackURL that is no path: a 500) is a 400. */
function checkQuery(endpoint: Endpoint, query: unknown): void {
  const parsed = endpoint.query?.safeParse(query ?? {});
  if (parsed && !parsed.success) throw new AppError('VALIDATION_ERROR', parsed.error.issues[0]?.message);
}

function parseBody(endpoint: Endpoint, body: unknown): Record<string, unknown> {
  if (!endpoint.body) return {};
  const parsed = endpoint.body.safeParse(body ?? {});
  if (!parsed.success) throw new AppError('VALIDATION_ERROR', parsed.error.issues[0]?.message);
  const data = parsed.data as Record<string, unknown>;
  if (endpoint.newPassword && isCommonPassword(String(data[endpoint.newPassword]))) {
    throw new AppError('COMMON_PASSWORD');
  }
  return data;
}

/** The French answer to a reset request, the same whether or not the address has an account. */
const RESET_REQUESTED =
  'Si un compte existe avec cette adresse, un e-mail de réinitialisation vient de lui être envoyé.';

/** Session tokens live in the httpOnly cookie only: removed wherever they appear in a JSON answer. */
function withoutTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTokens);
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) if (key !== 'token') out[key] = withoutTokens(v);
  return out;
}

async function checkSignUp(app: FastifyInstance, body: SignUpInput): Promise<void> {
  if (isCommonPassword(body.password)) throw new AppError('COMMON_PASSWORD');
  const { rows } = await app.pool.query<{ email: string }>(
    'select email from "user" where lower(email) = lower($1) or lower(username) = lower($2) limit 2',
    [body.email, body.username],
  );
  const taken = rows[0];
  if (!taken) return;
  if (taken.email.toLowerCase() === body.email.toLowerCase()) throw new AppError('EMAIL_TAKEN');
  throw new AppError('USERNAME_TAKEN');
}

const WRONG_USERNAME_OR_PASSWORD = "Nom d'utilisateur ou mot de passe incorrect.";

/** Answers a better-auth error in the app's one error shape, in French. */
async function sendAuthError(reply: FastifyReply, response: Response, path: string): Promise<void> {
  let code: ErrorCode = response.status === 429 ? 'RATE_LIMITED' : 'VALIDATION_ERROR';
  const payload = (await response.json().catch(() => null)) as { code?: string } | null;
  if (payload?.code && AUTH_CODES[payload.code]) code = AUTH_CODES[payload.code]!;
  else if (response.status === 401) code = 'UNAUTHENTICATED';
  else if (response.status === 403) code = 'FORBIDDEN';
  else if (response.status >= 500) code = 'INTERNAL_ERROR';
  const retryAfter = response.headers.get('x-retry-after');
  if (retryAfter) reply.header('retry-after', retryAfter);
  const status = code === 'RATE_LIMITED' ? 429 : new AppError(code).status;
  const message =
    code === 'INVALID_CREDENTIALS' && path === '/api/auth/sign-in/username' ? WRONG_USERNAME_OR_PASSWORD : undefined;
  await reply.status(status).send(errorBody(code, message));
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

/** The per-account counter of a sign-in (by e-mail or by username), null for any other path. */
async function signInKey(app: FastifyInstance, path: string, body: Record<string, unknown>): Promise<string | null> {
  if (path === '/api/auth/sign-in/email') return signInAccountKey(app, 'email', String(body.email));
  if (path === '/api/auth/sign-in/username') return signInAccountKey(app, 'username', String(body.username));
  return null;
}

/** The account a reset token belongs to, read before better-auth consumes the token. */
async function resetTokenUser(app: FastifyInstance, token: string): Promise<string | null> {
  const ctx = await app.auth.$context;
  const verification = await ctx.internalAdapter.findVerificationValue(`reset-password:${token}`);
  return verification?.value ?? null;
}

/** better-auth mounted under /api/auth, behind the shared zod contract and French errors. */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    // Signing in and out and changing one's password are the account's keys, not publishing.
    config: { openWhileSuspended: 'sign-in, sign-out and password' },
    handler: async (request, reply) => {
      const path = new URL(request.url, app.env.PUBLIC_URL).pathname;
      const endpoint = endpointOf(request.method, path);
      checkQuery(endpoint, request.query);
      const body = endpoint.method === 'POST' ? parseBody(endpoint, request.body) : undefined;
      if (path === '/api/auth/sign-up/email') await checkSignUp(app, body as SignUpInput);
      // Changing the password signs every other device out, whatever the client asked.
      if (path === '/api/auth/change-password') body!.revokeOtherSessions = true;
      const resetUser =
        path === '/api/auth/reset-password' ? await resetTokenUser(app, (body as ResetPasswordInput).token) : null;

      const accountKey = body ? await signInKey(app, path, body) : null;
      if (accountKey) {
        const waitMs = await countSignInAttempt(app, accountKey);
        if (waitMs !== null) {
          reply.header('retry-after', Math.ceil(waitMs / 1000));
          throw new AppError('RATE_LIMITED');
        }
      }

      // Sign-out ends this session: its open sockets close now, not at the next periodic check.
      const signingOut =
        path === '/api/auth/sign-out'
          ? await app.auth.api.getSession({ headers: fromNodeHeaders(request.headers) })
          : null;
      const response = await app.auth.handler(toWebRequest(app, request, body));
      if (accountKey) {
        // Only a wrong password counts: a success clears the failures, a refusal per IP is given back.
        if (response.status < 400) await clearSignInFailures(app, accountKey);
        else if (response.status === 429) await uncountSignInAttempt(app, accountKey);
      }
      if (response.status >= 400) return sendAuthError(reply, response, path);
      if (signingOut) await app.realtime.disconnectSession(signingOut.session.id);
      if (resetUser) await clearSignInFailures(app, signInAccountKeyOfUser(resetUser));
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
      const json = withoutTokens(await response.json()) as Record<string, unknown> | null;
      if (path === '/api/auth/request-password-reset' && json) json.message = RESET_REQUESTED;
      if (path === '/api/auth/change-password') {
        // The other sessions are gone: their open sockets close now on every instance.
        const userId = (json?.user as { id?: string } | undefined)?.id;
        if (userId) await app.realtime.disconnectUser(userId);
      }
      return reply.send(json);
    },
  });
}
