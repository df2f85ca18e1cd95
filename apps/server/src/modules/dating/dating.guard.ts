import type { SessionUser } from '@portmarin/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { requireActiveUser, requireUser } from '../../plugins/session.ts';
import { verifiedBirthdate } from '../verification/index.ts';
import { datingRefusal, type DatingStanding } from './dating.policy.ts';

export type DatingMember = { user: SessionUser; birthDate: string; age: number; verifiedAt: Date };

/**
 * The resident's standing, read fresh: the age is recomputed from the birth date on every request.
 * A FranceConnect identity's birth date comes first and stands for the verification (stamped now).
 */
export async function readStanding(
  app: FastifyInstance,
  userId: string,
): Promise<DatingStanding & { birthDate: string | null }> {
  const { rows } = await app.pool.query<{
    birth_date: string | null;
    age: number | null;
    verified_at: Date | null;
    identity_verified: boolean;
  }>(
    `select to_char(b.birth_date, 'YYYY-MM-DD') as birth_date,
       extract(year from age(current_date, b.birth_date))::int as age,
       case when b.identity then now() else a.verified_at end as verified_at,
       b.identity as identity_verified
     from "user" u left join dating_age_checks a on a.user_id = u.id,
       lateral (select coalesce(${verifiedBirthdate('u.id')}, a.birth_date) as birth_date,
         ${verifiedBirthdate('u.id')} is not null as identity) b
     where u.id = $1`,
    [userId],
  );
  const row = rows[0];
  return {
    birthDate: row?.birth_date ?? null,
    age: row?.age ?? null,
    verifiedAt: row?.verified_at ?? null,
    identityVerified: row?.identity_verified ?? false,
  };
}

/**
 * The one gate of every dating route but the verification itself: 401 for a visitor, 403 for a
 * minor or a resident without a valid (30-day) verification; `publishing` adds the suspension check.
 */
export async function requireDatingAccess(
  app: FastifyInstance,
  request: FastifyRequest,
  { publishing = false }: { publishing?: boolean } = {},
): Promise<DatingMember> {
  const user = publishing ? await requireActiveUser(app, request) : await requireUser(app, request);
  const standing = await readStanding(app, user.id);
  const refusal = datingRefusal(standing);
  if (refusal) throw new AppError(refusal);
  return { user, birthDate: standing.birthDate!, age: standing.age!, verifiedAt: standing.verifiedAt! };
}
