import { z } from 'zod';
import { CursorField, TypedText } from './text.schemas.ts';
import { declareKinds } from './content-kind.ts';

export const REVIEW_MAX_LENGTH = 1000;
export const REVIEW_REPLY_MAX_LENGTH = 1000;
export const REVIEWS_PAGE_SIZE = 10;

/** What a review is about: a local business of the directory, or a business page. */
export type ReviewTargetKind = 'business' | 'business-page';
export type ReviewTarget = { kind: ReviewTargetKind; id: string };

export const ReviewTargetParams = z.object({ id: z.uuid('Identifiant invalide.') });
export const ReviewReplyParams = z.object({
  id: z.uuid('Identifiant invalide.'),
  reviewId: z.uuid("Identifiant d'avis invalide."),
});

/** A resident's rating: 1 to 5 stars and an optional short review (blank is none). */
export const UpsertReviewInput = z.object({
  rating: z
    .number('Choisissez une note de 1 à 5 étoiles.')
    .int('Choisissez une note de 1 à 5 étoiles.')
    .min(1, 'Choisissez une note de 1 à 5 étoiles.')
    .max(5, 'Choisissez une note de 1 à 5 étoiles.'),
  content: TypedText.max(REVIEW_MAX_LENGTH, `Un avis contient au plus ${REVIEW_MAX_LENGTH} caractères.`)
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type UpsertReviewInput = z.infer<typeof UpsertReviewInput>;

/** The owner's one answer. */
export const ReviewReplyInput = z.object({
  content: TypedText.min(1, 'La réponse ne peut pas être vide.').max(
    REVIEW_REPLY_MAX_LENGTH,
    `Une réponse contient au plus ${REVIEW_REPLY_MAX_LENGTH} caractères.`,
  ),
});
export type ReviewReplyInput = z.infer<typeof ReviewReplyInput>;

export const ReviewsQuery = z.object({
  cursor: CursorField.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(REVIEWS_PAGE_SIZE),
});

export const ReviewAuthor = z.object({
  id: z.string(),
  name: z.string().nullable(),
  username: z.string().nullable(),
  image: z.string().nullable(),
});

export const Review = z.object({
  id: z.uuid(),
  rating: z.number().int().min(1).max(5),
  content: z.string().nullable(),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  author: ReviewAuthor,
  /** True only for its author and moderators: hidden by a moderator, nobody else sees it. */
  hiddenByModeration: z.boolean().optional(),
});
export type Review = z.infer<typeof Review>;

/** The target's rating (the reviews' average, one decimal; null without reviews) and count. */
export const RatingSummary = z.object({
  rating: z.number().nullable(),
  reviewsCount: z.number().int().min(0),
});
export type RatingSummary = z.infer<typeof RatingSummary>;

export const ReviewsPage = z.object({
  /** Everyone's reviews but the viewer's own, which is `mine`. */
  reviews: z.array(Review),
  nextCursor: z.string().nullable(),
  summary: RatingSummary,
  /** The viewer's own review (null for visitors and residents who have not rated). */
  mine: Review.nullable(),
  /** True when the viewer owns the target: they answer reviews and do not rate it. */
  isOwner: z.boolean(),
});
export type ReviewsPage = z.infer<typeof ReviewsPage>;

export const ReviewWriteResponse = z.object({ review: Review.nullable(), summary: RatingSummary });
export type ReviewWriteResponse = z.infer<typeof ReviewWriteResponse>;

/** The kinds of reviews and what residents may do with them (kinds.ts derives the lists). */
export const reviewsKinds = declareKinds({
  feature: 'reviews',
  kinds: [{ name: 'review', label: 'Avis', reportable: true, notifications: ['review_received'] }],
});
