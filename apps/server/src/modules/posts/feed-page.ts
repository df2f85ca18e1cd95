import { FEED_PAGE_SIZE, type PageQuery } from '@portmarin/shared';
import { pageOf } from '../../db/paging.ts';
import type { Sql } from '../../db/sql.ts';
import type { Reader } from '../../db/visibility.ts';
import { isStaff } from '../../lib/roles.ts';
import type { SharedResults } from '../../plugins/shared-results.ts';
import { FEED_TOPIC } from './feed-changes.ts';
import { inFeed, toPost, type PostRow } from './post-rows.ts';
import { listFeed } from './posts.service.ts';
import { sharedFeedQuery, type FeedAudience } from './posts.sql.ts';

/**
 * The feed's first page (no cursor, the app's page size), as `GET /api/feed` and the page /feed
 * answer it: what is the same for everyone of an audience comes from the instance's shared result,
 * the reader's own part (likes, saves, their posts a moderator hid) from one query by the page's
 * posts, kept with that page for the reader's next requests (a like or a save of theirs changes
 * the feed, which drops the page and all that was kept with it). Any other page, and a resident
 * with a hidden post of their own on this one, is read as before. Answers the JSON text, built for
 * the shared part once.
 */
export async function readFeed(sql: Sql, results: SharedResults, reader: Reader, query: PageQuery): Promise<string> {
  if (query.cursor !== undefined || query.limit !== FEED_PAGE_SIZE) {
    return JSON.stringify(await listFeed(sql, reader, query));
  }
  const audience: FeedAudience = !reader ? 'visitor' : isStaff(reader) ? 'moderator' : 'resident';
  const shared = await results.get(FEED_TOPIC, `${audience}:${query.limit}`, () =>
    loadSharedPage(sql, audience, query.limit),
  );
  if (!reader) return shared.asRead;
  const mine = await keptReaderState(sql, audience, reader.id, shared);
  if (mine.own_hidden) return JSON.stringify(await listFeed(sql, reader, query));
  const liked = new Set(mine.liked);
  const saved = new Set(mine.saved);
  const posts = shared.posts.map(({ id, json }) => `${json[0]}${liked.has(id)}${json[1]}${saved.has(id)}${json[2]}`);
  return `{"posts":[${posts.join(',')}]${shared.tail}`;
}

/** The first page of an audience, no one's flags set: the posts' JSON cut around them. */
type SharedPage = {
  posts: Array<{ id: string; json: [beforeLiked: string, beforeSaved: string, after: string] }>;
  /** `,"nextCursor":…}` */
  tail: string;
  /** The whole answer, with no flag set: a visitor's. */
  asRead: string;
  /** The row just after the page, null when the feed ends on it: a resident's hidden post before it is theirs to see. */
  next: { at: string; id: string } | null;
  /** Each reader's own part, read once for this page. */
  readers: Map<string, Promise<ReaderState>>;
};

/** Readers whose own part a page keeps: past this (a crowd within seconds), the others' is read each time. */
const READERS_KEPT = 10_000;

/** Marks where the reader's flags go; no text of the database holds U+0000. */
const LIKED = '\u0000likedByMe';
const SAVED = '\u0000savedByMe';
const LIKED_JSON = JSON.stringify(LIKED);
const SAVED_JSON = JSON.stringify(SAVED);

async function loadSharedPage(sql: Sql, audience: FeedAudience, limit: number): Promise<SharedPage> {
  const { rows } = await sql.query<PostRow>({ ...sharedFeedQuery(audience), values: [limit + 1] });
  const page = pageOf(rows, limit);
  const posts = page.rows.map((row) => {
    const [beforeLiked, rest] = JSON.stringify({ ...toPost(row), likedByMe: LIKED, savedByMe: SAVED }).split(
      LIKED_JSON,
    ) as [string, string];
    const [beforeSaved, after] = rest.split(SAVED_JSON) as [string, string];
    return { id: row.id, json: [beforeLiked, beforeSaved, after] as [string, string, string] };
  });
  const tail = `,"nextCursor":${JSON.stringify(page.nextCursor)}}`;
  const asRead = `{"posts":[${posts.map(({ json }) => `${json[0]}false${json[1]}false${json[2]}`).join(',')}]${tail}`;
  const after = rows[limit];
  return {
    posts,
    tail,
    asRead,
    next: after ? { at: after.cursor_at, id: after.id } : null,
    readers: new Map(),
  };
}

type ReaderState = { liked: string[]; saved: string[]; own_hidden: boolean };

function keptReaderState(sql: Sql, audience: FeedAudience, readerId: string, page: SharedPage): Promise<ReaderState> {
  const kept = page.readers.get(readerId);
  if (kept) return kept;
  const state = readerState(sql, audience, readerId, page);
  if (page.readers.size < READERS_KEPT) {
    page.readers.set(readerId, state);
    state.catch(() => page.readers.delete(readerId));
  }
  return state;
}

/**
 * The reader's likes and saves among the page's posts, and, for a resident, whether a post of theirs
 * that a moderator hid belongs on this page (newer than the row after it): then their page is not
 * the shared one.
 */
async function readerState(sql: Sql, audience: FeedAudience, readerId: string, page: SharedPage): Promise<ReaderState> {
  const ids = page.posts.map((p) => p.id);
  const ownHidden =
    audience === 'moderator'
      ? 'false'
      : `exists(select 1 from posts p where p.user_id = $1 and p.hidden_at is not null and ${inFeed('p')}
          ${page.next ? 'and (p.created_at, p.id) > ($3::timestamptz, $4::uuid)' : ''})`;
  const { rows } = await sql.query<ReaderState>({
    name: `feed-reader-${audience}${page.next ? '' : '-whole'}`,
    text: `select
      array(select l.post_id::text from post_likes l where l.user_id = $1 and l.post_id = any($2::uuid[])) as liked,
      array(select s.target_id::text from saved_items s where s.user_id = $1 and s.kind = 'post' and s.target_id = any($2::uuid[])) as saved,
      ${ownHidden} as own_hidden`,
    values: audience !== 'moderator' && page.next ? [readerId, ids, page.next.at, page.next.id] : [readerId, ids],
  });
  return rows[0]!;
}
