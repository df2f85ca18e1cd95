import { z } from 'zod';
import { RoleSchema } from './auth.schemas.ts';
import { CursorField, Text, TypedText } from './text.schemas.ts';

/** Every kind of content a resident can « Signaler » (issues 18 and 19). */
export const REPORT_TARGET_TYPES = [
  'post',
  'comment',
  'message',
  'story',
  'profile',
  'group',
  'business_page',
  'business',
  'review',
  'event',
  'listing',
  'lost_found',
] as const;
export const ReportTargetType = z.enum(REPORT_TARGET_TYPES, {
  message: 'Ce type de contenu ne peut pas être signalé.',
});
export type ReportTargetType = z.infer<typeof ReportTargetType>;

/** What the reported thing is called, for accessible names and the moderators' queue. */
export const REPORT_TARGET_LABELS: Record<ReportTargetType, string> = {
  post: 'Publication',
  comment: 'Commentaire',
  message: 'Message',
  story: 'Story',
  profile: 'Profil',
  group: 'Groupe',
  business_page: 'Page professionnelle',
  business: "Fiche de l'annuaire",
  review: 'Avis',
  event: 'Événement',
  listing: 'Annonce',
  lost_found: 'Objet trouvé',
};

/** The reasons offered in the dialog, in this order. */
export const REPORT_REASONS = [
  'spam',
  'harassment',
  'hate',
  'violence',
  'sexual',
  'misinformation',
  'illegal',
  'other',
] as const;
export const ReportReason = z.enum(REPORT_REASONS, { message: 'Choisissez un motif de la liste.' });
export type ReportReason = z.infer<typeof ReportReason>;

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam ou publicité',
  harassment: 'Harcèlement',
  hate: 'Discours haineux',
  violence: 'Violence',
  sexual: 'Nudité ou contenu sexuel',
  misinformation: 'Fausse information',
  illegal: 'Contenu illégal',
  other: 'Autre',
};

export const REPORT_DETAILS_MAX_LENGTH = 1000;
export const MODERATION_REASON_MAX_LENGTH = 500;
export const SUSPENSION_MAX_DAYS = 365;
export const MODERATION_PAGE_SIZE = 20;

/** Texts of the outcome notification a reporter receives. */
export const REPORT_OUTCOME_HIDDEN = 'Le contenu signalé a été masqué.';
export const REPORT_OUTCOME_KEPT = 'Le contenu signalé ne contrevient pas à nos règles.';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TargetId = Text.min(1, 'Le contenu signalé est requis.').max(100, 'Identifiant de contenu invalide.');

/** Profiles are keyed by the resident's text id, every other kind by a uuid. */
const targetIdShape = (value: { targetType: ReportTargetType; targetId: string }, ctx: z.RefinementCtx) => {
  if (value.targetType !== 'profile' && !UUID.test(value.targetId)) {
    ctx.addIssue({ code: 'custom', path: ['targetId'], message: 'Identifiant de contenu invalide.' });
  }
  if (value.targetType === 'profile' && !/^[\w-]+$/.test(value.targetId)) {
    ctx.addIssue({ code: 'custom', path: ['targetId'], message: 'Identifiant de contenu invalide.' });
  }
};

export const CreateContentReportInput = z
  .object({
    targetType: ReportTargetType,
    targetId: TargetId,
    reason: ReportReason,
    details: TypedText.max(
      REPORT_DETAILS_MAX_LENGTH,
      `Les précisions contiennent au plus ${REPORT_DETAILS_MAX_LENGTH} caractères.`,
    )
      .nullable()
      .optional()
      .transform((value) => (value ? value : null)),
  })
  .superRefine(targetIdShape);
export type CreateContentReportInput = z.input<typeof CreateContentReportInput>;

export const ContentReportReceipt = z.object({ id: z.uuid(), createdAt: z.string() });
export type ContentReportReceipt = z.infer<typeof ContentReportReceipt>;

// ------------------------------------------------------------------ the moderators' queue

export const ModerationPageQuery = z.object({
  cursor: CursorField.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(MODERATION_PAGE_SIZE),
});
export type ModerationPageQuery = z.input<typeof ModerationPageQuery>;

export const ModerationPerson = z.object({
  id: z.string(),
  name: z.string().nullable(),
  username: z.string().nullable(),
});
export type ModerationPerson = z.infer<typeof ModerationPerson>;

