import { DEFAULT_SETTINGS, type UserSettings } from '@portmarin/shared';
import type { RowOf } from './rows.ts';
import type { userSettings } from './schema/index.ts';
import type { Sql } from './sql.ts';

/** A user_settings row as the API's settings; a resident without a row has the defaults. */
export function toSettings(row: RowOf<typeof userSettings> | undefined): UserSettings {
  if (!row) return structuredClone(DEFAULT_SETTINGS);
  return {
    notifications: {
      posts: row.notify_posts,
      comments: row.notify_comments,
      friends: row.notify_friends,
      messages: row.notify_messages,
      events: row.notify_events,
    },
    privacy: {
      profileVisible: row.profile_visible,
      onlineStatus: row.online_status,
      readReceipts: row.read_receipts,
    },
  };
}

/** A resident's settings, read by the settings screen, the account export and realtime presence. */
export async function getSettings(sql: Sql, userId: string): Promise<UserSettings> {
  const { rows } = await sql.query<RowOf<typeof userSettings>>('select * from user_settings where user_id = $1', [
    userId,
  ]);
  return toSettings(rows[0]);
}
