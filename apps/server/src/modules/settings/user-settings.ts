import { DEFAULT_SETTINGS, type NotificationSettings, type UserSettings } from '@portmarin/shared';
import type { Sql } from '../../db/sql.ts';
import type { userSettings } from './settings.schema.ts';

type SettingsRow = Omit<typeof userSettings.$inferSelect, 'userId' | 'updatedAt'>;

/** A user_settings row as the API's settings; a resident without a row has the defaults. */
export function toSettings(row: SettingsRow | undefined): UserSettings {
  if (!row) return structuredClone(DEFAULT_SETTINGS);
  return {
    notifications: {
      posts: row.notifyPosts,
      comments: row.notifyComments,
      friends: row.notifyFriends,
      messages: row.notifyMessages,
      events: row.notifyEvents,
    },
    privacy: {
      profileVisible: row.profileVisible,
      onlineStatus: row.onlineStatus,
      readReceipts: row.readReceipts,
    },
  };
}

/** A resident's settings, read by the settings screen, the account export and realtime presence. */
export async function getSettings(sql: Sql, userId: string): Promise<UserSettings> {
  const { rows } = await sql.query<SettingsRow>(
    `select notify_posts as "notifyPosts", notify_comments as "notifyComments", notify_friends as "notifyFriends",
       notify_messages as "notifyMessages", notify_events as "notifyEvents", profile_visible as "profileVisible",
       online_status as "onlineStatus", read_receipts as "readReceipts"
     from user_settings where user_id = $1`,
    [userId],
  );
  return toSettings(rows[0]);
}

/** The user_settings column of each notification switch. */
const SWITCH_COLUMNS: Record<keyof NotificationSettings, string> = {
  posts: 'notify_posts',
  comments: 'notify_comments',
  friends: 'notify_friends',
  messages: 'notify_messages',
  events: 'notify_events',
};

/** The SQL condition "the resident `user` (a parameter) has this switch on"; no settings row: the default. */
export function notificationSwitch(setting: keyof NotificationSettings, user: string): string {
  return `coalesce((select ${SWITCH_COLUMNS[setting]} from user_settings where user_id = ${user}), ${DEFAULT_SETTINGS.notifications[setting]})`;
}
