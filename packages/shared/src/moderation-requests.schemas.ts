import { z } from 'zod';
import { CursorField, TypedText } from './text.schemas.ts';

// Residents' requests to the administrator, the moderators or the product team (/moderation, issue 18).

export const MODERATION_RECIPIENTS = ['admin', 'moderator', 'team'] as const;
export const ModerationRecipient = z.enum(MODERATION_RECIPIENTS, 'Choisissez à qui adresser votre demande.');
export type ModerationRecipient = z.infer<typeof ModerationRecipient>;

export const MODERATION_REQUEST_MAX_LENGTH = 2000;
/** The answer becomes a direct message: room is kept for the line that recalls the request. */
export const MODERATION_ANSWER_MAX_LENGTH = 1800;
export const MODERATION_REQUESTS_PAGE_SIZE = 20;

export const CreateModerationRequestInput = z
  .object({
    recipient: ModerationRecipient,
    message: TypedText.min(1, 'Écrivez votre message.').max(
      MODERATION_REQUEST_MAX_LENGTH,
      `Un message contient au plus ${MODERATION_REQUEST_MAX_LENGTH} caractères.`,
    ),
  })
  .strict();
export type CreateModerationRequestInput = z.infer<typeof CreateModerationRequestInput>;

export const AnswerModerationRequestInput = z
  .object({
    answer: TypedText.min(1, 'Écrivez votre réponse.').max(
      MODERATION_ANSWER_MAX_LENGTH,
      `Une réponse contient au plus ${MODERATION_ANSWER_MAX_LENGTH} caractères.`,
    ),
  })
  .strict();
export type AnswerModerationRequestInput = z.infer<typeof AnswerModerationRequestInput>;

export const ModerationRequestIdParams = z.object({ id: z.uuid('Identifiant de demande invalide.') });

export const ModerationRequestsQuery = z.object({
  cursor: CursorField.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(MODERATION_REQUESTS_PAGE_SIZE),
});
export type ModerationRequestsQuery = z.infer<typeof ModerationRequestsQuery>;

export const ModerationRequestPerson = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string().nullable(),
  image: z.string().nullable(),
});
export type ModerationRequestPerson = z.infer<typeof ModerationRequestPerson>;

export const ModerationRequest = z.object({
  id: z.uuid(),
  recipient: ModerationRecipient,
  message: z.string(),
  status: z.enum(['open', 'answered']),
  answer: z.string().nullable(),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
  /** The resident who wrote it (a deleted account takes its requests with it). */
  author: ModerationRequestPerson,
  answeredBy: ModerationRequestPerson.nullable(),
});
export type ModerationRequest = z.infer<typeof ModerationRequest>;

export const ModerationRequestsPage = z.object({
  requests: z.array(ModerationRequest),
  nextCursor: z.string().nullable(),
});
export type ModerationRequestsPage = z.infer<typeof ModerationRequestsPage>;

export const AnsweredModerationRequest = z.object({
  request: ModerationRequest,
  /** The conversation where the resident reads the answer. */
  conversationId: z.uuid(),
});
export type AnsweredModerationRequest = z.infer<typeof AnsweredModerationRequest>;
