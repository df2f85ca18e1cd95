import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';
import type { LinkedIdentity } from '@portmarin/shared';
import type pg from 'pg';
import { logModeration } from '../../db/moderation-log.ts';
import { inTransaction, isoTimestamp as iso, type Sql } from '../../db/sql.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import type { FranceConnectIdentity } from './franceconnect.ts';
import { shownUsername } from '../../db/user-names.ts';

/**
 * The keys this feature derives from the auth secret: one for the keyed hash of FranceConnect's
 * `sub`, one for the sealed cookies. Distinct labels, so neither key tells anything of the other.
 */
export type FranceConnectKeys = { subHash: Buffer; cookies: Buffer };

export function franceConnectKeys(authSecret: string): FranceConnectKeys {
  const derive = (label: string) => createHmac('sha256', authSecret).update(label).digest();
  return {
    subHash: derive('portmarin/franceconnect/sub-hash/v1'),
    cookies: derive('portmarin/franceconnect/cookies/v1'),
  };
}

/** The `sub` as stored: HMAC-SHA256 under a key of ours, so the database alone cannot be joined with FranceConnect's. */
export const subHash = (keys: FranceConnectKeys, sub: string): string =>
  createHmac('sha256', keys.subHash).update(sub).digest('base64url');

// ------------------------------------------------------------------ sealed cookies

/**
 * A value only this server can read or forge (AES-256-GCM), with its own expiry: what the flow must
 * bring back (state, nonce, code verifier, whose account), and the ID token for the logout. Sealed,
 * not only signed: the ID token carries the `sub` in clear.
 */
export function seal(keys: FranceConnectKeys, value: object, maxAgeSeconds: number): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keys.cookies, iv);
  const plain = JSON.stringify({ v: value, exp: Date.now() + maxAgeSeconds * 1000 });
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The sealed value, or null when it was tampered with, is not ours or has expired. */
export function unseal<T>(keys: FranceConnectKeys, sealed: string | null | undefined): T | null {
  if (!sealed) return null;
  try {
    const raw = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', keys.cookies, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    const plain = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    const { v, exp } = JSON.parse(plain) as { v: T; exp: number };
    return exp > Date.now() ? v : null;
  } catch {
    return null;
  }
}

/** A cookie's value from a Cookie header (first of that name), or null. */
export function cookieFrom(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return null;
}

/** A Set-Cookie value: httpOnly, SameSite=Lax (the provider's redirect back is a top-level GET). */
export function cookieLine(
  name: string,
  value: string,
  opts: { path: string; maxAge: number; secure: boolean },
): string {
  return [
    `${name}=${value}`,
    `Path=${opts.path}`,
    `Max-Age=${opts.maxAge}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(opts.secure ? ['Secure'] : []),
  ].join('; ');
}

/** A stable reference to the PortMarin session a cookie belongs to (never the token itself). */
export const sessionRef = (sessionToken: string): string =>
  createHash('sha256').update(sessionToken).digest('base64url').slice(0, 32);

// ------------------------------------------------------------------ the link

/**
 * Links the identity to the account, in one statement: a first identification inserts it; the same
 * person again refreshes the names and birth date; another person's identity on this account is
 * refused (FRANCECONNECT_OTHER_IDENTITY); an identity linked to another account is refused by the
 * unique `sub_hash` (FRANCECONNECT_IDENTITY_TAKEN). Only the keyed hash of `sub` is written.
 */
export async function linkIdentity(
  pool: pg.Pool,
  keys: FranceConnectKeys,
  userId: string,
  identity: Pick<FranceConnectIdentity, 'sub' | 'givenName' | 'familyName' | 'birthdate'>,
): Promise<void> {
  try {
    const { rowCount } = await pool.query(
      `insert into resident_identities (user_id, sub_hash, given_name, family_name, birthdate, verified_at)
       values ($1, $2, $3, $4, $5::date, now())
       on conflict (user_id) do update set
         given_name = excluded.given_name, family_name = excluded.family_name,
         birthdate = excluded.birthdate, verified_at = excluded.verified_at
       where resident_identities.sub_hash = excluded.sub_hash`,
      [userId, subHash(keys, identity.sub), identity.givenName, identity.familyName, identity.birthdate],
    );
    if (rowCount === 0) throw new AppError('FRANCECONNECT_OTHER_IDENTITY');
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('FRANCECONNECT_IDENTITY_TAKEN', undefined, { cause: error });
    throw error;
  }
}

// ------------------------------------------------------------------ the town hall

type LinkedRow = {
  user_id: string;
  account_name: string;
  username: string | null;
  given_name: string;
  family_name: string;
  birthdate: string;
  verified_at: string;
};

/** The accounts linked to identities of this family name (accents and case aside) and birth date. */
export async function findLinkedIdentities(
  sql: Sql,
  query: { familyName: string; birthdate: string },
): Promise<LinkedIdentity[]> {
  const { rows } = await sql.query<LinkedRow>(
    `select i.user_id, u.name as account_name, ${shownUsername('u')} as username,
       i.given_name, i.family_name, i.birthdate::text as birthdate, ${iso('i.verified_at')} as verified_at
     from resident_identities i join "user" u on u.id = i.user_id
     where lower(unaccent(i.family_name)) = lower(unaccent($1)) and i.birthdate = $2::date
     order by i.verified_at desc
     limit 20`,
    [query.familyName, query.birthdate],
  );
  return rows.map((r) => ({
    userId: r.user_id,
    accountName: r.account_name,
    username: r.username,
    givenName: r.given_name,
    familyName: r.family_name,
    birthdate: r.birthdate,
    verifiedAt: r.verified_at,
  }));
}

/**
 * Frees an identity: the account loses it (and what it opened), the person can link it to another
 * account. In one transaction with its line in the moderation log, naming who and why.
 */
export async function releaseIdentity(pool: pg.Pool, staffId: string, userId: string, reason: string): Promise<void> {
  await inTransaction(pool, async (client) => {
    const { rowCount } = await client.query('delete from resident_identities where user_id = $1', [userId]);
    if (rowCount === 0) throw new AppError('IDENTITY_NOT_FOUND');
    await logModeration(client, {
      moderatorId: staffId,
      action: 'identity.release',
      targetType: 'resident_identity',
      targetId: userId,
      targetUserId: userId,
      reason,
    });
  });
}
