import type { CivicComment, CivicCommentsPage, SessionUser } from '@portmarin/shared';
import type { InfiniteData } from '@tanstack/react-query';
import { isStaff } from '@/lib/roles';

export type CommentsData = InfiniteData<CivicCommentsPage, string | undefined>;

type Viewer = Pick<SessionUser, 'id' | 'role'> | null;

/** Its author and the moderators and admins delete a comment (the server checks it again). */
export const canDeleteCivicComment = (viewer: Viewer, comment: Pick<CivicComment, 'author'>) =>
  !!viewer && (viewer.id === comment.author.id || isStaff(viewer));

/** Oldest first: a new comment shows at the end once the last page is loaded; the total grows on every page. */
export function withComment(data: CommentsData | undefined, comment: CivicComment): CommentsData | undefined {
  if (!data) return data;
  const pages = data.pages.map((page) => ({ ...page, total: page.total + 1 }));
  const last = pages.at(-1);
  if (last && !last.nextCursor) pages[pages.length - 1] = { ...last, comments: [...last.comments, comment] };
  return { ...data, pages };
}

export function withoutComment(data: CommentsData | undefined, commentId: string): CommentsData | undefined {
  if (!data) return data;
  const found = data.pages.some((page) => page.comments.some((c) => c.id === commentId));
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      comments: page.comments.filter((c) => c.id !== commentId),
      total: found ? Math.max(0, page.total - 1) : page.total,
    })),
  };
}

/** The subject's comment count, as the first page says it. */
export const totalOf = (data: { pages: CivicCommentsPage[] } | undefined): number | null =>
  data?.pages[0]?.total ?? null;
