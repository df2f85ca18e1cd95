import { formatCount, formatOneDecimal } from '@/lib/format';

/** '4,8' (one decimal, French comma); null without reviews. */
export function ratingText(rating: number | null): string | null {
  return rating === null ? null : formatOneDecimal(rating);
}

/** '(326 avis)'. */
export function reviewsCountText(count: number): string {
  return `(${formatCount(count)} avis)`;
}

/** The card's rating for a screen reader: 'Note 4,8 sur 5, 326 avis' or 'Aucun avis'. */
export function ratingLabel(rating: number | null, count: number): string {
  if (rating === null || count === 0) return 'Aucun avis';
  return `Note ${formatOneDecimal(rating)} sur 5, ${formatCount(count)} avis`;
}

/** A map search for an address (the spec's external link). */
export function mapSearchUrl(address: string): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;
}

/** A tel: link without the spaces of a French number. */
export function telUrl(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
