import { ROLES, type SessionUser } from '@portmarin/shared';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from '../lib/app-error.ts';
import type { Auth } from './auth.ts';
import { hasSessionCookie } from './auth.ts';

const sessions = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();

/**
 * The signed-in resident of this request, or null for a visitor. Read at most once per request (the
 * throttle key and the handler share it), never for a request without a session cookie, and in
 * one query on the session's token (see `lookUpSession`).
 */
export function getSessionUser(app: FastifyInstance, request: FastifyRequest): Promise<SessionUser | null> {
  if (!hasSessionCookie(request.headers)) return Promise.resolve(null);
  let pending = sessions.get(request);
  if (!pending) {
    pending = lookUpSession(app, request);
    sessions.set(request, pending);
  }
  return pending;
}

/** The session cookie's security scheme in the OpenAPI document (plugins/swagger.ts names the real cookie). */
export const SESSION_SCHEME = 'sessionCookie';

/** A route's `schema.security`, shown as is by the OpenAPI document. */
export type RouteSecurity = Array<Record<string, string[]>>;

/**
 * Who may call a route, said once in its `schema.security`: the OpenAPI document shows it, and the
 * server holds the route to it (`registerSessionGate`, `requireUser`), so the two cannot disagree.
 * - `SIGNED_IN`: a signed-in resident; a visitor gets 401 UNAUTHENTICATED before anything else.
 * - `SIGNED_IN_OR_VISITOR`: both; the session, when there is one, changes what is answered.
 * - `NO_SESSION`: the session is never read (the same answer for all, or another key: Open311).
 */
export const SIGNED_IN: RouteSecurity = [{ [SESSION_SCHEME]: [] }];
export const SIGNED_IN_OR_VISITOR: RouteSecurity = [{}, { [SESSION_SCHEME]: [] }];
export const NO_SESSION: RouteSecurity = [];

/** Whether a route's security lets only signed-in residents in. */
export function requiresSession(security: RouteSecurity | undefined): boolean {
  return !!security && security.length > 0 && security.every((rule) => SESSION_SCHEME in rule);
}

/** Whether a route's security names the session cookie at all (required or optional). */
function readsSession(security: RouteSecurity | undefined): boolean {
  return !!security?.some((rule) => SESSION_SCHEME in rule);
}

function routeSecurity(request: FastifyRequest): RouteSecurity | undefined {
  return (request.routeOptions.schema as { security?: RouteSecurity } | undefined)?.security;
}

/**
 * The signed-in resident, else 401 UNAUTHENTICATED. Only for a route whose `schema.security` names
 * the session cookie: otherwise the document would call it public, so this fails loudly (a 500
 * that every test of the route shows) instead of answering 401 where the document says none.
 */
export async function requireUser(app: FastifyInstance, request: FastifyRequest): Promise<SessionUser> {
  if (!readsSession(routeSecurity(request))) {
    throw new Error(
      `${request.method} ${request.routeOptions.url} asks for the resident but its schema.security does not name the session cookie`,
    );
  }
  const current = await getSessionUser(app, request);
  if (!current) throw new AppError('UNAUTHENTICATED');
  return current;
}

/**
 * The signed-in resident, for routes that publish or vote (post, comment, message, review, vote,
 * report…): 403 ACCOUNT_SUSPENDED while a moderator's suspension lasts. The one suspension check.
 */
export async function requireActiveUser(app: FastifyInstance, request: FastifyRequest): Promise<SessionUser> {
  const current = await requireUser(app, request);
  if (isSuspended(current)) throw new AppError('ACCOUNT_SUSPENDED');
  return current;
}

export function isSuspended(user: Pick<SessionUser, 'suspendedUntil'>, now = Date.now()): boolean {
  return !!user.suspendedUntil && Date.parse(user.suspendedUntil) > now;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Why this write stays open to a suspended resident (see `registerSuspensionGuard`). Kept to a
     * short list: reporting, moderation requests, the account's keys (sign-in, sign-out, password),
     * deleting one's account, and read marks.
     */
    openWhileSuspended?: string;
  }
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Suspension holds by construction: every write (any method but GET, HEAD, OPTIONS) of a signed-in
 * suspended resident answers 403 ACCOUNT_SUSPENDED before its handler runs, unless its route
 * names why it stays open (`config.openWhileSuspended`). A route added tomorrow is covered without
 * anyone remembering `requireActiveUser`; `test/suspension.test.ts` walks the OpenAPI document.
 */
export function registerSuspensionGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (READ_METHODS.has(request.method) || request.routeOptions.config.openWhileSuspended) return;
    const current = await getSessionUser(app, request);
    if (current && isSuspended(current)) throw new AppError('ACCOUNT_SUSPENDED');
  });
}

/**
 * A route whose `schema.security` is `SIGNED_IN` answers a visitor 401 UNAUTHENTICATED in
 * `onRequest`, before validation, the throttle and the handler: what the document says is what the
 * route does.
 */
export function registerSessionGate(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!requiresSession(routeSecurity(request))) return;
    if (!(await getSessionUser(app, request))) throw new AppError('UNAUTHENTICATED');
  });
}

// ------------------------------------------------------------------ the lookup

/** What the lookup needs of better-auth's configuration, read once per app. */
type SessionConfig = {
  cookieName: string;
  dontRememberCookieName: string;
  secret: string;
  /** A session expiring sooner than this (seconds) is refreshed by better-auth; null: never. */
  refreshWithin: number | null;
};

const configs = new WeakMap<Auth, Promise<SessionConfig>>();

