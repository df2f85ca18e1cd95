import type { SessionUser } from '@portmarin/shared';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.ts';

/** The signed-in resident of this request, or null for a visitor. */
export async function getSessionUser(app: FastifyInstance, request: FastifyRequest): Promise<SessionUser | null> {
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

export async function requireUser(app: FastifyInstance, request: FastifyRequest): Promise<SessionUser> {
  const current = await getSessionUser(app, request);
  if (!current) throw new AppError('UNAUTHENTICATED');
  return current;
}
