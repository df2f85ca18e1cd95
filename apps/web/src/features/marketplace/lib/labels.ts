import { formatListingPrice, type Listing, type ListingStatus } from '@portmarin/shared';
import { formatCount } from '@/lib/format';

/** The price as shown: euros in French, /mois or /nuit for rents. */
export const listingPrice = (listing: Pick<Listing, 'priceCents' | 'pricePeriod'>) =>
  formatListingPrice(listing.priceCents, listing.pricePeriod);

export const STATUS_LABELS: Record<ListingStatus, string> = { active: 'Active', inactive: 'Inactive', sold: 'Vendu' };

export const viewsLabel = (n: number) => `${formatCount(n)} ${n > 1 ? 'vues' : 'vue'}`;
export const messagesLabel = (n: number) => `${formatCount(n)} ${n > 1 ? 'messages' : 'message'}`;
