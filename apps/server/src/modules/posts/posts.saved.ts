import type { SavedPart } from '../../lib/app-module.ts';
import { notHidden, readerAt } from '../../db/visibility.ts';
import { feedChanged } from './feed-changes.ts';
import { postColumns, readablePost, toPost, type PostRow } from './post-rows.ts';

/** A saved post: as its link reads it (a private group's to members only), its card the feed's. */
export const postsSaved: SavedPart = {
  kind: 'post',
  table: 'posts',
  missing: 'POST_NOT_FOUND',
  readable: (p, reader, viewer, visibility) =>
    `${readablePost(p, viewer)} and ${notHidden('post', p, readerAt(reader, viewer, visibility))}`,
  tabs: { posts: () => 'true', videos: (p) => `${p}.video_url is not null` },
  async cards(sql, reader, ids) {
    const { rows } = await sql.query<PostRow>(
      `select ${postColumns(reader ? '$2' : null)} from posts p join "user" u on u.id = p.user_id
       where p.id = any($1::uuid[])`,
      reader ? [ids, reader.id] : [ids],
    );
    return new Map(rows.map((r) => [r.id, { post: toPost(r) }]));
  },
  // The feed keeps each reader's saves with its first page.
  changed: feedChanged,
};
