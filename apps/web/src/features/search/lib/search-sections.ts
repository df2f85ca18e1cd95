import { SEARCH_KINDS, type SearchKind, type SearchResults } from '@portmarin/shared';
import type { LucideIcon } from 'lucide-react';
import { searchSection, type SearchRow } from '@/lib/web-feature';

/**
 * The kinds shown as rows (a link, a name and one line about it): every kind the server finds
 * but residents and feed posts, which have rows of their own, in the server's order.
 */
export const COMMUNITY_KINDS = SEARCH_KINDS.filter(
  (kind): kind is Exclude<SearchKind, 'residents' | 'posts'> => kind !== 'residents' && kind !== 'posts',
);
export type CommunityKind = (typeof COMMUNITY_KINDS)[number];

/** A kind's heading in the results, as the feature that owns the kind declares it. */
export function sectionTitle(kind: SearchKind): string {
  return searchSection(kind)?.title ?? '';
}

/** The icon of a community kind's rows. */
export function kindIcon(kind: CommunityKind): LucideIcon | undefined {
  return searchSection(kind)?.rows?.icon;
}

type Results = Pick<SearchResults, CommunityKind>;

/** The rows of one community kind, each leading to its page. */
export function communityItems<K extends CommunityKind>(kind: K, found: Results[K]): SearchRow[] {
  // The section declared for K takes K's results (SearchSection pairs them); TypeScript cannot follow K here.
  const section = searchSection(kind) as { rows?: { of: (rows: Results[K]) => SearchRow[] } } | undefined;
  return section?.rows?.of(found) ?? [];
}

/** The community sections that have results, in display order, each with its heading. */
export function communitySections(results: Results): Array<{ kind: CommunityKind; title: string; items: SearchRow[] }> {
  return COMMUNITY_KINDS.map((kind) => ({
    kind,
    title: sectionTitle(kind),
    items: communityItems(kind, results[kind]),
  })).filter((section) => section.items.length > 0);
}

/** How many results the server gave, all kinds together. */
export function remoteCount(results: SearchResults | undefined): number {
  if (!results) return 0;
  return (
    results.residents.length + results.posts.length + COMMUNITY_KINDS.reduce((n, kind) => n + results[kind].length, 0)
  );
}
