import {
  REPORT_DETAILS_MAX_LENGTH,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type CreateContentReportInput,
  type ReportReason,
  type ReportTargetType,
} from '@portmarin/shared';
import { ApiError } from '@/lib/api-client';

/** The dialog's radio buttons, in the shared order. */
export const REASON_OPTIONS = REPORT_REASONS.map((value) => ({ value, label: REPORT_REASON_LABELS[value] }));

export type ReportDraft = { reason: ReportReason | null; details: string };

/** Why 'Envoyer' is disabled, or null when the draft can be sent. */
export function draftProblem(draft: ReportDraft): string | null {
  if (!draft.reason) return 'Choisissez un motif.';
  if (draft.details.trim().length > REPORT_DETAILS_MAX_LENGTH) {
    return `Les précisions contiennent au plus ${REPORT_DETAILS_MAX_LENGTH} caractères.`;
  }
  return null;
}

/** The request body: blank details are left out. */
export function reportInput(
  target: { targetType: ReportTargetType; targetId: string },
  draft: ReportDraft & { reason: ReportReason },
): CreateContentReportInput {
  const details = draft.details.trim();
  return { ...target, reason: draft.reason, ...(details ? { details } : {}) };
}

/** The toast of a refused report: the API's French message under a short title. */
export function reportErrorToast(error: unknown): { title: string; description: string } {
  if (!(error instanceof ApiError)) return { title: 'Erreur', description: 'Le signalement n’a pas pu être envoyé.' };
  switch (error.code) {
    case 'ALREADY_REPORTED':
      return { title: 'Déjà signalé', description: error.message };
    case 'CONTENT_NOT_FOUND':
      return { title: 'Contenu introuvable', description: error.message };
    case 'UNAUTHENTICATED':
      return { title: 'Connexion requise', description: 'Connectez-vous pour signaler un contenu.' };
    default:
      return { title: 'Erreur', description: error.message };
  }
}
