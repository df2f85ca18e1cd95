import type { PromotionKind } from '@portmarin/shared';
import { formatCount, formatOneDecimal } from '@/lib/format';

/** A phone number as dialled: tel: links keep only digits and a leading +. */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/[^\d]/g, '');
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}

export const mailtoHref = (email: string) => `mailto:${email.trim()}`;

/** '847 soutiens', '1 soutien' (French: singular for 0 and 1). */
export function supportersLabel(value: number): string {
  return `${formatCount(value)} ${value > 1 ? 'soutiens' : 'soutien'}`;
}

/** '4,8' */
export const formatRating = formatOneDecimal;

/** '(127 avis)' */
export const reviewsLabel = (value: number) => `(${formatCount(value)} avis)`;

export const KIND_LABELS: Record<PromotionKind, string> = {
  restaurant: 'Restaurant à la une',
  official_notice: 'Communiqué officiel',
  candidate: 'Candidat aux municipales',
  sponsored_business: 'Commerce sponsorisé',
  partners: 'Commerces partenaires',
};
