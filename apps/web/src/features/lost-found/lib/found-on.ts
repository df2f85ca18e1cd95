import { format } from 'date-fns';
import { fr } from 'date-fns/locale';

/** The closed state, as the object's page, its card and the search say it. */
export const RETURNED_LABEL = 'Rendu à son propriétaire';

/** « Trouvé le 6 décembre 2026 » from the town's calendar day 'YYYY-MM-DD' (read at noon: no zone moves the day). */
export function foundOnText(day: string): string {
  return `Trouvé le ${format(new Date(`${day}T12:00:00`), 'd MMMM yyyy', { locale: fr })}`;
}

/** Today on this device's calendar as 'YYYY-MM-DD': the form's default and its latest day. */
export function todayDay(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
