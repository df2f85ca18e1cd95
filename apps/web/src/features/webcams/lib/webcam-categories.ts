import type { WebcamCategory } from '@portmarin/shared';

/** Spec 2, section 9: the four webcam categories as a card's badge names them. */
export const WEBCAM_CATEGORY_LABELS: Record<WebcamCategory, string> = {
  port: 'Port',
  plages: 'Plages',
  office: 'Office de Tourisme',
  sites: 'Points remarquables',
};

/** One tint per category, dark text on light (light on deep in the dark theme): AA in both. */
export const WEBCAM_CATEGORY_BADGES: Record<WebcamCategory, string> = {
  port: 'bg-blue-100 text-blue-900 dark:bg-blue-900/50 dark:text-blue-100',
  plages: 'bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100',
  office: 'bg-green-100 text-green-900 dark:bg-green-900/50 dark:text-green-100',
  sites: 'bg-purple-100 text-purple-900 dark:bg-purple-900/50 dark:text-purple-100',
};
