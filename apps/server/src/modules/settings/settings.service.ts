import { QUIET_HOURS_SAME_TIMES, type UpdateSettingsInput, type UserSettings } from '@portmarin/shared';
import type pg from 'pg';
import type { RowOf } from '../../db/rows.ts';
import type { userSettings } from './settings.schema.ts';
import { inTransaction, type Sql } from '../../db/sql.ts';
import { AppError } from '../../lib/app-error.ts';
import { digestPeriod } from '../../plugins/digest.ts';
import { feedChanged } from '../posts/index.ts';
import { minutesOf, toSettings } from './user-settings.ts';

/** The columns of `user_settings` in the order of `settingsValues`. */
const COLUMNS = [
  'notify_posts',
  'notify_comments',
  'notify_friends',
  'notify_messages',
  'notify_events',
  'profile_visible',
  'online_status',
  'read_receipts',
  'show_verified_resident',
  'quiet_hours_enabled',
  'quiet_hours_start',
  'quiet_hours_end',
  'digest',
] as const;

function settingsValues(s: UserSettings): Array<boolean | number | string> {
  return [
    s.notifications.posts,
    s.notifications.comments,
    s.notifications.friends,
    s.notifications.messages,
    s.notifications.events,
    s.privacy.profileVisible,
    s.privacy.onlineStatus,
    s.privacy.readReceipts,
    s.privacy.showVerifiedResident,
    s.quietHours.enabled,
    minutesOf(s.quietHours.start),
    minutesOf(s.quietHours.end),
    s.digest,
  ];
}

/** Merges a partial change into the stored settings in one transaction. */
export async function updateSettings(
  pool: pg.Pool,
  userId: string,
  change: UpdateSettingsInput,
  now = new Date(),
): Promise<UserSettings> {
  const { next, visibilityChanged } = await inTransaction(pool, async (client) => {
    const { rows } = await client.query<RowOf<typeof userSettings>>(
      'select * from user_settings where user_id = $1 for update',
      [userId],
    );
    const current = toSettings(rows[0]);
    const next: UserSettings = {
      notifications: { ...current.notifications, ...change.notifications },
      privacy: { ...current.privacy, ...change.privacy },
      quietHours: { ...current.quietHours, ...change.quietHours },
      digest: change.digest ?? current.digest,
    };
    // Checked on the merged value: a change of the start alone may meet the stored end.
    if (next.quietHours.start === next.quietHours.end) throw new AppError('VALIDATION_ERROR', QUIET_HOURS_SAME_TIMES);
    // A digest just turned on starts with the next period, not with a mail for the one under way.
    const sentPeriod =
      next.digest === current.digest
        ? (rows[0]?.digest_sent_period ?? null)
        : next.digest === 'off'
          ? null
          : digestPeriod(next.digest, now).key;
    await client.query(
      `insert into user_settings (user_id, ${COLUMNS.join(', ')}, digest_sent_period, updated_at)
       values ($1, ${COLUMNS.map((_, i) => `$${i + 2}`).join(', ')}, $${COLUMNS.length + 2}, now())
       on conflict (user_id) do update set ${COLUMNS.map((c) => `${c} = excluded.${c}`).join(', ')},
         digest_sent_period = excluded.digest_sent_period, updated_at = now()`,
      [userId, ...settingsValues(next), sentPeriod],
    );
    return { next, visibilityChanged: next.privacy.profileVisible !== current.privacy.profileVisible };
  });
  // Visitors do not see a hidden profile's posts in the feed.
  if (visibilityChanged) await feedChanged(pool);
  return next;
}

/** The digest turned off (a mail's unsubscribe link); a resident without a settings row has none. */
export async function unsubscribeFromDigest(sql: Sql, userId: string): Promise<void> {
  await sql.query(
    `update user_settings set digest = 'off', digest_sent_period = null, updated_at = now()
     where user_id = $1 and digest <> 'off'`,
    [userId],
  );
}
