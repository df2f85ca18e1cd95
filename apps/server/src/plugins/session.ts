import type { SessionUser } from '@portmarin/shared';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.ts';
import { hasSessionCookie } from './auth.ts';

const sessions = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();

/**
 * The signed-in resident of this request, or null for a visitor. better-auth's lookup is the main
 * cost of a signed-in request, so it runs at most once per request (the throttle key and the
 * handler share it), and never for a request without a session cookie.
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

/** The signed-in resident, else 401 UNAUTHENTICATED. */
export async function requireUser(app: FastifyInstance, request: FastifyRequest): Promise<SessionUser> {
  const current = await getSessionUser(app, request);
  if (!current) throw new AppError('UNAUTHENTICATED');
  return current;
}

async function lookUpSession(app: FastifyInstance, request: FastifyRequest): Promise<SessionUser | null> {
  const result = await app.auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  if (!result) return null;
  const u = result.user as typeof result.user & {
    username?: string | null;
    displayUsername?: string | null;
    role?: string;
  };
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    username: u.username ?? null,
    displayUsername: u.displayUsername ?? null,
    image: u.image ?? null,
    role: u.role === 'admin' || u.role === 'moderator' ? u.role : 'user',
    emailVerified: u.emailVerified,
  };
}
