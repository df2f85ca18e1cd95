import { z } from 'zod';
import { Post } from './posts.schemas.ts';
import { CursorField, TypedText } from './text.schemas.ts';

/** What the top-bar search finds, in the order the results are shown. */
export const SEARCH_KINDS = [
  'residents',
  'posts',
  'groups',
  'businessPages',
  'businesses',
  'municipalServices',
  'associations',
] as const;
export const SearchKind = z.enum(SEARCH_KINDS, { message: 'Ce type de résultats n’existe pas.' });
export type SearchKind = z.infer<typeof SearchKind>;

/** Results per kind when every kind is asked at once (the dialog's first screen). */
export const SEARCH_FIRST_PAGE: Record<SearchKind, number> = {
  residents: 10,
  posts: 20,
  groups: 5,
  businessPages: 5,
  businesses: 5,
  municipalServices: 5,
  associations: 5,
};
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

/** Every kind is present (empty when not asked); `nextCursors[kind]` pages that kind. */
export const SearchResults = z.object({
  residents: z.array(SearchResident),
  posts: z.array(Post),
  groups: z.array(SearchGroup),
  businessPages: z.array(SearchBusinessPage),
  businesses: z.array(SearchBusiness),
  municipalServices: z.array(SearchMunicipalService),
  associations: z.array(SearchAssociation),
  nextCursors: z.object({
    residents: z.string().nullable(),
    posts: z.string().nullable(),
    groups: z.string().nullable(),
    businessPages: z.string().nullable(),
    businesses: z.string().nullable(),
    municipalServices: z.string().nullable(),
    associations: z.string().nullable(),
  }),
});
export type SearchResults = z.infer<typeof SearchResults>;
