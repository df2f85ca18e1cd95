import type { Game, GameAgeGroup } from '@portmarin/shared';

export const AGE_TABS: ReadonlyArray<{ value: GameAgeGroup; label: string }> = [
  { value: 'tous', label: 'Tous' },
  { value: 'enfants', label: 'Enfants' },
  { value: 'adultes', label: 'Adultes' },
];

/** Spec 2: a tab shows its age group, and games for everyone always; 'tous' shows all. */
export function gamesForTab(games: readonly Game[], tab: GameAgeGroup): Game[] {
  return tab === 'tous' ? [...games] : games.filter((g) => g.ageGroup === tab || g.ageGroup === 'tous');
}

/**
 * One colour per category of the spec, dark text on a light tint (light text on a deep tint in the
 * dark theme) so both read at AA; any other category is grey.
 */
const CATEGORY_BADGES: Record<string, string> = {
  Puzzle: 'bg-blue-100 text-blue-900 dark:bg-blue-900/50 dark:text-blue-100',
  Arcade: 'bg-red-100 text-red-900 dark:bg-red-900/50 dark:text-red-100',
  Éducatif: 'bg-green-100 text-green-900 dark:bg-green-900/50 dark:text-green-100',
  Créatif: 'bg-purple-100 text-purple-900 dark:bg-purple-900/50 dark:text-purple-100',
  Mots: 'bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100',
};

export const categoryBadgeClass = (category: string): string =>
  CATEGORY_BADGES[category] ?? 'bg-muted text-muted-foreground';

/** '?graine=45' replays a game; anything but a whole number means a fresh random game. */
export function parseSeed(value: string | null): number | undefined {
  if (value === null || !/^\d{1,9}$/.test(value)) return undefined;
  return Number(value);
}