function sessionConfig(auth: Auth): Promise<SessionConfig> {
  let config = configs.get(auth);
  if (!config) {
    config = auth.$context.then((ctx) => ({
      cookieName: ctx.authCookies.sessionToken.name,
      dontRememberCookieName: ctx.authCookies.dontRememberToken.name,
      secret: ctx.secret,
      refreshWithin: (ctx.options.session as { disableSessionRefresh?: boolean } | undefined)?.disableSessionRefresh
        ? null
        : ctx.sessionConfig.expiresIn - ctx.sessionConfig.updateAge,
    }));
    configs.set(auth, config);
  }
  return config;
}

/**
 * The value of cookie `name` if its signature is better-auth's (better-call's signed cookies:
 * `encodeURIComponent(value + '.' + base64(HMAC-SHA256(secret, value)))`), else null. The header is
 * read as better-call reads it: the first cookie of that name, trimmed, unquoted, URI-decoded.
 */
export function readSignedCookie(header: string | undefined, name: string, secret: string): string | null {
  const raw = cookieValue(header, name);
  if (!raw) return null;
  const dot = raw.lastIndexOf('.');
  if (dot < 1) return null;
  const value = raw.slice(0, dot);
  const signature = raw.slice(dot + 1);
  if (!/^[A-Za-z0-9+/]{43}=$/.test(signature)) return null;
  const expected = createHmac('sha256', secret).update(value).digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : null;
}

function cookieValue(header: string | undefined, name: string): string | null {
  if (!header) return null;
  let index = 0;
  while (index < header.length) {
    const eq = header.indexOf('=', index);
    if (eq === -1) return null;
    let end = header.indexOf(';', index);
    if (end === -1) end = header.length;
    else if (end < eq) {
      index = header.lastIndexOf(';', eq - 1) + 1;
      continue;
    }
    if (header.slice(index, eq).trim() === name) {
      let value = header.slice(eq + 1, end).trim();
      if (value.codePointAt(0) === 34) value = value.slice(1, -1);
      try {
        return value.includes('%') ? decodeURIComponent(value) : value;
      } catch {
        return value;
      }
    }
    index = end + 1;
  }
  return null;
}

type SessionRow = {
  id: string;
  name: string;
  email: string;
  username: string | null;
  display_username: string | null;
  image: string | null;
  role: string;
  email_verified: boolean;
  suspended_until: Date | null;
  needs_refresh: boolean;
};

/**
 * One statement: the live session of this token and its resident. Deleting the account deletes its
 * sessions (ON DELETE CASCADE), so a deleted resident has none.
 */
const SESSION_QUERY = {
  name: 'session-user',
  text: `select u.id, u.name, u.email, u.username, u.display_username, u.image, u.role, u.email_verified,
  case when u.suspended_until > now() then u.suspended_until end as suspended_until,
  $2::int is not null and s.expires_at <= now() + make_interval(secs => $2::int) as needs_refresh
from session s join "user" u on u.id = s.user_id
where s.token = $1 and s.expires_at > now()`,
};

/**
 * better-auth's getSession, the way it ends for this app (no cookie cache, sessions in the
 * database), without its per-request cost (a Web Headers copy, a WebCrypto key import, two
 * queries through the adapter): the signed cookie is checked here with the same secret, then one
 * query reads the live session and its resident. A session due for better-auth's daily refresh
 * (`updateAge`) goes through better-auth itself, which moves its expiry.
 */
async function lookUpSession(app: FastifyInstance, request: FastifyRequest): Promise<SessionUser | null> {
  const config = await sessionConfig(app.auth);
  const token = readSignedCookie(request.headers.cookie, config.cookieName, config.secret);
  if (!token) return null;
  const { rows } = await app.pool.query<SessionRow>({ ...SESSION_QUERY, values: [token, config.refreshWithin] });
  const row = rows[0];
  if (!row) return null;
  // A "don't remember me" session is never refreshed (better-auth's rule).
  if (row.needs_refresh && !readSignedCookie(request.headers.cookie, config.dontRememberCookieName, config.secret)) {
    return lookUpWithBetterAuth(app, request);
  }
  return toSessionUser({
    id: row.id,
    name: row.name,
    email: row.email,
    username: row.username,
    displayUsername: row.display_username,
    image: row.image,
    role: row.role,
    emailVerified: row.email_verified,
    suspendedUntil: row.suspended_until,
  });
}

async function lookUpWithBetterAuth(app: FastifyInstance, request: FastifyRequest): Promise<SessionUser | null> {
  const result = await app.auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  if (!result) return null;
  return toSessionUser(
    result.user as typeof result.user & {
      username?: string | null;
      displayUsername?: string | null;
      role?: string;
      suspendedUntil?: Date | null;
    },
  );
}

function toSessionUser(u: {
  id: string;
  name: string;
  email: string;
  username?: string | null;
  displayUsername?: string | null;
  image?: string | null;
  role?: string;
  emailVerified: boolean;
  suspendedUntil?: Date | null;
}): SessionUser {
  const suspendedUntil = u.suspendedUntil && u.suspendedUntil.getTime() > Date.now() ? u.suspendedUntil : null;
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    username: u.username ?? null,
    displayUsername: u.displayUsername ?? null,
    image: u.image ?? null,
    role: ROLES.find((role) => role === u.role) ?? 'user',
    emailVerified: u.emailVerified,
    suspendedUntil: suspendedUntil ? suspendedUntil.toISOString() : null,
  };
}
