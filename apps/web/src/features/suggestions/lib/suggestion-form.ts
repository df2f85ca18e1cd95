import {
  CreateSuggestionInput,
  SUGGESTION_REQUIRED_MESSAGE,
  SUGGESTION_STATUS_LABELS,
  type SuggestionCategory,
  type SuggestionStatus,
} from '@portmarin/shared';

export type SuggestionFormValues = { title: string; description: string; category: SuggestionCategory };

/** The form as it opens, and as it comes back after a sent idea (spec: category back to fonctionnalite). */
export const EMPTY_SUGGESTION_FORM: SuggestionFormValues = { title: '', description: '', category: 'fonctionnalite' };

/** Spec 2, point 5: the toasts of the idea form. */
export const SUGGESTION_TOASTS = {
  invalid: { title: 'Erreur', description: SUGGESTION_REQUIRED_MESSAGE },
  sent: {
    title: 'Suggestion envoyée !',
    description: 'Merci pour votre suggestion. Elle sera examinée par notre équipe.',
  },
} as const;

/** The trimmed input, or the message to toast (the spec's for a missing title or description). */
export function validateSuggestionForm(
  values: SuggestionFormValues,
): { ok: true; input: CreateSuggestionInput } | { ok: false; message: string } {
  const parsed = CreateSuggestionInput.safeParse(values);
  if (parsed.success) return { ok: true, input: parsed.data };
  return { ok: false, message: parsed.error.issues[0]?.message ?? SUGGESTION_REQUIRED_MESSAGE };
}

/**
 * The badge of each status, in the spec's colours (Nouveau blue, En cours yellow, Planifié green,
 * En étude purple), dark text on a pale fill and the reverse in the dark theme: AA in both.
 */
export const STATUS_BADGE_CLASS: Record<SuggestionStatus, string> = {
  nouveau: 'bg-blue-100 text-blue-900 dark:bg-blue-900 dark:text-blue-50',
  en_cours: 'bg-yellow-100 text-yellow-900 dark:bg-yellow-800 dark:text-yellow-50',
  planifie: 'bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-50',
  en_etude: 'bg-purple-100 text-purple-900 dark:bg-purple-900 dark:text-purple-50',
};

export const statusLabel = (status: SuggestionStatus) => SUGGESTION_STATUS_LABELS[status];

/** 'N votes' in French: 0 and 1 take the singular. */
export const votesLabel = (count: number) => `${count.toLocaleString('fr-FR')} ${count > 1 ? 'votes' : 'vote'}`;

export const commentsLabel = (count: number) =>
  `${count.toLocaleString('fr-FR')} ${count > 1 ? 'commentaires' : 'commentaire'}`;
