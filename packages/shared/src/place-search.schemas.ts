import type { z } from 'zod';
import { PageQuery } from './posts.schemas.ts';
import { SEARCH_QUERY_REQUIRED } from './search.schemas.ts';
import { TypedText } from './text.schemas.ts';

/** The words searched in one group's or one business page's posts, newest match first. */
export const PlaceSearchQuery = PageQuery.extend({
  q: TypedText.min(1, SEARCH_QUERY_REQUIRED).max(100, 'La recherche contient au plus 100 caractères.'),
});
export type PlaceSearchQuery = z.infer<typeof PlaceSearchQuery>;
