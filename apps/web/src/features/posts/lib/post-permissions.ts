import type { PostAuthor, SessionUser } from '@portmarin/shared';
import { isStaff } from '@/lib/roles';

type Viewer = Pick<SessionUser, 'id' | 'role'> | null;

/** Only the author edits a post (the server checks it again). */
export const canEditPost = (viewer: Viewer, post: { author: PostAuthor }) => !!viewer && viewer.id === post.author.id;

/** The author, moderators and admins delete a post. */
export const canDeletePost = (viewer: Viewer, post: { author: PostAuthor }) =>
  canEditPost(viewer, post) || isStaff(viewer);

/** A comment goes away by its author, the post's author, a moderator or an admin. */
export const canDeleteComment = (viewer: Viewer, comment: { author: PostAuthor }, post: { author: PostAuthor }) =>
  !!viewer && (viewer.id === comment.author.id || viewer.id === post.author.id || isStaff(viewer));
