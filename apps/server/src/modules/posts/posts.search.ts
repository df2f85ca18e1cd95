import type { SearchPart } from '../../lib/app-module.ts';
import { isoTimestamp } from '../../db/sql.ts';
import { notHidden } from '../../db/visibility.ts';
import { byRelevance, frenchVector, SEARCH_EXCERPT } from '../search/index.ts';
import { inFeed, postColumns, toPost, visibleToVisitors, type PostRow } from './post-rows.ts';
import { seenBy } from './posts.service.ts';

/** A post's searched text: the expression of its GIN index (posts.schema.ts), the place search's too. */
export const POST_SEARCH_VECTOR = frenchVector('p.content');

/** Posts of the feed, by relevance. */
export const feedPostsSearch: SearchPart = {
  kind: 'posts',
  query: (on) => `select ${postColumns(on.viewer)}
    from posts p join "user" u on u.id = p.user_id
    where ${POST_SEARCH_VECTOR} @@ ${on.words} and ${inFeed('p')}
      ${on.reader ? '' : `and ${visibleToVisitors('p')}`} and ${notHidden('post', 'p', on.hidden)}
    order by ${byRelevance(POST_SEARCH_VECTOR, on, 'p.created_at desc, p.id desc')}
    ${on.page}`,
  toResult: (r) => toPost(r as PostRow),
};

/**
 * Posts written in a group or on a business page, by relevance, with the rules of reading them
 * where they were written: a private group's to its members only, nothing a moderator hid (the
 * post, its group or its page) but to their owners and moderators.
 */
export const placePostsSearch: SearchPart = {
  kind: 'placePosts',
  query: (on) => `select p.id, left(p.content, ${SEARCH_EXCERPT}) as excerpt, p.image_url is not null as has_image,
      ${isoTimestamp('p.created_at')} as created_at,
      case when pp.id is not null then pp.name else u.name end as signed_by,
      case when pg.id is not null then 'group' else 'businessPage' end as place_kind,
      coalesce(pg.id, pp.id) as place_id, coalesce(pg.name, pp.name) as place_name
    from posts p join "user" u on u.id = p.user_id
      left join groups pg on pg.id = p.group_id
      left join business_pages pp on pp.id = p.business_page_id
    where ${POST_SEARCH_VECTOR} @@ ${on.words} and not (${inFeed('p')})
      and ${seenBy(on.reader, on.viewer ?? '$4')}
      and (pg.id is null or ${notHidden('group', 'pg', on.hidden)})
      and (pp.id is null or ${notHidden('businessPage', 'pp', on.hidden)})
    order by ${byRelevance(POST_SEARCH_VECTOR, on, 'p.created_at desc, p.id desc')}
    ${on.page}`,
  toResult: (r) => ({
    id: r.id as string,
    excerpt: r.excerpt as string,
    hasImage: r.has_image as boolean,
    createdAt: r.created_at as string,
    signedBy: r.signed_by as string | null,
    place: {
      kind: r.place_kind as 'group' | 'businessPage',
      id: r.place_id as string,
      name: r.place_name as string,
    },
  }),
};
