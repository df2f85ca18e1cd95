import {
  formatListingPrice,
  SEARCH_KINDS,
  SUGGESTION_STATUS_LABELS,
  type SearchKind,
  type SearchResults,
} from '@portmarin/shared';
import { paths } from '@/config/paths';
import { formatCount, fullDateTime, relativeTime } from '@/lib/format';

/**
 * The kinds shown as rows (a link, a name and one line about it): every kind the server finds
 * but residents and feed posts, which have rows of their own, in the server's order.
 */
export const COMMUNITY_KINDS = SEARCH_KINDS.filter(
  (kind): kind is Exclude<SearchKind, 'residents' | 'posts'> => kind !== 'residents' && kind !== 'posts',
);
export type CommunityKind = (typeof COMMUNITY_KINDS)[number];

/** Each kind's heading in the results, in the order they are shown. */
export const SECTION_TITLES: Record<SearchKind, string> = {
  residents: 'Habitants',
  posts: 'Publications',
  announcements: 'Annonces de la mairie',
  placePosts: 'Publications des groupes et des pages',
  events: 'Événements',
  listings: 'Marketplace',
  groups: 'Groupes',
  businessPages: 'Pages professionnelles',
  businesses: 'Entreprises locales',
  municipalServices: 'Services municipaux',
  associations: 'Associations',
  suggestions: 'Boîte à idées',
  referendums: 'Référendums',
};

/** One result of a community kind as a row: where it leads, its name and one line about it. */
export type CommunityItem = { id: string; to: string; label: string; detail: string };

/** "0 membre", "1 membre", "12 membres" (French: plural from 2). */
export function countOf(value: number, singular: string, plural: string): string {
  return `${formatCount(Math.max(0, value))} ${value >= 2 ? plural : singular}`;
}

const line = (...parts: Array<string | null | undefined | false>) =>
  parts.filter((part): part is string => Boolean(part && part.trim())).join(' · ');

const ANNOUNCEMENT_STATUS_LABELS = { current: 'En cours', upcoming: 'À venir', ended: 'Terminée' } as const;

/** Where a local business leads: the 'Entreprises Locales' list, searched for its name. */
export const localBusinessLink = (name: string) => `${paths.localBusinesses}?q=${encodeURIComponent(name)}`;
/** Where a municipal service leads: the services screen, searched for its name. */
export const municipalServiceLink = (name: string) => `${paths.municipalServices}?q=${encodeURIComponent(name)}`;
/** Where an association leads: its card on the associations screen. */
export const associationLink = (id: string) => `${paths.associations}#association-${id}`;

type Results = Pick<SearchResults, CommunityKind>;

const EXCERPT_LENGTH = 120;

/** A post's text on one line, cut at 120 characters. */
export function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > EXCERPT_LENGTH ? `${flat.slice(0, EXCERPT_LENGTH - 1)}…` : flat;
}

/** The rows of one community kind, each leading to its page. */
export function communityItems<K extends CommunityKind>(kind: K, found: Results[K]): CommunityItem[] {
  switch (kind) {
    case 'groups':
      return (found as Results['groups']).map((g) => ({
        id: g.id,
        to: paths.group(g.id),
        label: g.name,
        detail: line(
          g.isPrivate ? 'Groupe privé' : 'Groupe public',
          countOf(g.membersCount, 'membre', 'membres'),
          g.category,
        ),
      }));
    case 'businessPages':
      return (found as Results['businessPages']).map((p) => ({
        id: p.id,
        to: paths.businessPage(p.id),
        label: p.name,
        detail: line(p.category, countOf(p.followersCount, 'abonné', 'abonnés')),
      }));
    case 'businesses':
      return (found as Results['businesses']).map((b) => ({
        id: b.id,
        to: localBusinessLink(b.name),
        label: b.name,
        detail: line(b.category, b.isVerified && 'Vérifiée', b.address),
      }));
    case 'municipalServices':
      return (found as Results['municipalServices']).map((s) => ({
        id: s.id,
        to: municipalServiceLink(s.name),
        label: s.name,
        detail: line(s.isEmergency && "Service d'urgence", s.category, s.phone),
      }));
    case 'associations':
      return (found as Results['associations']).map((a) => ({
        id: a.id,
        to: associationLink(a.id),
        label: a.name,
        detail: line(a.category),
      }));
    case 'announcements':
      return (found as Results['announcements']).map((a) => ({
        id: a.id,
        // The page counts a resident's open once, with where they came from.
        to: `${paths.announcement(a.id)}?source=search`,
        label: a.title,
        detail: line(a.category, ANNOUNCEMENT_STATUS_LABELS[a.status], a.location),
      }));
    case 'placePosts':
      return (found as Results['placePosts']).map((p) => ({
        id: p.id,
        to: paths.post(p.id),
        label: excerpt(p.excerpt) || 'Publication avec photo',
        detail: line(
          p.place.kind === 'group' ? `Groupe « ${p.place.name} »` : `Page « ${p.place.name} »`,
          p.signedBy,
          relativeTime(p.createdAt),
        ),
      }));
    case 'events':
      return (found as Results['events']).map((e) => ({
        id: e.id,
        to: paths.event(e.id),
        label: e.title,
        detail: line(e.cancelled && 'Annulé', fullDateTime(e.startsAt), e.location),
      }));
    case 'listings':
      return (found as Results['listings']).map((l) => ({
        id: l.id,
        to: paths.listing(l.id),
        label: l.title,
        detail: line(l.sold && 'Vendu', formatListingPrice(l.priceCents, l.pricePeriod), l.location),
      }));
    case 'suggestions':
      return (found as Results['suggestions']).map((s) => ({
        id: s.id,
        // The idea box has no page per idea: its list shows them all.
        to: paths.ideaBox,
        label: s.title,
        detail: line(SUGGESTION_STATUS_LABELS[s.status], countOf(s.votesCount, 'vote', 'votes')),
      }));
    case 'referendums':
      return (found as Results['referendums']).map((r) => ({
        id: r.id,
        to: paths.referendumPage(r.id),
        label: r.title,
        detail: line(r.closed ? 'Terminé' : 'Vote en cours', r.question),
      }));
    default:
      return [];
  }
}

/** The community sections that have results, in display order, each with its heading. */
export function communitySections(
  results: Results,
): Array<{ kind: CommunityKind; title: string; items: CommunityItem[] }> {
  return COMMUNITY_KINDS.map((kind) => ({
    kind,
    title: SECTION_TITLES[kind],
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
