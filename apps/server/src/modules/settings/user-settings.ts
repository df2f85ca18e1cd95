import {
  DEFAULT_SETTINGS,
  type DigestFrequency,
  type NotificationSettings,
  type TimeOfDay,
  type UserSettings,
} from '@portmarin/shared';
import type { RowOf } from '../../db/rows.ts';
import type { Sql } from '../../db/sql.ts';
import type { userSettings } from './settings.schema.ts';

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
      showVerifiedResident: row.show_verified_resident,
    },
    quietHours: {
      enabled: row.quiet_hours_enabled,
      start: timeOfDay(row.quiet_hours_start),
      end: timeOfDay(row.quiet_hours_end),
    },
    digest: row.digest as DigestFrequency,
  };
}

/** 'HH:mm' as minutes after midnight, the way user_settings keeps quiet hours. */
export function minutesOf(time: TimeOfDay): number {
  const [hours, minutes] = time.split(':').map(Number);
  return hours! * 60 + minutes!;
}

/** Minutes after midnight as 'HH:mm'. */
export function timeOfDay(minutes: number): TimeOfDay {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** A resident's settings, read by the settings screen, the account export and realtime presence. */
export async function getSettings(sql: Sql, userId: string): Promise<UserSettings> {
  const { rows } = await sql.query<RowOf<typeof userSettings>>('select * from user_settings where user_id = $1', [
    userId,
  ]);
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
