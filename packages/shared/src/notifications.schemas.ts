import { z } from 'zod';
import { NOTIFICATION_TYPES } from './kinds.ts';
import { CursorField } from './text.schemas.ts';

/**
 * Every notification type, declared by the feature that sends it (kinds.ts); the server maps each
 * to a settings switch, or none when the resident asked for it or must be told.
 */
export const NotificationType = z.enum(NOTIFICATION_TYPES);
export type NotificationType = z.infer<typeof NotificationType>;

export const NotificationActor = z.object({
  id: z.string(),
  name: z.string().nullable(),
  username: z.string().nullable(),
  image: z.string().nullable(),
});

export const Notification = z.object({
  id: z.uuid(),
  type: NotificationType,
  actor: NotificationActor.nullable(),
  /** The French sentence shown, e.g. "Marie Le Goff a aimé votre publication". */
  text: z.string(),
  /** An excerpt of the post, comment or message it is about ('' when none). */
  content: z.string(),
  /** The app path it opens. */
  link: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof Notification>;

export const NotificationsQuery = z.object({
  cursor: CursorField.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export const NotificationsPage = z.object({
  notifications: z.array(Notification),
  nextCursor: z.string().nullable(),
});
export type NotificationsPage = z.infer<typeof NotificationsPage>;

export const NotificationIdParams = z.object({ id: z.uuid('Identifiant de notification invalide.') });

export const UnreadCount = z.object({ count: z.number().int().min(0) });
export type UnreadCount = z.infer<typeof UnreadCount>;
