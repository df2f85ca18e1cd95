import { EmailField } from '@portmarin/shared';
import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import type { Auth } from '../../plugins/auth.ts';

/** How long the printed link lets the first admin choose a password: time to forward it to them. */
export const FIRST_ADMIN_LINK_HOURS = 72;

export class FirstAdminError extends Error {}

/** A free username from the address's local part (letters, digits, `_` and `.`, 3 to 30 characters). */
async function freeUsername(pool: pg.Pool, email: string): Promise<string> {
  const base =
    (email.split('@')[0] ?? '')
      .replace(/[^a-zA-Z0-9_.]/g, '')
      .slice(0, 24)
      .padEnd(3, '_') || 'admin';
  for (let n = 0; ; n++) {
    const candidate = n === 0 ? base : `${base}${n + 1}`;
    const { rowCount } = await pool.query('select 1 from "user" where lower(username) = lower($1)', [candidate]);
    if (!rowCount) return candidate;
  }
}

/**
 * The instance's first admin, without the demo and without a mail server (`npm run create-admin`):
 * the account with this address becomes admin, or is created verified and admin, with no password
 * anyone knows. Answers a one-time link (the mailed reset link's form) where they choose it.
 */
export async function createAdmin(
  deps: { auth: Auth; pool: pg.Pool; publicUrl: string },
  rawEmail: string,
): Promise<{ created: boolean; email: string; link: string }> {
  const parsed = EmailField.safeParse(rawEmail);
  if (!parsed.success) throw new FirstAdminError(parsed.error.issues[0]?.message ?? 'Adresse e-mail invalide.');
  const email = parsed.data.toLowerCase();
  const ctx = await deps.auth.$context;
  const { rows } = await deps.pool.query<{ id: string }>('select id from "user" where lower(email) = $1', [email]);
  let userId = rows[0]?.id;
  const created = !userId;
  if (userId) {
    await deps.pool.query(`update "user" set role = 'admin', email_verified = true, updated_at = now() where id = $1`, [
      userId,
    ]);
  } else {
    const username = await freeUsername(deps.pool, email);
    const user = await ctx.internalAdapter.createUser(
      { name: 'Administration', email, emailVerified: true, username, displayUsername: username, role: 'admin' },
      { method: 'email-password' },
    );
    userId = user.id;
    // A password nobody knows: the account opens only through the link below.
    await ctx.internalAdapter.linkAccount({
      userId,
      providerId: 'credential',
      accountId: userId,
      password: await ctx.password.hash(randomBytes(32).toString('base64url')),
    });
  }
  // better-auth's own reset token (the mailed link's), so its reset page and endpoint take it.
  const token = randomBytes(18).toString('base64url');
  await ctx.internalAdapter.createVerificationValue({
    identifier: `reset-password:${token}`,
    value: userId,
    expiresAt: new Date(Date.now() + FIRST_ADMIN_LINK_HOURS * 3600_000),
  });
  const link = `${deps.publicUrl}/api/auth/reset-password/${token}?callbackURL=${encodeURIComponent('/auth')}`;
  return { created, email, link };
}
