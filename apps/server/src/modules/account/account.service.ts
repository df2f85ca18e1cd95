import type { AccountExport } from '@portmarin/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { account, session, user } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { getSettings } from '../settings/settings.service.ts';

export async function exportAccount(db: Db, userId: string): Promise<AccountExport> {
  const [row] = await db.select().from(user).where(eq(user.id, userId));
  if (!row) throw new AppError('NOT_FOUND');
  const sessions = await db.select().from(session).where(eq(session.userId, userId));
  const logins = await db.select().from(account).where(eq(account.userId, userId));
  return {
    exportedAt: new Date().toISOString(),
    account: {
      id: row.id,
      name: row.name,
      email: row.email,
      username: row.displayUsername ?? row.username,
      role: row.role,
      emailVerified: row.emailVerified,
      image: row.image,
      createdAt: row.createdAt.toISOString(),
    },
    settings: await getSettings(db, userId),
    // Tokens and password hashes are secrets, not personal data to hand out.
    sessions: sessions.map((s) => ({
      createdAt: s.createdAt.toISOString(),
      expiresAt: s.expiresAt.toISOString(),
      ipAddress: s.ipAddress,
      userAgent: s.userAgent,
    })),
    loginMethods: logins.map((a) => ({ provider: a.providerId, createdAt: a.createdAt.toISOString() })),
  };
}

/** Erases the account; sessions, settings and every owned row go with it (ON DELETE CASCADE). */
export async function deleteAccount(db: Db, userId: string, confirmEmail: string): Promise<void> {
  const [row] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId));
  if (!row) throw new AppError('NOT_FOUND');
  if (row.email.toLowerCase() !== confirmEmail.trim().toLowerCase()) {
    throw new AppError('VALIDATION_ERROR', "L'adresse e-mail saisie ne correspond pas à votre compte.");
  }
  await db.delete(user).where(eq(user.id, userId));
}
