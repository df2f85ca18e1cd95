/** '0 abonné', '1 abonné', '234 abonnés', '1 234 abonnés' (French: singular below 2). */
export function followersLabel(count: number): string {
  return `${count.toLocaleString('fr-FR')} ${count >= 2 ? 'abonnés' : 'abonné'}`;
}

/** '4,8' for a rating of 4.8. */
export function ratingLabel(rating: number): string {
  return rating.toLocaleString('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/** A map search of the address, in the town (opens the resident's map app or the browser's map). */
export function mapSearchUrl(address: string): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;
}

/** The phone number as a tel: link (spaces and dots dropped). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
