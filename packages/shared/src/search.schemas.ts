import { z } from 'zod';
import { AnnouncementCategory } from './announcements.schemas.ts';
import { EventCategory } from './events.schemas.ts';
import { DECLARED_SEARCH_RESULTS, SEARCH_KINDS } from './kinds.ts';
import { MarketplaceCategory, PricePeriod } from './marketplace.schemas.ts';
import { Post } from './posts.schemas.ts';
import { SuggestionStatus } from './suggestions.schemas.ts';
import { CursorField, TypedText } from './text.schemas.ts';

/** The searchable kinds' sections, declared by their features in the results' order (kinds.ts). */
export const SearchKind = z.enum(SEARCH_KINDS, { message: 'Ce type de résultats n’existe pas.' });
export type SearchKind = z.infer<typeof SearchKind>;

/** Results per page when one kind is paged ('Voir plus'). */
export const SEARCH_PAGE_SIZE = 20;
/** How deep one kind can be paged: ranked results past this are not worth reading. */
export const SEARCH_MAX_RESULTS = 200;

export const SEARCH_QUERY_REQUIRED = 'Saisissez un mot à chercher.';
export const SEARCH_CURSOR_NEEDS_KIND = 'Indiquez le type de résultats de la page suivante.';

export const SearchQuery = z
  .object({
    q: TypedText.min(1, SEARCH_QUERY_REQUIRED).max(100, 'La recherche contient au plus 100 caractères.'),
    /** Only this kind ('Voir plus'); every kind when absent. */
    kind: SearchKind.optional(),
    /** The `nextCursors[kind]` of a previous answer; needs `kind`. */
    cursor: CursorField.optional(),
    limit: z.coerce.number().int().min(1).max(50).optional(),
  })
  .refine((v) => v.cursor === undefined || v.kind !== undefined, {
    message: SEARCH_CURSOR_NEEDS_KIND,
    path: ['kind'],
  });
export type SearchQuery = z.infer<typeof SearchQuery>;

export const SearchResident = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string().nullable(),
  image: z.string().nullable(),
});

/** A private group is found by its name only; its description shows to its members only. */
export const SearchGroup = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  category: z.string().nullable(),
  isPrivate: z.boolean(),
  membersCount: z.number().int().min(0),
  avatarUrl: z.string().nullable(),
});
export type SearchGroup = z.infer<typeof SearchGroup>;

export const SearchBusinessPage = z.object({
  id: z.uuid(),
  name: z.string(),
  category: z.string().nullable(),
  description: z.string().nullable(),
  coverUrl: z.string().nullable(),
  followersCount: z.number().int().min(0),
});
export type SearchBusinessPage = z.infer<typeof SearchBusinessPage>;

/** An entry of the local businesses (Entreprises Locales, Annuaire Local). */
export const SearchBusiness = z.object({
  id: z.uuid(),
  name: z.string(),
  category: z.string(),
  address: z.string().nullable(),
  isVerified: z.boolean(),
  logoUrl: z.string().nullable(),
});
export type SearchBusiness = z.infer<typeof SearchBusiness>;

export const SearchMunicipalService = z.object({
  id: z.uuid(),
  name: z.string(),
  category: z.string(),
  phone: z.string().nullable(),
  isEmergency: z.boolean(),
});
export type SearchMunicipalService = z.infer<typeof SearchMunicipalService>;

export const SearchAssociation = z.object({
  id: z.uuid(),
  name: z.string(),
  category: z.string(),
  description: z.string(),
});
export type SearchAssociation = z.infer<typeof SearchAssociation>;

/** A post written in a group or on a business page the reader may read, with where it was written. */
export const SearchPlacePost = z.object({
  id: z.uuid(),
  excerpt: z.string(),
  hasImage: z.boolean(),
  createdAt: z.string(),
  /** The author's name, or the page's for a post signed by its business page. */
  signedBy: z.string().nullable(),
  place: z.object({ kind: z.enum(['group', 'business-page']), id: z.uuid(), name: z.string() }),
});
export type SearchPlacePost = z.infer<typeof SearchPlacePost>;

export const SearchEvent = z.object({
  id: z.uuid(),
  title: z.string(),
  startsAt: z.string(),
  location: z.string(),
  category: EventCategory,
  cancelled: z.boolean(),
});
export type SearchEvent = z.infer<typeof SearchEvent>;

/** A marketplace listing on sale, or sold (listed after those on sale). */
export const SearchListing = z.object({
  id: z.uuid(),
  title: z.string(),
  priceCents: z.number().int(),
  pricePeriod: PricePeriod,
  location: z.string(),
  category: MarketplaceCategory,
  sold: z.boolean(),
});
export type SearchListing = z.infer<typeof SearchListing>;

/** An idea of the idea box. */
export const SearchSuggestion = z.object({
  id: z.uuid(),
  title: z.string(),
  status: SuggestionStatus,
  votesCount: z.number().int().min(0),
});
export type SearchSuggestion = z.infer<typeof SearchSuggestion>;

/** A published referendum (proposals waiting for the moderators are not searched). */
export const SearchReferendum = z.object({
  id: z.uuid(),
  title: z.string(),
  question: z.string(),
  endsAt: z.string(),
  closed: z.boolean(),
});
export type SearchReferendum = z.infer<typeof SearchReferendum>;

/** A town hall announcement not withdrawn: current ones first, then upcoming, then ended. */
export const SearchAnnouncement = z.object({
  id: z.uuid(),
  title: z.string(),
  category: AnnouncementCategory,
  location: z.string(),
  status: z.enum(['current', 'upcoming', 'ended']),
  startsAt: z.string(),
  endsAt: z.string(),
});
export type SearchAnnouncement = z.infer<typeof SearchAnnouncement>;

/**
 * Each kind's results: what one result of it looks like. A kind whose feature's file holds the
 * schema declares it (`search.result`); the others' are here.
 */
export const SEARCH_RESULT_ITEMS = {
  ...DECLARED_SEARCH_RESULTS,
  residents: SearchResident,
  posts: Post,
  announcements: SearchAnnouncement,
  placePosts: SearchPlacePost,
  events: SearchEvent,
  listings: SearchListing,
  groups: SearchGroup,
  businessPages: SearchBusinessPage,
  businesses: SearchBusiness,
  municipalServices: SearchMunicipalService,
  associations: SearchAssociation,
  suggestions: SearchSuggestion,
  referendums: SearchReferendum,
} as const satisfies Record<SearchKind, z.ZodType>;

type SearchItemShapes = { [K in SearchKind]: z.ZodArray<(typeof SEARCH_RESULT_ITEMS)[K]> };

/** Every kind is present (empty when not asked); `nextCursors[kind]` pages that kind. */
export const SearchResults = z.object({
  ...(Object.fromEntries(SEARCH_KINDS.map((kind) => [kind, z.array(SEARCH_RESULT_ITEMS[kind])])) as SearchItemShapes),
  nextCursors: z.object(
    Object.fromEntries(SEARCH_KINDS.map((kind) => [kind, z.string().nullable()])) as Record<
      SearchKind,
      z.ZodNullable<z.ZodString>
    >,
  ),
});
export type SearchResults = z.infer<typeof SearchResults>;
