import { REPORT_TARGET_LABELS, type ReportTargetType } from '@portmarin/shared';

/** The log's actions as an admin reads them; other modules' actions keep their own name. */
const ACTION_LABELS: Record<string, string> = {
  hide: 'Contenu masqué',
  restore: 'Contenu rétabli',
  dismiss: 'Signalements classés sans suite',
  warn: 'Avertissement',
  suspend: 'Suspension',
  lift_suspension: 'Suspension levée',
};

export const actionLabel = (action: string): string => ACTION_LABELS[action] ?? action;

const OTHER_TARGETS: Record<string, string> = {
  user: 'Résident',
  // The sea page: admins' flags and water-quality notices.
  beach: 'Plage',
  beach_water_notice: 'Avis sur l’eau de baignade',
};

export function targetLabel(type: string): string {
  return REPORT_TARGET_LABELS[type as ReportTargetType] ?? OTHER_TARGETS[type] ?? type;
}

/** « 1 signalement », « 3 signalements ». */
export const reportsCount = (n: number) => `${n} signalement${n > 1 ? 's' : ''}`;

/** « 1 jour », « 7 jours », « 1 an ». */
export const periodLabel = (days: number) => (days === 365 ? '1 an' : `${days} jour${days > 1 ? 's' : ''}`);
