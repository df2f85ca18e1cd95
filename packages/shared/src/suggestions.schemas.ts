import { z } from 'zod';
import { PostAuthor } from './posts.schemas.ts';
import { CursorField, Text, TypedText } from './text.schemas.ts';
import { declareKinds } from './content-kind.ts';

/** Spec 2, point 9: the new-suggestion form's categories, with their French labels. */
export const SUGGESTION_CATEGORIES = ['fonctionnalite', 'interface', 'performance', 'contenu', 'autre'] as const;
export const SuggestionCategory = z.enum(SUGGESTION_CATEGORIES, 'Catégorie inconnue.');
export type SuggestionCategory = z.infer<typeof SuggestionCategory>;
export const SUGGESTION_CATEGORY_LABELS: Record<SuggestionCategory, string> = {
  fonctionnalite: 'Fonctionnalité',
  interface: 'Interface',
  performance: 'Performance',
  contenu: 'Contenu',
  autre: 'Autre',
};

/** Spec 2, points 3 and 4: Nouveau (blue), En cours (yellow), Planifié (green), En étude (purple). */
export const SUGGESTION_STATUSES = ['nouveau', 'en_cours', 'planifie', 'en_etude'] as const;
export const SuggestionStatus = z.enum(SUGGESTION_STATUSES, 'Statut inconnu.');
export type SuggestionStatus = z.infer<typeof SuggestionStatus>;
export const SUGGESTION_STATUS_LABELS: Record<SuggestionStatus, string> = {
  nouveau: 'Nouveau',
  en_cours: 'En cours',
  planifie: 'Planifié',
  en_etude: 'En étude',
};

export const SUGGESTION_TITLE_MAX_LENGTH = 120;
export const SUGGESTION_DESCRIPTION_MAX_LENGTH = 2000;
export const SUGGESTIONS_PAGE_SIZE = 20;

/** Spec 2, point 5: title and description required. */
export const SUGGESTION_REQUIRED_MESSAGE = 'Veuillez remplir tous les champs obligatoires.';

export const CreateSuggestionInput = z.object({
  title: TypedText.min(1, SUGGESTION_REQUIRED_MESSAGE).max(
    SUGGESTION_TITLE_MAX_LENGTH,
    `Le titre contient au plus ${SUGGESTION_TITLE_MAX_LENGTH} caractères.`,
  ),
  description: TypedText.min(1, SUGGESTION_REQUIRED_MESSAGE).max(
    SUGGESTION_DESCRIPTION_MAX_LENGTH,
    `La description contient au plus ${SUGGESTION_DESCRIPTION_MAX_LENGTH} caractères.`,
  ),
  category: SuggestionCategory.default('fonctionnalite'),
});
export type CreateSuggestionInput = z.infer<typeof CreateSuggestionInput>;

export const SuggestionIdParams = z.object({ id: z.uuid('Identifiant de suggestion invalide.') });

export const SuggestionsQuery = z.object({
  cursor: CursorField.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(SUGGESTIONS_PAGE_SIZE),
  status: SuggestionStatus.optional(),
});
export type SuggestionsQuery = z.infer<typeof SuggestionsQuery>;

export const Suggestion = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  category: SuggestionCategory,
  status: SuggestionStatus,
  votesCount: z.number().int().min(0),
  commentsCount: z.number().int().min(0),
  /** Null once its author deleted their account. */
  author: PostAuthor.nullable(),
  createdAt: z.string(),
  /** False for visitors. */
  hasVoted: z.boolean(),
});
export type Suggestion = z.infer<typeof Suggestion>;

export const SuggestionsPage = z.object({ suggestions: z.array(Suggestion), nextCursor: z.string().nullable() });
export type SuggestionsPage = z.infer<typeof SuggestionsPage>;

/** The idea box's summary (spec 2): "done" counts the Planifié ones, the spec having no status for it. */
export const SuggestionStats = z.object({
  suggestions: z.number().int().min(0),
  inProgress: z.number().int().min(0),
  done: z.number().int().min(0),
  votes: z.number().int().min(0),
});
export type SuggestionStats = z.infer<typeof SuggestionStats>;

export const SuggestionVoteResponse = z.object({ votesCount: z.number().int().min(0), hasVoted: z.boolean() });
export type SuggestionVoteResponse = z.infer<typeof SuggestionVoteResponse>;

/** A moderator's status change, with an optional reason for the moderation log. */
export const UpdateSuggestionStatusInput = z.object({
  status: SuggestionStatus,
  reason: Text.trim().max(500, 'La raison contient au plus 500 caractères.').optional(),
});
export type UpdateSuggestionStatusInput = z.infer<typeof UpdateSuggestionStatusInput>;

/** An idea of the idea box. */
export const SearchSuggestion = z.object({
  id: z.uuid(),
  title: z.string(),
  status: SuggestionStatus,
  votesCount: z.number().int().min(0),
});
export type SearchSuggestion = z.infer<typeof SearchSuggestion>;

/** The kinds of suggestions and what residents may do with them (kinds.ts derives the lists). */
export const suggestionsKinds = declareKinds({
  feature: 'suggestions',
  kinds: [
    {
      name: 'suggestion',
      label: 'Idée',
      search: { section: 'suggestions', order: 12, firstPage: 5, result: SearchSuggestion },
      notifications: ['suggestion_status'],
    },
  ],
});
