import { z } from 'zod';

export const NotificationSettings = z.object({
  posts: z.boolean(),
  comments: z.boolean(),
  friends: z.boolean(),
  messages: z.boolean(),
  events: z.boolean(),
});
export type NotificationSettings = z.infer<typeof NotificationSettings>;

export const PrivacySettings = z.object({
  profileVisible: z.boolean(),
  onlineStatus: z.boolean(),
  readReceipts: z.boolean(),
});
export type PrivacySettings = z.infer<typeof PrivacySettings>;

export const UserSettings = z.object({
  notifications: NotificationSettings,
  privacy: PrivacySettings,
});
export type UserSettings = z.infer<typeof UserSettings>;

/** Spec section 9: notifications on except messages; profile visible, online status hidden, receipts on. */
export const DEFAULT_SETTINGS: UserSettings = {
  notifications: { posts: true, comments: true, friends: true, messages: false, events: true },
  privacy: { profileVisible: true, onlineStatus: false, readReceipts: true },
};

export const UpdateSettingsInput = z
  .object({
    notifications: NotificationSettings.partial().strict().optional(),
    privacy: PrivacySettings.partial().strict().optional(),
  })
  .strict()
  .refine((v) => v.notifications !== undefined || v.privacy !== undefined, {
    message: 'Aucun paramètre à mettre à jour.',
  });
export type UpdateSettingsInput = z.infer<typeof UpdateSettingsInput>;
