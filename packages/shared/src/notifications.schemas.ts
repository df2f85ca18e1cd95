import { z } from 'zod';
import { CursorField } from './text.schemas.ts';

/**
 * like, comment → posts/comments switches; friend (a new follower) → friends; message → messages;
 * page_message (a resident wrote to a page, to its staff), page_reply (a page answered) → messages;
 * group_request (to a private group's admins), group_accepted (to the resident let in) → friends.
 * Civic and moderation types (a followed report's status, a content report's receipt and outcome,
 * a warning, a suspension and its lifting) have no switch: a resident asked for them or must be told.
 * friend_request, friend_accepted → friends; event_joined (to the organiser), event_updated,
 * event_cancelled, event_reminder (to participants) → events; ad_request_outcome (an admin's answer
 * to a business's campaign, boost or badge request) has no switch; neither has
 * dating_birth_date_correction (a moderator's answer to a request to correct a birth date), nor
 * referendum_proposal_published / referendum_proposal_declined (to the resident who proposed it).
 * residence_* (issue 37: the letter posted, verified or confirmed, awaiting the town hall, confirmed, refused,
 * revoked, ending in 30 days) have no switch: the resident asked for them or must be told.
 * Later features add their types here and map them to a settings switch on the server.
 */
export const NotificationType = z.enum([
  'like',
  'comment',
  'friend',
  'message',
  'page_message',
  'page_reply',
  'group_request',
  'group_accepted',
  'neighbour_report_status',
  'content_report_received',
  'content_report_outcome',
  'moderation_warning',
  'moderation_suspension',
  'moderation_suspension_lifted',
  'suggestion_status',
  'friend_request',
  'friend_accepted',
  'event_joined',
  'event_updated',
  'event_cancelled',
  'event_reminder',
  'ad_request_outcome',
  'dating_birth_date_correction',
  'referendum_proposal_published',
  'referendum_proposal_declined',
  'official_announcement',
  'page_followed',
  'review_received',
  'residence_letter_sent',
  'residence_verified',
  'residence_awaiting_confirmation',
  'residence_confirmed',
  'residence_refused',
  'residence_revoked',
  'residence_expiring',
  'lost_found_claim_accepted',
]);
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
