import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';

/** Where a test resident's residence verification stands: the states the rules tell apart. */
export type ResidenceStanding = 'verified' | 'revoked' | 'expired';

/**
 * Gives `userId` a residence verification as the verification module would leave it, written in
 * SQL (how a resident gets verified is that module's own tests): verified for two years from now,
 * revoked, or verified two years ago and expired since. Calling it again replaces the standing.
 */
export async function setResidence(app: FastifyInstance, userId: string, standing: ResidenceStanding): Promise<void> {
  const addressId = `56999_test_${randomBytes(4).toString('hex')}`;
  await app.pool.query(
    `insert into town_addresses (id, numero, nom_voie, code_postal, code_insee, nom_commune, lon, lat, label)
     values ($1, 3, 'rue des Tests', '56290', '56999', 'Port-Marin', -3.1, 47.5, '3 rue des Tests, 56290 Port-Marin')`,
    [addressId],
  );
  const dates = {
    verified: [`now()`, `now() + interval '2 years'`, 'null'],
    revoked: [`now() - interval '1 month'`, `now() + interval '23 months'`, 'now()'],
    expired: [`now() - interval '2 years 1 day'`, `now() - interval '1 day'`, 'null'],
  }[standing];
  await app.pool.query(
    `insert into residence_verifications (user_id, address_id, method, state, document, verified_at, expires_at,
       revoked_at, revoke_reason)
     values ($1, $2, 'counter', $3, 'Justificatif de domicile', ${dates[0]}, ${dates[1]}, ${dates[2]}, $4)
     on conflict (user_id) do update set address_id = excluded.address_id, state = excluded.state,
       verified_at = excluded.verified_at, expires_at = excluded.expires_at, revoked_at = excluded.revoked_at,
       revoke_reason = excluded.revoke_reason, updated_at = now()`,
    [userId, addressId, standing === 'revoked' ? 'revoked' : 'verified', standing === 'revoked' ? 'A déménagé' : null],
  );
}
