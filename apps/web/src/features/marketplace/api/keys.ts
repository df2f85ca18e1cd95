import type { ListingsQuery } from '@portmarin/shared';

/** The browse filters a list query is keyed by (paging aside). */
export type BrowseFilters = Omit<ListingsQuery, 'cursor' | 'limit'>;

/** Every marketplace query starts with 'marketplace': one invalidation refreshes lists, counts and pages. */
export const marketplaceKeys = {
  all: ['marketplace'] as const,
  browse: (filters: BrowseFilters) => ['marketplace', 'browse', filters] as const,
  counts: ['marketplace', 'counts'] as const,
  mine: ['marketplace', 'mine'] as const,
  purchases: ['marketplace', 'purchases'] as const,
  listing: (id: string) => ['marketplace', 'listing', id] as const,
  contacts: (id: string) => ['marketplace', 'listing', id, 'contacts'] as const,
};
