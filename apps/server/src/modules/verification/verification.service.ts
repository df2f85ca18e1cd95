import { RESIDENCE_CODE_MAX_ATTEMPTS, type ResidenceState, type VerificationStatus } from '@portmarin/shared';
import { isoTimestamp as iso, type Sql } from '../../db/sql.ts';

type StatusRow = {
  given_name: string | null;
  family_name: string | null;
  birthdate: string | null;
  identity_verified_at: string | null;
  state: Exclude<ResidenceState, 'expired'> | null;
  expired: boolean;
  verified_now: boolean;
  method: 'letter' | 'counter' | null;
  address_id: string | null;
  address_label: string | null;
  requested_at: string | null;
  verified_at: string | null;
  expires_at: string | null;
  revoke_reason: string | null;
  code_expires_at: string | null;
  code_attempts: number | null;
};

/** The resident's own identity and residence verification, as the « Vérification » section shows them. */
export async function verificationStatus(
  sql: Sql,
  userId: string,
  franceConnectOffered: boolean,
): Promise<VerificationStatus> {
  const { rows } = await sql.query<StatusRow>(
    `select i.given_name, i.family_name, i.birthdate::text as birthdate, ${iso('i.verified_at')} as identity_verified_at,
       v.state, (v.state = 'verified' and v.expires_at <= now()) as expired,
       coalesce(v.state <> 'revoked' and v.verified_at is not null and v.expires_at > now(), false) as verified_now, v.method,
       a.id as address_id, a.label as address_label, ${iso('v.requested_at')} as requested_at,
       ${iso('v.verified_at')} as verified_at, ${iso('v.expires_at')} as expires_at, v.revoke_reason,
       ${iso('v.code_expires_at')} as code_expires_at, v.code_attempts
     from (select $1::text as id) u
     left join resident_identities i on i.user_id = u.id
     left join residence_verifications v on v.user_id = u.id
     left join town_addresses a on a.id = v.address_id`,
    [userId],
  );
  const r = rows[0]!;
  const residence =
    r.state && r.method && r.address_id && r.address_label && r.requested_at
      ? {
          state: r.expired ? ('expired' as const) : r.state,
          method: r.method,
          address: { id: r.address_id, label: r.address_label },
          requestedAt: r.requested_at,
          verifiedAt: r.verified_at,
          expiresAt: r.expires_at,
          revokeReason: r.revoke_reason,
          codeExpiresAt: r.state === 'letter_sent' ? r.code_expires_at : null,
          codeAttemptsLeft: Math.max(0, RESIDENCE_CODE_MAX_ATTEMPTS - (r.code_attempts ?? 0)),
        }
      : null;
  return {
    franceConnectOffered,
    identity:
      r.given_name !== null && r.family_name !== null && r.birthdate !== null && r.identity_verified_at !== null
        ? {
            givenName: r.given_name,
            familyName: r.family_name,
            birthdate: r.birthdate,
            verifiedAt: r.identity_verified_at,
          }
        : null,
    residence,
    // Renewing residents stay verified until the running verification ends (verified-resident.ts).
    verifiedResident: r.verified_now,
  };
}
