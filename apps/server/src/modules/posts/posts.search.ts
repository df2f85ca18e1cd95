import type { SearchPart } from '../../lib/app-module.ts';
import { isoTimestamp } from '../../db/sql.ts';
import { NEWEST, SEARCH_EXCERPT, frenchVector } from '../search/index.ts';
import { inFeed, postColumns, toPost, visibleToVisitors, type PostRow } from './post-rows.ts';

/** A post's searched text: the expression of its GIN index (posts.schema.ts), the place search's. */
export const POST_SEARCH_VECTOR = frenchVector('p.content');

/** Posts by relevance to the words, then the newest. */
const byRelevance = (on: { rank: string }) => `${on.rank} desc, d.at desc, d.row_id desc`;

/** A resident whose profile is hidden: their posts are not for visitors. */
const SETTINGS = { table: 'user_settings', key: 'p.user_id', column: 'user_id', columns: ['profile_visible'] };

/** Posts of the feed, by relevance; a hidden one by its author and the moderators only. */
export const feedPostsSearch: SearchPart = {
  kind: 'posts',
  document: {
    from: 'posts p',
    id: 'p.id',
    where: inFeed('p'),
    text: 'p.content',
    at: 'p.created_at',
    hidden: [{ when: 'p.hidden_at is not null', owner: 'p.user_id' }],
    visitors: visibleToVisitors('p'),
    reads: [SETTINGS],
  },
  order: byRelevance,
  walk: NEWEST,
  show: { from: 'posts p join "user" u on u.id = p.user_id', columns: (on) => postColumns(on.viewer) },
  toResult: (r) => toPost(r as PostRow),
};

const PLACES = `left join groups pg on pg.id = p.group_id left join business_pages pp on pp.id = p.business_page_id`;

/**
 * Posts written in a group or on a business page, by relevance, with the rules of reading them
 * where they were written: a private group's to its members only, nothing a moderator hid (the
 * post, its group or its page) but to their owners and moderators.
 */
export const placePostsSearch: SearchPart = {
  kind: 'placePosts',
  document: {
    from: `posts p ${PLACES}`,
    id: 'p.id',
    where: `not (${inFeed('p')})`,
    text: 'p.content',
    at: 'p.created_at',
    hidden: [
      { when: 'p.hidden_at is not null', owner: 'p.user_id' },
      { when: 'pp.hidden_at is not null', owner: 'pp.created_by' },
      { when: 'pg.hidden_at is not null', ownersOf: { kind: 'group', row: 'pg.id' } },
    ],
    visitors: visibleToVisitors('p'),
    membersOf: {
      group: 'case when pg.is_private then pg.id end',
      groupsOf: (viewer) => `select m.group_id from group_members m where m.user_id = ${viewer}`,
    },
    reads: [
      { table: 'groups', key: 'p.group_id', columns: ['is_private', 'hidden_at'] },
      { table: 'business_pages', key: 'p.business_page_id', columns: ['hidden_at', 'created_by'] },
      SETTINGS,
    ],
  },
  order: byRelevance,
  walk: NEWEST,
  show: {
    from: `posts p join "user" u on u.id = p.user_id ${PLACES}`,
    columns: () => `p.id, left(p.content, ${SEARCH_EXCERPT}) as excerpt, p.image_url is not null as has_image,
      ${isoTimestamp('p.created_at')} as created_at,
      case when pp.id is not null then pp.name else u.name end as signed_by,
      case when pg.id is not null then 'group' else 'business-page' end as place_kind,
      coalesce(pg.id, pp.id) as place_id, coalesce(pg.name, pp.name) as place_name`,
  },
  toResult: (r) => ({
    id: r.id as string,
    excerpt: r.excerpt as string,
    hasImage: r.has_image as boolean,
    createdAt: r.created_at as string,
    signedBy: r.signed_by as string | null,
    place: {
      kind: r.place_kind as 'group' | 'business-page',
      id: r.place_id as string,
      name: r.place_name as string,
    },
  }),
};
