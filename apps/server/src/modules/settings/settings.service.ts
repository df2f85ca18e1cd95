import type { UpdateSettingsInput, UserSettings } from '@portmarin/shared';
import type pg from 'pg';
import type { RowOf } from '../../db/rows.ts';
import type { userSettings } from './settings.schema.ts';
import { inTransaction } from '../../db/sql.ts';
import { feedChanged } from '../posts/index.ts';
import { toSettings } from './user-settings.ts';

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
] as const;

function settingsValues(s: UserSettings): boolean[] {
  return [
    s.notifications.posts,
    s.notifications.comments,
    s.notifications.friends,
    s.notifications.messages,
    s.notifications.events,
    s.privacy.profileVisible,
    s.privacy.onlineStatus,
    s.privacy.readReceipts,
  ];
}

/** Merges a partial change into the stored settings in one transaction. */
export async function updateSettings(
  pool: pg.Pool,
  userId: string,
  change: UpdateSettingsInput,
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
    };
    await client.query(
      `insert into user_settings (user_id, ${COLUMNS.join(', ')}, updated_at)
       values ($1, ${COLUMNS.map((_, i) => `$${i + 2}`).join(', ')}, now())
       on conflict (user_id) do update set ${COLUMNS.map((c) => `${c} = excluded.${c}`).join(', ')}, updated_at = now()`,
      [userId, ...settingsValues(next)],
    );
    return { next, visibilityChanged: next.privacy.profileVisible !== current.privacy.profileVisible };
  });
  // Visitors do not see a hidden profile's posts in the feed.
  if (visibilityChanged) await feedChanged(pool);
  return next;
}
