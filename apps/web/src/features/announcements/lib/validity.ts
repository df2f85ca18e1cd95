import { format } from 'date-fns/format';
import { fr } from 'date-fns/locale/fr';

const moment = (iso: string) => format(new Date(iso), "d MMMM 'à' HH'h'mm", { locale: fr });

/** « Du 28 novembre à 08h00 au 29 novembre à 18h00 ». */
export function validityText(announcement: { startsAt: string; endsAt: string }): string {
  return `Du ${moment(announcement.startsAt)} au ${moment(announcement.endsAt)}`;
}
