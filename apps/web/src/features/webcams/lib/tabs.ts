import type { Webcam, WebcamCategory } from '@portmarin/shared';

export type WebcamTab = 'toutes' | WebcamCategory;

/** Spec 2: Toutes / Port / Plages / Office (Office de Tourisme) / Sites (Points remarquables). */
export const WEBCAM_TABS: ReadonlyArray<{ value: WebcamTab; label: string }> = [
  { value: 'toutes', label: 'Toutes' },
  { value: 'port', label: 'Port' },
  { value: 'plages', label: 'Plages' },
  { value: 'office', label: 'Office' },
  { value: 'sites', label: 'Sites' },
];

/** The cameras a tab shows, in the town file's order. */
export function webcamsForTab(webcams: readonly Webcam[], tab: WebcamTab): Webcam[] {
  return tab === 'toutes' ? [...webcams] : webcams.filter((webcam) => webcam.category === tab);
}
