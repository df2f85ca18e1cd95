import type pg from 'pg';
import { inTransaction, type Sql } from './sql.ts';

export type ModerationLogEntry = {
  moderatorId: string;
  /** What was done, e.g. 'hide', 'restore', 'warn', 'suspend', 'referendum.close', 'report.status'. */
  action: string;
  /** What it was done to, e.g. 'post', 'profile', 'referendum', 'neighbour_report', 'suggestion'. */
  targetType: string;
  targetId: string;
  /** The resident concerned (the content's author), when there is one. */
  targetUserId?: string | null;
  reason: string;
  details?: Record<string, unknown>;
};

/**
 * Records a moderator's or admin's action (who, when, what, why) in `moderation_log`, which admins
 * read. Call it with the same `sql` as the change itself, inside its transaction, so neither
 * exists without the other.
 */
export async function logModeration(sql: Sql, entry: ModerationLogEntry): Promise<void> {
  await sql.query(
    `insert into moderation_log (moderator_id, action, target_type, target_id, target_user_id, reason, details)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [
      entry.moderatorId,
      entry.action,
      entry.targetType,
      entry.targetId,
      entry.targetUserId ?? null,
      entry.reason,
      entry.details ? JSON.stringify(entry.details) : null,
    ],
  );
}

/**
 * Runs `change`; when `entry` is given (staff acting on what is not theirs), in one transaction
 * with its log row.
 */
export async function withModerationLog<T>(
  pool: pg.Pool,
  entry: ModerationLogEntry | null,
  change: (sql: Sql) => Promise<T>,
): Promise<T> {
  if (!entry) return change(pool);
  return inTransaction(pool, async (client) => {
    const result = await change(client);
    await logModeration(client, entry);
    return result;
  });
}

/** The reason logged when staff delete or edit through the ordinary screens, which ask for none. */
export const NO_REASON_GIVEN = 'Action de la modération depuis l’écran du contenu (sans motif saisi)';

/**
 * The log entry of a moderator or admin acting through a content's ordinary screens (editing,
 * deleting, verifying): null when the actor is the content's owner, whose own changes are not
 * moderation. `ownerId` null (seeded or orphaned content) is always someone else's.
 */
export function staffEntry(
  actorId: string,
  ownerId: string | null,
  action: string,
  target: { type: string; id: string },
  details?: Record<string, unknown>,
): ModerationLogEntry | null {
  if (ownerId !== null && actorId === ownerId) return null;
  return {
    moderatorId: actorId,
    action,
    targetType: target.type,
    targetId: target.id,
    targetUserId: ownerId,
    reason: NO_REASON_GIVEN,
    ...(details ? { details } : {}),
  };
}
