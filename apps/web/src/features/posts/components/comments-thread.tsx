import type { Post } from '@portmarin/shared';
import { ReportButton } from '@/features/content-reports';
import { useSession } from '@/lib/auth';
import { useCreateComment } from '../api/create-comment';
import { useDeleteComment } from '../api/delete-comment';
import { useComments } from '../api/list-comments';
import { canDeleteComment } from '../lib/post-permissions';
import { CommentThread } from './comment-thread';

/** The thread of one post: oldest first, more on demand, a form for signed-in residents. */
export function CommentsThread({ post, id }: { post: Post; id: string }) {
  const session = useSession();
  const me = session.status === 'ready' ? session.user : null;
  const query = useComments(post.id);
  const create = useCreateComment();
  const remove = useDeleteComment();
  const comments =
    query.data?.pages.flatMap((page) => page.comments.map((c) => ({ ...c, hidden: c.hiddenByModeration }))) ?? [];

  return (
    <CommentThread
      id={id}
      className="border-t border-border p-4"
      query={query}
      comments={comments}
      creating={create.isPending}
      onCreate={(content) => create.mutateAsync({ postId: post.id, content })}
      canDelete={(comment) => canDeleteComment(me, comment, post)}
      onDelete={(comment) => remove.mutateAsync({ postId: post.id, commentId: comment.id })}
      actions={(comment, name) => (
        <ReportButton
          targetType="comment"
          targetId={comment.id}
          authorId={comment.author.id}
          subject={`le commentaire de ${name}`}
          className="size-8"
        />
      )}
    />
  );
}
