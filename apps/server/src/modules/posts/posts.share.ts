import { postShareTitle, postShareUrl } from '@portmarin/shared';
import type { FastifyInstance } from 'fastify';
import { notHidden, VISITOR } from '../../db/visibility.ts';
import { registerSharePage, shareDescription, shareHead, type ShareTags } from '../../plugins/og.ts';
import { readablePost, visibleToVisitors } from './post-rows.ts';
import { shownUsername } from '../../db/user-names.ts';

type SharedPost = { name: string | null; username: string | null; content: string; imageUrl: string | null };

/** What a link to a post previews: the share panel's title and description, its photo. */
function postShareTags(post: SharedPost, postId: string, publicUrl: string): ShareTags {
  return {
    title: postShareTitle(post),
    description: shareDescription(post.content),
    url: postShareUrl(postId, publicUrl),
    imageUrl: post.imageUrl,
  };
}

/** The share head of a post. */
export function postHead(
  html: string,
  post: SharedPost,
  opts: { publicUrl: string; postId: string; siteName: string },
): string {
  return shareHead(html, postShareTags(post, opts.postId, opts.publicUrl), opts);
}

/** /post/:id: a post's share tags, for posts visitors may read. */
export function registerPostOpenGraph(app: FastifyInstance): void {
  registerSharePage(app, '/post/', async (id) => {
    const { rows } = await app.pool.query<SharedPost>(
      // A page's post is signed by the page (issue 28): its name titles the preview.
      `select coalesce(bp.name, u.name) as name, case when bp.id is null then ${shownUsername('u')} end as username,
         p.content, p.image_url as "imageUrl"
       from posts p join "user" u on u.id = p.user_id left join business_pages bp on bp.id = p.business_page_id where p.id = $1 and ${readablePost('p', null)} and ${visibleToVisitors('p')}
         and ${notHidden('post', 'p', VISITOR)}`,
      [id],
    );
    const post = rows[0];
    return post ? postShareTags(post, id, app.env.PUBLIC_URL) : null;
  });
}
