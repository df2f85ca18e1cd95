import {
  RESIDENCE_CODE_ALPHABET,
  RESIDENCE_CODE_DAYS,
  RESIDENCE_CODE_LENGTH,
  RESIDENCE_CODE_MAX_ATTEMPTS,
  RESIDENCE_EXPIRY_NOTICE_DAYS,
  RESIDENCE_VERIFICATION_YEARS,
  type DeskResident,
  type ResidenceDesk,
  type ResidentSearchResults,
} from '@portmarin/shared';
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type pg from 'pg';
import { logModeration } from '../../db/moderation-log.ts';
import { escapeLike, inTransaction, isoTimestamp as iso, type Sql } from '../../db/sql.ts';
import { AppError } from '../../lib/app-error.ts';
import { residenceLettersPdf, type LetterSender, type ResidenceLetter } from './residence-letters.ts';
import { attemptsLeftText, letterRecipient, mayRequestLetter } from './residence.policy.ts';
import { isVerifiedResident } from './verified-resident.ts';
import { shownUsername } from '../../db/user-names.ts';

/** How many verified residents the desk lists at once, the most recent first. */
export const VERIFIED_SHOWN = 200;
const SEARCH_SHOWN = 20;

const VERIFIED_FOR = `interval '${RESIDENCE_VERIFICATION_YEARS} years'`;
const CODE_VALID_FOR = `interval '${RESIDENCE_CODE_DAYS} days'`;

/** A fresh code: 8 characters of the unambiguous alphabet, from the system's CSPRNG. */
export function newResidenceCode(): string {
  return Array.from({ length: RESIDENCE_CODE_LENGTH }, () =>
    RESIDENCE_CODE_ALPHABET.charAt(randomInt(RESIDENCE_CODE_ALPHABET.length)),
  ).join('');
}

/** « K7MP3XQA » → « K7MP-3XQA »: as printed, two groups of four. */
export const groupedCode = (code: string): string => `${code.slice(0, 4)}-${code.slice(4)}`;

/**
 * The stored form of a code: SHA-256 (HMAC, keyed with the app's secret) of the resident's id and
 * the code, so a code only matches the row it was made for and a stolen table reveals no code.
 */
