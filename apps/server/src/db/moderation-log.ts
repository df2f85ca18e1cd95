import type { Sql } from './sql.ts';

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
