import { NEIGHBOUR_REPORT_STATUS_LABELS, UNKNOWN_STATUS_LABEL, type NeighbourReportStatus } from '@portmarin/shared';

export type StatusBadge = { label: string; className: string };

/** Spec 2, section 4: nouveau red, en_cours orange, resolu green; anything else 'Inconnu' (grey). */
const STATUS_CLASSES: Record<NeighbourReportStatus, string> = {
  nouveau: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
  en_cours: 'bg-orange-100 text-orange-900 dark:bg-orange-950 dark:text-orange-100',
  resolu: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100',
};
const UNKNOWN_CLASS = 'bg-muted text-muted-foreground';

const isKnown = (status: string): status is NeighbourReportStatus => Object.hasOwn(STATUS_CLASSES, status);

export function statusBadge(status: string): StatusBadge {
  return isKnown(status)
    ? { label: NEIGHBOUR_REPORT_STATUS_LABELS[status], className: STATUS_CLASSES[status] }
    : { label: UNKNOWN_STATUS_LABEL, className: UNKNOWN_CLASS };
}
