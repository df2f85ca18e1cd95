import { DEFAULT_SETTINGS, type UserSettings } from '@portmarin/shared';
import { eq } from 'drizzle-orm';
import type { Db } from './client.ts';
import { userSettings } from './schema/index.ts';

/** A user_settings row as the API's settings; a resident without a row has the defaults. */
export function toSettings(row: typeof userSettings.$inferSelect | undefined): UserSettings {
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
export async function getSettings(db: Db, userId: string): Promise<UserSettings> {
  const [row] = await db.select().from(userSettings).where(eq(userSettings.userId, userId));
  return toSettings(row);
}
