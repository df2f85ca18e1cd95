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
  /** The « Résident vérifié » mark on the profile, shown only while the verification holds. */
  showVerifiedResident: z.boolean(),
});
export type PrivacySettings = z.infer<typeof PrivacySettings>;

/** A time of day on the town's clock, 'HH:mm' (24 h). */
export const TimeOfDay = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'Indiquez une heure au format HH:MM (par exemple 22:00).' });
export type TimeOfDay = z.infer<typeof TimeOfDay>;

/**
 * Quiet hours: from `start` to `end` on the town's clock (across midnight when `end` comes first),
 * nothing but alerts is pushed; what was held is summarised when they end.
 */
export const QuietHours = z.object({
  enabled: z.boolean(),
  start: TimeOfDay,
  end: TimeOfDay,
});
export type QuietHours = z.infer<typeof QuietHours>;

/** The e-mail digest of what the resident missed (docs/decisions/0076-quiet-hours-and-digest.md). */
export const DigestFrequency = z.enum(['off', 'daily', 'weekly'], {
  message: 'Choisissez un résumé par e-mail : aucun, quotidien ou hebdomadaire.',
});
export type DigestFrequency = z.infer<typeof DigestFrequency>;

export const UserSettings = z.object({
  notifications: NotificationSettings,
  privacy: PrivacySettings,
  quietHours: QuietHours,
  digest: DigestFrequency,
});
export type UserSettings = z.infer<typeof UserSettings>;

/**
 * Spec section 9: notifications on except messages; profile visible, online status hidden, receipts on.
 * Issue 37: the « Résident vérifié » mark off until the resident chooses to show it.
 * Issue 30: quiet hours off (22:00–07:00 ready to turn on), no digest until the resident asks for one.
 */
export const DEFAULT_SETTINGS: UserSettings = {
  notifications: { posts: true, comments: true, friends: true, messages: false, events: true },
  privacy: { profileVisible: true, onlineStatus: false, readReceipts: true, showVerifiedResident: false },
  quietHours: { enabled: false, start: '22:00', end: '07:00' },
  digest: 'off',
};

export const QUIET_HOURS_SAME_TIMES = 'Les heures calmes doivent commencer et finir à des heures différentes.';

export const UpdateSettingsInput = z
  .object({
    notifications: NotificationSettings.partial().strict().optional(),
    privacy: PrivacySettings.partial().strict().optional(),
    quietHours: QuietHours.partial().strict().optional(),
    digest: DigestFrequency.optional(),
  })
  .strict()
  .refine(
    (v) =>
      v.notifications !== undefined || v.privacy !== undefined || v.quietHours !== undefined || v.digest !== undefined,
    { message: 'Aucun paramètre à mettre à jour.' },
  )
  .refine((v) => v.quietHours?.start === undefined || v.quietHours.start !== v.quietHours.end, {
    message: QUIET_HOURS_SAME_TIMES,
    path: ['quietHours', 'end'],
  });
export type UpdateSettingsInput = z.infer<typeof UpdateSettingsInput>;
