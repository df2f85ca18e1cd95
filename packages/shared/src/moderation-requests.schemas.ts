import { z } from 'zod';
import { EmailField } from './auth.schemas.ts';
import { CursorField, TypedText } from './text.schemas.ts';

// Residents' requests to the administrator, the moderators or the product team (/moderation, issue 18).

export const MODERATION_RECIPIENTS = ['admin', 'moderator', 'team'] as const;
export const ModerationRecipient = z.enum(MODERATION_RECIPIENTS, 'Choisissez à qui adresser votre demande.');
export type ModerationRecipient = z.infer<typeof ModerationRecipient>;

export const MODERATION_REQUEST_MAX_LENGTH = 2000;
/** The answer becomes a direct message: room is kept for the line that recalls the request. */
export const MODERATION_ANSWER_MAX_LENGTH = 1800;
export const MODERATION_REQUESTS_PAGE_SIZE = 20;

/**
 * What a request is about: a resident writing to the team ('general'), or anyone, visitors too,
 * reporting an accessibility problem from the « Déclaration d'accessibilité » ('accessibility').
 */
export const MODERATION_REQUEST_CATEGORIES = ['general', 'accessibility'] as const;
export const ModerationRequestCategory = z.enum(MODERATION_REQUEST_CATEGORIES);
export type ModerationRequestCategory = z.infer<typeof ModerationRequestCategory>;

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

export const ACCESSIBILITY_PAGE_MAX_LENGTH = 300;

/** An address, or nothing: a field left blank is no address. */
const OptionalEmail = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  EmailField.optional(),
);

/**
 * An accessibility problem reported from /accessibilite. The e-mail is optional for a signed-in
 * resident (the answer comes as a message) and required of a visitor (`VisitorAccessibilityReportInput`).
 */
export const AccessibilityReportInput = z
  .object({
    page: TypedText.min(1, 'Indiquez la page concernée.').max(
      ACCESSIBILITY_PAGE_MAX_LENGTH,
      `La page concernée tient en ${ACCESSIBILITY_PAGE_MAX_LENGTH} caractères au plus.`,
    ),
    description: TypedText.min(1, 'Décrivez le problème rencontré.').max(
      MODERATION_REQUEST_MAX_LENGTH,
      `Une description contient au plus ${MODERATION_REQUEST_MAX_LENGTH} caractères.`,
    ),
    email: OptionalEmail,
  })
  .strict();
export type AccessibilityReportInput = z.infer<typeof AccessibilityReportInput>;

/** Without an account, the address is the only way to answer. */
export const VisitorAccessibilityReportInput = AccessibilityReportInput.refine((input) => input.email !== undefined, {
  path: ['email'],
  message: 'Indiquez votre adresse e-mail pour que nous puissions vous répondre.',
});

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
  category: ModerationRequestCategory,
  message: z.string(),
  /** The page an accessibility problem was met on, as its reporter named it. */
  page: z.string().nullable(),
  /** The address to answer at, when the reporter gave one (a visitor always does). */
  contactEmail: z.string().nullable(),
  status: z.enum(['open', 'answered']),
  answer: z.string().nullable(),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
  /** The resident who wrote it (a deleted account takes its requests with it); null for a visitor. */
  author: ModerationRequestPerson.nullable(),
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
  /** The conversation where the resident reads the answer; null when it went to a visitor by e-mail. */
  conversationId: z.uuid().nullable(),
});
export type AnsweredModerationRequest = z.infer<typeof AnsweredModerationRequest>;