export function residenceCodeHash(secret: string, userId: string, code: string): string {
  return createHmac('sha256', secret).update(`residence-code:${userId}:${code}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Serialises the decisions about one address, so two residents at once cannot both pass its cap. */
async function lockAddress(sql: Sql, addressId: string): Promise<void> {
  await sql.query('select pg_advisory_xact_lock(hashtext($1))', [`residence-address:${addressId}`]);
}

/** Residents other than `userId` verified at the address now (renewals in progress included). */
async function verifiedAtAddress(sql: Sql, addressId: string, userId: string): Promise<number> {
  const { rows } = await sql.query<{ n: number }>(
    `select count(*)::int as n from residence_verifications v
     where v.address_id = $1 and v.user_id <> $2 and ${isVerifiedResident('v.user_id')}`,
    [addressId, userId],
  );
  return rows[0]!.n;
}

async function requireAddress(sql: Sql, addressId: string): Promise<void> {
  const { rowCount } = await sql.query('select 1 from town_addresses where id = $1 and retired_at is null', [
    addressId,
  ]);
  if (!rowCount) throw new AppError('RESIDENCE_ADDRESS_NOT_FOUND');
}

// ---------------------------------------------------------------- the resident

/**
 * The resident asks for a code by post at one of the town's addresses: their one row becomes a
 * letter to print, replacing a pending request, a refusal or a revocation. A running verification
 * stays valid during its renewal (its dates are kept until the new one replaces them).
 */
export async function requestLetter(
  pool: pg.Pool,
  input: { userId: string; addressId: string; franceConnectOffered: boolean },
): Promise<void> {
  await inTransaction(pool, async (sql) => {
    await requireAddress(sql, input.addressId);
    const { rows } = await sql.query<{
      name: string;
      given_name: string | null;
      family_name: string | null;
      state: string | null;
      expires_at: Date | null;
      now: Date;
    }>(
      `select u.name, i.given_name, i.family_name, v.state, v.expires_at, now() as now
       from "user" u
       left join resident_identities i on i.user_id = u.id
       left join residence_verifications v on v.user_id = u.id
       where u.id = $1
       for update of u`,
      [input.userId],
    );
    const row = rows[0];
    if (!row) throw new AppError('UNAUTHENTICATED');
    const identity =
      row.given_name !== null && row.family_name !== null
        ? { givenName: row.given_name, familyName: row.family_name }
        : null;
    const recipient = letterRecipient(input.franceConnectOffered, identity, row.name);
    if ('refused' in recipient) throw new AppError(recipient.refused);
    const current = row.state ? { state: row.state, expiresAt: row.expires_at } : null;
    if (!mayRequestLetter(current, row.now)) throw new AppError('RESIDENCE_ALREADY_VERIFIED');
    await sql.query(
      `insert into residence_verifications (user_id, address_id, method, state)
       values ($1, $2, 'letter', 'letter_requested')
       on conflict (user_id) do update set
         address_id = excluded.address_id, method = 'letter', state = 'letter_requested',
         code_hash = null, code_expires_at = null, code_attempts = 0, letter_printed_at = null,
         document = null, decided_by = null, revoked_at = null, revoke_reason = null,
         -- A revoked or refused verification is over; a running one lasts until the renewal lands.
         verified_at = case when residence_verifications.state = 'revoked' then null else residence_verifications.verified_at end,
         expires_at = case when residence_verifications.state = 'revoked' then null else residence_verifications.expires_at end,
         requested_at = now(), updated_at = now()`,
      [input.userId, input.addressId],
    );
  });
}

export type CodeOutcome = 'verified' | 'awaiting_confirmation';

type CodeAttempt =
  | { kind: 'refused'; code: 'RESIDENCE_NO_CODE' | 'RESIDENCE_CODE_LOCKED' | 'RESIDENCE_CODE_EXPIRED' }
  | { kind: 'wrong'; left: number }
  | { kind: 'done'; outcome: CodeOutcome };

const refused = (code: Extract<CodeAttempt, { kind: 'refused' }>['code']): CodeAttempt => ({ kind: 'refused', code });

/**
 * The resident types the code of their letter. A wrong code counts a try (committed, whatever
 * follows); the fifth locks it. The right one verifies them for two years, or, when the address
 * already has its cap of verified residents, waits for the town hall's confirmation.
 */
export async function submitCode(
  pool: pg.Pool,
  input: { userId: string; code: string; secret: string; residentsPerAddress: number },
): Promise<CodeOutcome> {
  const result = await inTransaction(pool, async (sql): Promise<CodeAttempt> => {
    const { rows } = await sql.query<{
      address_id: string;
      state: string;
      code_hash: string | null;
      code_attempts: number;
      code_expired: boolean;
    }>(
      `select address_id, state, code_hash, code_attempts, code_expires_at <= now() as code_expired
       from residence_verifications where user_id = $1 for update`,
      [input.userId],
    );
    const row = rows[0];
    if (!row || row.state !== 'letter_sent' || !row.code_hash) return refused('RESIDENCE_NO_CODE');
    if (row.code_attempts >= RESIDENCE_CODE_MAX_ATTEMPTS) return refused('RESIDENCE_CODE_LOCKED');
    if (row.code_expired) return refused('RESIDENCE_CODE_EXPIRED');
    if (!sameHash(row.code_hash, residenceCodeHash(input.secret, input.userId, input.code))) {
      const attempts = row.code_attempts + 1;
      await sql.query('update residence_verifications set code_attempts = $2, updated_at = now() where user_id = $1', [
        input.userId,
        attempts,
      ]);
      return { kind: 'wrong', left: RESIDENCE_CODE_MAX_ATTEMPTS - attempts };
    }
    await lockAddress(sql, row.address_id);
    const others = await verifiedAtAddress(sql, row.address_id, input.userId);
    const outcome: CodeOutcome = others >= input.residentsPerAddress ? 'awaiting_confirmation' : 'verified';
    await sql.query(
      outcome === 'verified'
        ? `update residence_verifications set state = 'verified', code_hash = null,
             verified_at = now(), expires_at = now() + ${VERIFIED_FOR}, expiry_notified_at = null, updated_at = now()
           where user_id = $1`
        : `update residence_verifications set state = 'awaiting_confirmation', code_hash = null, updated_at = now()
           where user_id = $1`,
      [input.userId],
    );
    return { kind: 'done', outcome };
  });
  // Thrown once the transaction is over: a wrong try stays counted.
  if (result.kind === 'refused') throw new AppError(result.code);
  if (result.kind === 'wrong') {
    if (result.left <= 0) throw new AppError('RESIDENCE_CODE_LOCKED');
    throw new AppError(
      'RESIDENCE_CODE_WRONG',
      `Ce code ne correspond pas à celui de votre courrier. ${attemptsLeftText(result.left)}`,
    );
  }
  return result.outcome;
}

// ---------------------------------------------------------------- the town hall

/**
 * Every letter still to print, in one PDF: each gets a fresh code (kept hashed, valid 60 days,
 * tries reset) and becomes `letter_sent`, all in the transaction that builds the PDF, so a failure
 * leaves every request as it was. Returns the PDF and the residents to tell.
 */
export async function printLetters(
  pool: pg.Pool,
  input: { staffId: string; secret: string; franceConnectOffered: boolean; sender: LetterSender },
): Promise<{ pdf: Uint8Array; userIds: string[] }> {
  return inTransaction(pool, async (sql) => {
    const { rows } = await sql.query<{
      user_id: string;
      name: string;
      given_name: string | null;
      family_name: string | null;
      numero: number;
      rep: string;
      nom_voie: string;
      code_postal: string;
      nom_commune: string;
      code_expires_at: Date;
    }>(
      `select v.user_id, u.name, i.given_name, i.family_name, a.numero, a.rep, a.nom_voie, a.code_postal,
         a.nom_commune, now() + ${CODE_VALID_FOR} as code_expires_at
       from residence_verifications v
       join "user" u on u.id = v.user_id
       join town_addresses a on a.id = v.address_id
       left join resident_identities i on i.user_id = v.user_id
       where v.state = 'letter_requested'
       order by v.requested_at, v.user_id
       for update of v skip locked`,
    );
    if (rows.length === 0) throw new AppError('RESIDENCE_NO_LETTERS');
    const letters: ResidenceLetter[] = [];
    const hashes: string[] = [];
    for (const row of rows) {
      const code = newResidenceCode();
      hashes.push(residenceCodeHash(input.secret, row.user_id, code));
      const identity =
        row.given_name !== null && row.family_name !== null
          ? { givenName: row.given_name, familyName: row.family_name }
          : null;
      const recipient = letterRecipient(input.franceConnectOffered, identity, row.name);
      letters.push({
        // An identity erased since the request: the account's name still reaches the letterbox.
        name: 'name' in recipient ? recipient.name : row.name,
        street: [String(row.numero), row.rep, row.nom_voie].filter(Boolean).join(' '),
        codePostal: row.code_postal,
        commune: row.nom_commune,
        code: groupedCode(code),
        codeExpiresAt: row.code_expires_at,
      });
    }
    const userIds = rows.map((r) => r.user_id);
    await sql.query(
      `update residence_verifications v set state = 'letter_sent', code_hash = h.hash,
         code_expires_at = now() + ${CODE_VALID_FOR}, code_attempts = 0, letter_printed_at = now(),
         decided_by = $3, updated_at = now()
       from unnest($1::text[], $2::text[]) as h(user_id, hash)
       where v.user_id = h.user_id`,
      [userIds, hashes, input.staffId],
    );
    const pdf = await residenceLettersPdf(letters, input.sender);
    return { pdf, userIds };
  });
}

async function requireResident(sql: Sql, userId: string): Promise<void> {
  const { rowCount } = await sql.query('select 1 from "user" where id = $1 for update', [userId]);
  if (!rowCount) throw new AppError('RESIDENCE_RESIDENT_NOT_FOUND');
}

/** At the counter: the town hall saw the documents and verifies the resident for two years (logged). */
export async function verifyAtCounter(
  pool: pg.Pool,
  input: { staffId: string; userId: string; addressId: string; document: string },
): Promise<void> {
  await inTransaction(pool, async (sql) => {
    await requireResident(sql, input.userId);
    await requireAddress(sql, input.addressId);
    await sql.query(
      `insert into residence_verifications (user_id, address_id, method, state, document, verified_at, expires_at, decided_by)
       values ($1, $2, 'counter', 'verified', $3, now(), now() + ${VERIFIED_FOR}, $4)
       on conflict (user_id) do update set
         address_id = excluded.address_id, method = 'counter', state = 'verified', document = excluded.document,
         code_hash = null, code_expires_at = null, code_attempts = 0, letter_printed_at = null,
         verified_at = excluded.verified_at, expires_at = excluded.expires_at, expiry_notified_at = null,
         revoked_at = null, revoke_reason = null, decided_by = excluded.decided_by,
         requested_at = now(), updated_at = now()`,
      [input.userId, input.addressId, input.document, input.staffId],
    );
    await logModeration(sql, {
      moderatorId: input.staffId,
      action: 'residence.verify',
      targetType: 'residence_verification',
      targetId: input.userId,
      targetUserId: input.userId,
      reason: `Vérifié à l’accueil de la mairie sur présentation de${'\u00a0'}: ${input.document}`,
      details: { addressId: input.addressId },
    });
  });
}

/** A verification past its address's cap: the town hall confirms it (two years from now) or refuses it. */
export async function decideAwaiting(
  pool: pg.Pool,
  input: { staffId: string; userId: string } & ({ confirm: true } | { confirm: false; reason: string }),
): Promise<void> {
  await inTransaction(pool, async (sql) => {
    const { rows } = await sql.query<{ address_id: string }>(
      `select address_id from residence_verifications where user_id = $1 and state = 'awaiting_confirmation' for update`,
      [input.userId],
    );
    const row = rows[0];
    if (!row) throw new AppError('RESIDENCE_NOT_AWAITING');
    if (input.confirm) {
      await sql.query(
        `update residence_verifications set state = 'verified', verified_at = now(), expires_at = now() + ${VERIFIED_FOR},
           expiry_notified_at = null, decided_by = $2, updated_at = now()
         where user_id = $1`,
        [input.userId, input.staffId],
      );
    } else {
      await sql.query(
        `update residence_verifications set state = 'revoked', revoked_at = now(), revoke_reason = $3,
           decided_by = $2, updated_at = now()
         where user_id = $1`,
        [input.userId, input.staffId, input.reason],
      );
    }
    await logModeration(sql, {
      moderatorId: input.staffId,
      action: input.confirm ? 'residence.confirm' : 'residence.refuse',
      targetType: 'residence_verification',
      targetId: input.userId,
      targetUserId: input.userId,
      reason: input.confirm ? 'Domicile confirmé au-delà du plafond de résidents par adresse' : input.reason,
      details: { addressId: row.address_id },
    });
  });
}

/** The town hall revokes a running verification (« A déménagé »): logged, the resident told why. */
export async function revokeResidence(
  pool: pg.Pool,
  input: { staffId: string; userId: string; reason: string },
): Promise<void> {
  await inTransaction(pool, async (sql) => {
    const { rows } = await sql.query<{ address_id: string }>(
      `select address_id from residence_verifications
       where user_id = $1 and state <> 'revoked' and verified_at is not null for update`,
      [input.userId],
    );
    const row = rows[0];
    if (!row) throw new AppError('RESIDENCE_NOT_VERIFIED');
    // A renewal letter on its way is void too.
    await sql.query(
      `update residence_verifications set state = 'revoked', revoked_at = now(), revoke_reason = $3,
         code_hash = null, decided_by = $2, updated_at = now()
       where user_id = $1`,
      [input.userId, input.staffId, input.reason],
    );
    await logModeration(sql, {
      moderatorId: input.staffId,
      action: 'residence.revoke',
      targetType: 'residence_verification',
      targetId: input.userId,
      targetUserId: input.userId,
      reason: input.reason,
      details: { addressId: row.address_id },
    });
  });
}

// ---------------------------------------------------------------- the desk's lists

const DESK_COLUMNS = `u.id, u.name, ${shownUsername('u')} as username, u.email,
  v.state, (v.state = 'verified' and v.expires_at <= now()) as expired, v.method,
  a.id as address_id, a.label as address_label, ${iso('v.requested_at')} as requested_at,
  ${iso('v.verified_at')} as verified_at, ${iso('v.expires_at')} as expires_at, v.document, v.revoke_reason`;

type DeskRow = {
  id: string;
  name: string;
  username: string | null;
  email: string;
  state: Exclude<DeskResident['residence'], null>['state'] | null;
  expired: boolean;
  method: 'letter' | 'counter' | null;
  address_id: string | null;
  address_label: string | null;
  requested_at: string | null;
  verified_at: string | null;
  expires_at: string | null;
  document: string | null;
  revoke_reason: string | null;
};

function toDeskResident(r: DeskRow): DeskResident {
  return {
    id: r.id,
    name: r.name,
    username: r.username,
    email: r.email,
    residence:
      r.state && r.method && r.address_id && r.address_label && r.requested_at
        ? {
            state: r.expired ? 'expired' : r.state,
            method: r.method,
            address: { id: r.address_id, label: r.address_label },
            requestedAt: r.requested_at,
            verifiedAt: r.verified_at,
            expiresAt: r.expires_at,
            document: r.document,
            revokeReason: r.revoke_reason,
          }
        : null,
  };
}

/** What waits for the town hall: letters to print, confirmations, and who is verified now. */
export async function residenceDesk(sql: Sql, residentsPerAddress: number): Promise<ResidenceDesk> {
  const from = `from residence_verifications v join "user" u on u.id = v.user_id join town_addresses a on a.id = v.address_id`;
  const [toPrint, awaiting, verified, count] = await Promise.all([
    sql.query<{ n: number }>(`select count(*)::int as n from residence_verifications where state = 'letter_requested'`),
    sql.query<DeskRow>(`select ${DESK_COLUMNS} ${from} where v.state = 'awaiting_confirmation' order by v.updated_at`),
    sql.query<DeskRow>(
      `select ${DESK_COLUMNS} ${from} where ${isVerifiedResident('v.user_id')}
       order by v.verified_at desc, u.id limit ${VERIFIED_SHOWN}`,
    ),
    sql.query<{ n: number }>(
      `select count(*)::int as n from residence_verifications v where ${isVerifiedResident('v.user_id')}`,
    ),
  ]);
  return {
    lettersToPrint: toPrint.rows[0]!.n,
    awaiting: awaiting.rows.map(toDeskResident),
    verified: verified.rows.map(toDeskResident),
    verifiedCount: count.rows[0]!.n,
    residentsPerAddress,
  };
}

/** The counter finds a resident by name, e-mail or username (any case, accents as typed). */
export async function searchResidents(sql: Sql, q: string): Promise<ResidentSearchResults> {
  const { rows } = await sql.query<DeskRow>(
    `select ${DESK_COLUMNS}
     from "user" u
     left join residence_verifications v on v.user_id = u.id
     left join town_addresses a on a.id = v.address_id
     where lower(u.name) like $1 or lower(u.email) like $1 or lower(coalesce(u.username, '')) like $1
     order by u.name, u.id limit ${SEARCH_SHOWN}`,
    [`%${escapeLike(q.toLowerCase())}%`],
  );
  return { residents: rows.map(toDeskResident) };
}

// ---------------------------------------------------------------- the expiry notice

/**
 * Verifications ending within 30 days of `now` whose resident was not told yet: claimed in one
 * update (two instances never tell twice), returned to notify.
 */
export async function claimExpiringVerifications(
  sql: Sql,
  now: Date,
): Promise<Array<{ userId: string; expiresAt: Date }>> {
  const { rows } = await sql.query<{ user_id: string; expires_at: Date }>(
    `update residence_verifications set expiry_notified_at = $1
     where state = 'verified' and expiry_notified_at is null
       and expires_at > $1 and expires_at <= $1::timestamptz + interval '${RESIDENCE_EXPIRY_NOTICE_DAYS} days'
     returning user_id, expires_at`,
    [now],
  );
  return rows.map((r) => ({ userId: r.user_id, expiresAt: r.expires_at }));
}
