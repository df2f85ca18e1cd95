import type { FeedPage, PlaceSearchQuery } from '@portmarin/shared';
import type { Sql } from '../../db/sql.ts';
import type { Reader, Visibility } from '../../db/visibility.ts';
import { listPlacePosts, POST_SEARCH_VECTOR, type PostPlace } from '../posts/index.ts';
import { prefixTsQuery } from '../search/index.ts';

/**
 * The posts of one group or business page that hold every word of `q` (each a prefix, accents
 * and case ignored, French stemming: the town search's rules), newest first. The caller's route
 * has checked that the place exists and that the reader may read it.
 */
export async function searchPlacePosts(
  sql: Sql,
  visibility: Visibility,
  reader: Reader,
  place: PostPlace,
  { q, ...page }: PlaceSearchQuery,
): Promise<FeedPage> {
  const tsquery = prefixTsQuery(q);
  if (tsquery === null) return { posts: [], nextCursor: null };
  return listPlacePosts(
    sql,
    visibility,
    reader,
    place,
    page,
    (add) => `${POST_SEARCH_VECTOR} @@ to_tsquery('public.french_unaccent', ${add(tsquery)})`,
  );
}
