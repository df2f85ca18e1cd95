/**
 * "The resident `userId` is a verified resident now" as a SQL condition (`userId` a column or a
 * parameter): proved where they live, by letter or at the counter, within the last two years, not
 * revoked. What residents-only votes and the electorate of their turnout count. A resident renewing
 * (a new letter on its way, or awaiting the town hall) stays verified until the running one ends.
 */
export const isVerifiedResident = (userId: string): string =>
  `exists (select 1 from residence_verifications rv
     where rv.user_id = ${userId} and rv.state <> 'revoked' and rv.verified_at is not null and rv.expires_at > now())`;

/**
 * The birth date FranceConnect vouched for, of the resident `userId` (a column or a parameter), as
 * a SQL expression: null when they have not identified. What the dating age gate trusts first.
 */
export const verifiedBirthdate = (userId: string): string =>
  `(select ri.birthdate from resident_identities ri where ri.user_id = ${userId})`;
