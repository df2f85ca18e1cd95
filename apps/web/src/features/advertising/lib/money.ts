import { AD_BADGE_LABELS, AD_OBJECTIVE_LABELS, BOOST_OFFER_LABELS, type AdRequest } from '@portmarin/shared';

const wholeEuros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

/** 500 → "5 €", 250 → "2,50 €" (French grouping and a no-break space before the sign). */
export function formatEuros(cents: number): string {
  return (cents % 100 === 0 ? wholeEuros : euros).format(cents / 100);
}

/** What a resident types as euros ("2", "2,5", "2.50 €") in cents; null when it is not an amount. */
export function parseEurosToCents(text: string): number | null {
  const cleaned = text.replace(/\s|€/g, '').replace(',', '.');
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(cleaned)) return null;
  return Math.round(Number(cleaned) * 100);
}

/** A request in a few words: "Campagne Notoriété", "Boost 7 jours", "Badge Vérifié". */
export function describeRequest(request: Pick<AdRequest, 'kind' | 'objective' | 'boostOffer' | 'badge'>): string {
  switch (request.kind) {
    case 'campaign':
      return request.objective ? `Campagne ${AD_OBJECTIVE_LABELS[request.objective]}` : 'Campagne';
    case 'boost':
      return request.boostOffer ? BOOST_OFFER_LABELS[request.boostOffer] : 'Boost';
    case 'badge':
      return request.badge ? `Badge ${AD_BADGE_LABELS[request.badge]}` : 'Badge';
  }
}

/** The figures under it: budget × days and the zone, the boosted post, the monthly price. */
export function requestFigures(request: AdRequest): string[] {
  switch (request.kind) {
    case 'campaign':
      return [
        `${formatEuros(request.dailyBudgetCents ?? 0)} par jour pendant ${request.durationDays ?? 0} jour${(request.durationDays ?? 0) > 1 ? 's' : ''}`,
        `Zone : ${request.geoTarget ?? ''}`,
      ];
    case 'boost':
      return [
        request.post ? `Publication : « ${request.post.excerpt || 'photo'} »` : 'Toute la page',
        ...(request.autoBoost ? ['Boost automatique (Pro)'] : []),
      ];
    case 'badge':
      return [`${formatEuros(request.totalCents)} par mois`];
  }
}

/** The total shown: a campaign's or boost's sum, a badge's price per month. */
export function requestTotal(request: AdRequest): string {
  return request.kind === 'badge' ? `${formatEuros(request.totalCents)}/mois` : formatEuros(request.totalCents);
}
