import { z } from 'zod';
import { GROUP_MAX_PARTICIPANTS, MESSAGE_MAX_LENGTH } from './constants.ts';
import { CursorField, Text, TypedText } from './text.schemas.ts';
import { declareKinds } from './content-kind.ts';

export const MESSAGES_PAGE_SIZE = 30;

/** A resident as shown in messaging. `online` is true only when they are connected and their onlineStatus setting is on. */
export const ConversationMember = z.object({
  id: z.string(),
  name: z.string().nullable(),
  username: z.string().nullable(),
  image: z.string().nullable(),
  online: z.boolean(),
  /** When they last read the thread; null unless both they and the viewer have readReceipts on. */
  lastReadAt: z.string().nullable(),
});
export type ConversationMember = z.infer<typeof ConversationMember>;

export const Message = z.object({
  id: z.uuid(),
  conversationId: z.uuid(),
  senderId: z.string(),
  content: z.string(),
  /** The sender's own id for this message, echoed back so an optimistic bubble is matched to its row. */
  clientId: z.uuid().nullable(),
  createdAt: z.string(),
  /** True only for its sender: hidden by a moderator, the other participants no longer see it. */
  hiddenByModeration: z.boolean().optional(),
});
export type Message = z.infer<typeof Message>;

/** The business page a conversation is with, as its header shows it (the logo may be missing). */
export const ConversationPage = z.object({ id: z.uuid(), name: z.string(), logoUrl: z.string().nullable() });
export type ConversationPage = z.infer<typeof ConversationPage>;

export const ConversationSummary = z.object({
  id: z.uuid(),
  isGroup: z.boolean(),
  /**
   * Group title, or the other resident's display name (full name → username → 'Utilisateur'), or
   * 'Compte supprimé' once they have deleted their account.
   */
  title: z.string(),
  /** The other resident's avatar for one-to-one threads; null for groups. */
  image: z.string().nullable(),
  /** True when any other participant is shown online. */
  online: z.boolean(),
  lastMessage: Message.nullable(),
  lastActivityAt: z.string(),
  /** Messages from others after the viewer's last read. */
  unread: z.number().int().min(0),
  /**
   * Everyone but the viewer. Empty once every other participant has deleted their account: the
   * thread is then closed (read-only, messages refused with CONVERSATION_CLOSED).
   */
  members: z.array(ConversationMember),
  /**
   * A conversation with a business page. To the resident who wrote, it is titled by the page (its
   * logo as image) and the page's staff show as the page; to the staff it is titled by the resident.
   */
  businessPage: ConversationPage.nullable(),
  /** The viewer answers as the page (its staff): listed apart, under "Messages de mes pages". */
  asPage: z.boolean(),
});
export type ConversationSummary = z.infer<typeof ConversationSummary>;

export const ConversationListQuery = z.object({ q: TypedText.max(100).optional() });
export const ConversationList = z.object({ conversations: z.array(ConversationSummary) });
export type ConversationList = z.infer<typeof ConversationList>;

export const BusinessPageConversationParams = z.object({ id: z.uuid('Identifiant de page invalide.') });

export const ConversationIdParams = z.object({ id: z.uuid('Identifiant de conversation invalide.') });

export const CreateConversationInput = z
  .object({
    /** The other residents (not the creator). One id: the pair's one-to-one thread is returned if it exists. */
    participantIds: z
      .array(Text.min(1).max(100))
      .min(1, 'Choisissez au moins un destinataire.')
      .max(GROUP_MAX_PARTICIPANTS - 1, `Une conversation compte au plus ${GROUP_MAX_PARTICIPANTS} personnes.`),
    /** A group's name; required when there are two or more other residents. */
    title: TypedText.max(80, 'Le nom du groupe contient au plus 80 caractères.').optional(),
  })
  .strict()
  .refine((v) => new Set(v.participantIds).size === v.participantIds.length, {
    message: 'Un destinataire est choisi deux fois.',
    path: ['participantIds'],
  })
  .refine((v) => v.participantIds.length < 2 || (v.title ?? '').length > 0, {
    message: 'Donnez un nom au groupe.',
    path: ['title'],
  });
export type CreateConversationInput = z.infer<typeof CreateConversationInput>;

export const MessagesQuery = z.object({
  /** Opaque cursor from a previous page: loads older messages. */
  before: CursorField.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(MESSAGES_PAGE_SIZE),
});
/** Newest page first; `messages` inside a page are oldest → newest, ready to render. */
export const MessagesPage = z.object({ messages: z.array(Message), nextCursor: z.string().nullable() });
export type MessagesPage = z.infer<typeof MessagesPage>;

/** Spec: whitespace-only text is ignored, so the server refuses it. */
export const SendMessageInput = z
  .object({
    content: TypedText.min(1, 'Le message est vide.').max(
      MESSAGE_MAX_LENGTH,
      `Un message contient au plus ${MESSAGE_MAX_LENGTH} caractères.`,
    ),
    clientId: z.uuid(),
  })
  .strict();
export type SendMessageInput = z.infer<typeof SendMessageInput>;

export const ReadReceipt = z.object({ conversationId: z.uuid(), userId: z.string(), lastReadAt: z.string() });
export type ReadReceipt = z.infer<typeof ReadReceipt>;

/** The Messages tab's number: conversations with at least one unread message. */
export const MessagesUnread = z.object({ conversations: z.number().int().min(0) });
export type MessagesUnread = z.infer<typeof MessagesUnread>;

/** The kinds of messages and what residents may do with them (kinds.ts derives the lists). */
export const messagesKinds = declareKinds({
  feature: 'messages',
  kinds: [
    { name: 'message', label: 'Message', reportable: true, notifications: ['message', 'page_message', 'page_reply'] },
  ],
});
