import { z } from 'zod';
import { DECLARED_SEARCH_RESULTS, SEARCH_KINDS } from './kinds.ts';
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

/** Each kind's results: what one result of it looks like, declared with its kind (`search.result`). */
export const SEARCH_RESULT_ITEMS = DECLARED_SEARCH_RESULTS satisfies Record<SearchKind, z.ZodType>;

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
