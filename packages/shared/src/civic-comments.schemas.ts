import { z } from 'zod';
import { COMMENT_MAX_LENGTH } from './constants.ts';
import { PostAuthor } from './posts.schemas.ts';
import { CursorField, TypedText } from './text.schemas.ts';

/** What a civic comment is written under: a referendum, a neighbours-watch report or an idea. */
export const CIVIC_SUBJECT_TYPES = ['referendum', 'neighbour_report', 'suggestion'] as const;
export const CivicSubjectType = z.enum(CIVIC_SUBJECT_TYPES, 'Type de sujet inconnu.');
export type CivicSubjectType = z.infer<typeof CivicSubjectType>;

export const CIVIC_COMMENTS_PAGE_SIZE = 20;

export const CivicSubjectParams = z.object({
  subjectType: CivicSubjectType,
  subjectId: z.uuid('Identifiant de sujet invalide.'),
});
export type CivicSubjectParams = z.infer<typeof CivicSubjectParams>;

export const CivicCommentIdParams = z.object({ id: z.uuid('Identifiant de commentaire invalide.') });

export const CivicCommentsQuery = z.object({
  cursor: CursorField.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(CIVIC_COMMENTS_PAGE_SIZE),
});
export type CivicCommentsQuery = z.infer<typeof CivicCommentsQuery>;

export const CivicComment = z.object({
  id: z.uuid(),
  subjectType: CivicSubjectType,
  subjectId: z.uuid(),
  content: z.string(),
  createdAt: z.string(),
  /** Hidden by the moderation: only its author and the moderators still see it. */
  hidden: z.boolean(),
  author: PostAuthor,
});
export type CivicComment = z.infer<typeof CivicComment>;

export const CivicCommentsPage = z.object({
  comments: z.array(CivicComment),
  nextCursor: z.string().nullable(),
  /** Every comment of the subject (what its `comments_count` holds; referendums have no column). */
  total: z.number().int().min(0),
  /** False when new comments are refused (a referendum without comments). */
  open: z.boolean(),
});
export type CivicCommentsPage = z.infer<typeof CivicCommentsPage>;

export const CreateCivicCommentInput = z.object({
  content: TypedText.min(1, 'Le commentaire est vide.').max(
    COMMENT_MAX_LENGTH,
    `Un commentaire contient au plus ${COMMENT_MAX_LENGTH} caractères.`,
  ),
});
export type CreateCivicCommentInput = z.infer<typeof CreateCivicCommentInput>;
