import type { Announcement } from '@portmarin/shared';
import { formatCount } from '@/lib/format';

/**
 * Announcement cards a slot shows at most. A display rule, kept out of @portmarin/shared: a value
 * imported from its index brings every zod schema into the feed's start chunk.
 */
const SLOT_CARDS = 2;

/**
 * The first announcements shown as cards (the server's order: Alerte first, then pinned, then the
 * latest started), and how many more /annonces holds: a slot never grows past two cards.
 */
export function headOf(announcements: readonly Announcement[]): { shown: Announcement[]; rest: number } {
  return {
    shown: announcements.slice(0, SLOT_CARDS),
    rest: Math.max(0, announcements.length - SLOT_CARDS),
  };
}

/** The link to the ones not shown: « Voir l’autre annonce », « Voir les 4 annonces » (decision 0084). */
export const moreAnnouncementsLabel = (rest: number): string =>
  rest === 1 ? 'Voir l’autre annonce' : `Voir les ${formatCount(rest)} annonces`;
