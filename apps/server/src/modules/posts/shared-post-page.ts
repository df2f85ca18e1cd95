import { pageOf } from '../../db/paging.ts';
import type { Sql } from '../../db/sql.ts';
import { toPost, type PostRow } from './post-rows.ts';

/**
 * A first page of posts as every reader of an audience sees it (the feed's, a group's, a business
 * page's), no one's flags set: each post's JSON cut around them, so that a reader's page is their
 * likes and saves put back in, without building the posts' JSON again.
 */
export type SharedPostPage = {
  posts: Array<{ id: string; json: [beforeLiked: string, beforeSaved: string, after: string] }>;
  /** `,"nextCursor":…}` */
  tail: string;
  /** The whole answer, with no flag set: a visitor's. */
  asRead: string;
  /** The row just after the page, null when the list ends on it: a resident's hidden post before it is theirs to see. */
  next: { at: string; id: string } | null;
  /** Each reader's own part, read once for this page. */
  readers: Map<string, Promise<PostReaderState>>;
};

/** A reader's likes and saves among the page's posts, and whether a post of theirs a moderator hid belongs on it. */
export type PostReaderState = { liked: string[]; saved: string[]; own_hidden: boolean };

/** Readers whose own part a page keeps: past this (a crowd within seconds), the others' is read each time. */
const READERS_KEPT = 10_000;

/** Marks where the reader's flags go; no text of the database holds U+0000. */
const LIKED = '\u0000likedByMe';
const SAVED = '\u0000savedByMe';
const LIKED_JSON = JSON.stringify(LIKED);
const SAVED_JSON = JSON.stringify(SAVED);

/** The page of `rows` (read with `limit + 1`, no one's flags), cut for its readers. */
export function toSharedPostPage(rows: PostRow[], limit: number): SharedPostPage {
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
  return { posts, tail, asRead, next: after ? { at: after.cursor_at, id: after.id } : null, readers: new Map() };
}

/** The page's answer with the reader's likes and saves. */
export function withReaderFlags(page: SharedPostPage, state: PostReaderState): string {
  const liked = new Set(state.liked);
  const saved = new Set(state.saved);
  const posts = page.posts.map(({ id, json }) => `${json[0]}${liked.has(id)}${json[1]}${saved.has(id)}${json[2]}`);
  return `{"posts":[${posts.join(',')}]${page.tail}`;
}

/** The reader's own part of the page, read once and kept with it (see READERS_KEPT). */
export function keptReaderState(
  page: SharedPostPage,
  readerId: string,
  read: () => Promise<PostReaderState>,
): Promise<PostReaderState> {
  const kept = page.readers.get(readerId);
  if (kept) return kept;
  const state = read();
  if (page.readers.size < READERS_KEPT) {
    page.readers.set(readerId, state);
    state.catch(() => page.readers.delete(readerId));
  }
  return state;
}

/**
 * The reader's likes and saves among the page's posts, and whether a post of theirs that a
 * moderator hid, meeting `ownHidden` (the list's condition on `p`, `null` when the reader sees
 * hidden posts anyway), is newer than the row after the page: then their page is not the shared one.
 * `name` names the statement; its parameters: the reader's id, the page's ids, then `values`,
 * then the row after the page.
 */
export async function readReaderState(
  sql: Sql,
  name: string,
  readerId: string,
  page: SharedPostPage,
  ownHidden: { condition: string; values: unknown[] } | null,
): Promise<PostReaderState> {
  const ids = page.posts.map((p) => p.id);
  const values: unknown[] = [readerId, ids];
  let hidden = 'false';
  if (ownHidden) {
    values.push(...ownHidden.values);
    let after = '';
    if (page.next) {
      after = `and (p.created_at, p.id) > ($${values.length + 1}::timestamptz, $${values.length + 2}::uuid)`;
      values.push(page.next.at, page.next.id);
    }
    hidden = `exists(select 1 from posts p where p.user_id = $1 and p.hidden_at is not null and ${ownHidden.condition} ${after})`;
  }
  const { rows } = await sql.query<PostReaderState>({
    name: `${name}${ownHidden ? '' : '-all-seen'}${page.next ? '' : '-whole'}`,
    text: `select
      array(select l.post_id::text from post_likes l where l.user_id = $1 and l.post_id = any($2::uuid[])) as liked,
      array(select s.target_id::text from saved_items s where s.user_id = $1 and s.kind = 'post' and s.target_id = any($2::uuid[])) as saved,
      ${hidden} as own_hidden`,
    values,
  });
  return rows[0]!;
}
