import type { UpdateSettingsInput, UserSettings } from '@portmarin/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userSettings } from './settings.schema.ts';
import { toSettings } from './user-settings.ts';

function toColumns(s: UserSettings) {
  return {
    notifyPosts: s.notifications.posts,
    notifyComments: s.notifications.comments,
    notifyFriends: s.notifications.friends,
    notifyMessages: s.notifications.messages,
    notifyEvents: s.notifications.events,
    profileVisible: s.privacy.profileVisible,
    onlineStatus: s.privacy.onlineStatus,
    readReceipts: s.privacy.readReceipts,
  };
}

/** Merges a partial change into the stored settings in one transaction. */
export async function updateSettings(db: Db, userId: string, change: UpdateSettingsInput): Promise<UserSettings> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(userSettings).where(eq(userSettings.userId, userId)).for('update');
    const current = toSettings(row);
    const next: UserSettings = {
      notifications: { ...current.notifications, ...change.notifications },
      privacy: { ...current.privacy, ...change.privacy },
    };
    const values = { ...toColumns(next), updatedAt: new Date() };
    await tx
      .insert(userSettings)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: userSettings.userId, set: values });
    return next;
  });
}