/** The content's author as the queue needs them: whether they may be sanctioned, and are. */
export const ModerationAuthor = ModerationPerson.extend({
  role: RoleSchema,
  suspendedUntil: z.string().nullable(),
});
export type ModerationAuthor = z.infer<typeof ModerationAuthor>;

export const ReportedContent = z.object({
  /** A short text: the post, the comment, the name of a group… (null when there is none, e.g. a story). */
  excerpt: z.string().nullable(),
  imageUrl: z.string().nullable(),
  /** Where it lives: « Fil d'actualité », « Groupe Randonneurs »… */
  place: z.string(),
  /** The app path that shows it, when the moderator can open one. */
  link: z.string().nullable(),
  author: ModerationAuthor.nullable(),
  hidden: z.boolean(),
  /** False when the content was deleted after being reported. */
  exists: z.boolean(),
});
export type ReportedContent = z.infer<typeof ReportedContent>;

export const ModerationQueueItem = z.object({
  targetType: ReportTargetType,
  targetId: z.string(),
  reportsCount: z.number().int().min(1),
  reasons: z.array(ReportReason),
  /** The reporters' own words, latest first (at most five). */
  details: z.array(z.string()),
  latestAt: z.string(),
  content: ReportedContent,
});
export type ModerationQueueItem = z.infer<typeof ModerationQueueItem>;

export const ModerationQueuePage = z.object({ items: z.array(ModerationQueueItem), nextCursor: z.string().nullable() });
export type ModerationQueuePage = z.infer<typeof ModerationQueuePage>;

const ModerationReason = TypedText.min(1, 'Indiquez la raison de votre décision.').max(
  MODERATION_REASON_MAX_LENGTH,
  `La raison contient au plus ${MODERATION_REASON_MAX_LENGTH} caractères.`,
);

export const CONTENT_ACTIONS = ['hide', 'restore', 'dismiss'] as const;
export const ContentAction = z.enum(CONTENT_ACTIONS, { message: 'Action de modération inconnue.' });
export type ContentAction = z.infer<typeof ContentAction>;

export const ModerateContentInput = z
  .object({ targetType: ReportTargetType, targetId: TargetId, action: ContentAction, reason: ModerationReason })
  .superRefine(targetIdShape);
export type ModerateContentInput = z.input<typeof ModerateContentInput>;

export const ModerateContentResponse = z.object({ hidden: z.boolean(), resolvedReports: z.number().int().min(0) });
export type ModerateContentResponse = z.infer<typeof ModerateContentResponse>;

// ------------------------------------------------------------------ sanctions

export const SanctionUserParams = z.object({
  userId: Text.min(1)
    .max(100)
    .regex(/^[\w-]+$/, 'Résident inconnu.'),
});

export const WarnUserInput = z.object({ reason: ModerationReason });
export type WarnUserInput = z.input<typeof WarnUserInput>;

/** The periods the queue offers; the API takes any whole number of days from 1 to 365. */
export const SUSPENSION_PERIODS = [1, 3, 7, 15, 30, 90, 365] as const;

export const SuspendUserInput = z.object({
  reason: ModerationReason,
  days: z
    .number({ message: 'Choisissez une durée de suspension.' })
    .int('La durée est un nombre entier de jours.')
    .min(1, 'La suspension dure au moins 1 jour.')
    .max(SUSPENSION_MAX_DAYS, `La suspension dure au plus ${SUSPENSION_MAX_DAYS} jours.`),
});
export type SuspendUserInput = z.input<typeof SuspendUserInput>;

export const LiftSuspensionInput = z.object({ reason: ModerationReason });
export type LiftSuspensionInput = z.input<typeof LiftSuspensionInput>;

export const SanctionResponse = z.object({ userId: z.string(), suspendedUntil: z.string().nullable() });
export type SanctionResponse = z.infer<typeof SanctionResponse>;

// ------------------------------------------------------------------ the admins' log

export const ModerationLogItem = z.object({
  id: z.uuid(),
  moderator: ModerationPerson.nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  targetUser: ModerationPerson.nullable(),
  reason: z.string(),
  details: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type ModerationLogItem = z.infer<typeof ModerationLogItem>;

export const ModerationLogPage = z.object({ entries: z.array(ModerationLogItem), nextCursor: z.string().nullable() });
export type ModerationLogPage = z.infer<typeof ModerationLogPage>;
