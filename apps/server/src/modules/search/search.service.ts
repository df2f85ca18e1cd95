import type { SearchResults } from '@portmarin/shared';
import { postColumns, toPost, visibleToVisitors, type PostRow } from '../../db/post-rows.ts';
import { escapeLike, type Sql } from '../../db/sql.ts';

const MAX_RESIDENTS = 10;
const MAX_POSTS = 20;

/**
 * Residents by name or username (accent- and case-insensitive substring, names starting with the
 * query first) and posts by French full-text search, ranked (for visitors, not those of hidden
 * profiles).
 */
export async function search(sql: Sql, viewerId: string | null, q: string): Promise<SearchResults> {
  const pattern = `%${escapeLike(q.toLowerCase())}%`;
  const prefix = `${escapeLike(q.toLowerCase())}%`;
  const [residents, posts] = await Promise.all([
    sql.query<{ id: string; name: string; username: string | null; image: string | null }>(
      `select u.id, u.name, coalesce(u.display_username, u.username) as username, u.image
       from "user" u
       where u.email_verified
         and (public.immutable_unaccent(lower(u.name)) like public.immutable_unaccent($1)
              or public.immutable_unaccent(lower(coalesce(u.username, ''))) like public.immutable_unaccent($1))
       order by (public.immutable_unaccent(lower(u.name)) like public.immutable_unaccent($2)
                 or public.immutable_unaccent(lower(coalesce(u.username, ''))) like public.immutable_unaccent($2)) desc,
                u.name, u.id
       limit ${MAX_RESIDENTS}`,
      [pattern, prefix],
    ),
    sql.query<PostRow>(
      `select ${postColumns(viewerId ? '$2' : null)}
       from posts p join "user" u on u.id = p.user_id,
         websearch_to_tsquery('public.french_unaccent', $1) query
       where to_tsvector('public.french_unaccent'::regconfig, p.content) @@ query
         ${viewerId ? '' : `and ${visibleToVisitors('p')}`}
       order by ts_rank(to_tsvector('public.french_unaccent'::regconfig, p.content), query) desc,
                p.created_at desc, p.id desc
       limit ${MAX_POSTS}`,
      viewerId ? [q, viewerId] : [q],
    ),
  ]);
  return { residents: residents.rows, posts: posts.rows.map(toPost) };
}
