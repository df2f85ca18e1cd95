import { z } from 'zod';
import { Message, ReadReceipt } from './messages.schemas.ts';
import { Notification } from './notifications.schemas.ts';

/** 64 KB: larger client frames close the socket (close code 1009). */
export const REALTIME_MAX_FRAME_BYTES = 64 * 1024;

/** Server → client events on /api/realtime. Every event is JSON with a `type`. */
export const RealtimeEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('message.new'), message: Message }),
  z.object({ type: z.literal('message.read'), receipt: ReadReceipt }),
  z.object({ type: z.literal('conversation.updated'), conversationId: z.uuid() }),
  z.object({ type: z.literal('notification.new'), notification: Notification }),
  z.object({ type: z.literal('notifications.read') }),
  z.object({ type: z.literal('presence'), userId: z.string(), online: z.boolean() }),
  /** A new post in a group or on a business page, sent to those who read that place's posts. */
  z.object({
    type: z.literal('place.post'),
    groupId: z.uuid().nullable(),
    businessPageId: z.uuid().nullable(),
    postId: z.uuid(),
  }),
  /** Too big for the bus or otherwise lost: the client refetches everything it shows. */
  z.object({ type: z.literal('resync') }),
]);
export type RealtimeEvent = z.infer<typeof RealtimeEvent>;

/** Client → server frames: a heartbeat, and which conversation the screen shows (null when none). */
export const RealtimeClientFrame = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ping') }),
  z.object({ type: z.literal('viewing'), conversationId: z.uuid().nullable() }),
]);
export type RealtimeClientFrame = z.infer<typeof RealtimeClientFrame>;
