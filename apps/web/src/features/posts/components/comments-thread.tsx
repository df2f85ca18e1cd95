import type { Comment, Post } from '@portmarin/shared';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ReportButton } from '@/features/content-reports/components/report-button';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { LoadingStatus } from '@/components/loading-status';
import { useSession } from '@/lib/auth';
import { displayName } from '@/lib/format';
import { toastRequestError } from '@/lib/toasts';
import { useCreateComment } from '../api/create-comment';
import { CommentForm } from './comment-form';
import { useDeleteComment } from '../api/delete-comment';
import { useComments } from '../api/list-comments';
import { HiddenByModerationBadge } from './hidden-badge';
import { AuthorName, RelativeTime } from './post-author';
import { canDeleteComment } from '../lib/post-permissions';
import { PostText } from './post-text';

/** The thread of one post: oldest first, more on demand, a form for signed-in residents. */
export function CommentsThread({ post, id }: { post: Post; id: string }) {
  const session = useSession();
  const me = session.status === 'ready' ? session.user : null;
  const comments = useComments(post.id);
  const create = useCreateComment();
  const list = comments.data?.pages.flatMap((page) => page.comments) ?? [];

  return (
    <section id={id} aria-label="Commentaires" className="flex flex-col gap-3 border-t border-border p-4">
      {comments.isPending ? (
        <LoadingStatus label="Chargement des commentaires…" />
      ) : comments.isError && list.length === 0 ? (
        <div role="alert" className="flex flex-wrap items-center gap-2 text-sm">
          <span>Impossible de charger les commentaires.</span>
          <Button variant="outline" size="sm" onClick={() => void comments.refetch()}>
            Réessayer
          </Button>
        </div>
      ) : list.length === 0 ? (
        <p className="text-sm text-muted-foreground">Aucun commentaire pour le moment.</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {list.map((comment) => (
            <CommentItem
              key={comment.id}
              comment={comment}
              post={post}
              canDelete={canDeleteComment(me, comment, post)}
            />
          ))}
        </ul>
      )}

      {comments.hasNextPage && (
        <Button
          variant="outline"
          size="sm"
          className="self-start"
          aria-label="Charger plus de commentaires"
          disabled={comments.isFetchingNextPage}
          aria-busy={comments.isFetchingNextPage}
          onClick={() => void comments.fetchNextPage()}
        >
          {comments.isFetchingNextPage && <Spinner />}
          Charger plus
        </Button>
      )}

      <CommentForm
        pending={create.isPending}
        onSend={(content, done) =>
          create.mutate({ postId: post.id, content }, { onSuccess: done, onError: (error) => toastRequestError(error) })
        }
      />
    </section>
  );
}

function CommentItem({ comment, post, canDelete }: { comment: Comment; post: Post; canDelete: boolean }) {
  const remove = useDeleteComment();
  const [confirming, setConfirming] = useState(false);
  const name = displayName(comment.author);

  function confirmDelete() {
    remove.mutate(
      { postId: post.id, commentId: comment.id },
      {
        onSuccess: () => {
          setConfirming(false);
          toast.success('Commentaire supprimé', { description: 'Le commentaire a été retiré.' });
        },
        onError: (error) => toastRequestError(error),
      },
    );
  }

  return (
    <li className="flex gap-2">
      <Avatar name={name} image={comment.author.image} className="size-8 text-xs" />
      <div className="min-w-0 flex-1 rounded-lg bg-muted px-3 py-2">
        <div className="flex flex-wrap items-center gap-x-2 text-sm">
          <AuthorName author={comment.author} />
          <RelativeTime iso={comment.createdAt} />
          {comment.hiddenByModeration && <HiddenByModerationBadge />}
        </div>
        <PostText text={comment.content} className="text-sm" />
      </div>
      <ReportButton
        targetType="comment"
        targetId={comment.id}
        authorId={comment.author.id}
        subject={`le commentaire de ${name}`}
        className="size-8"
      />
      {canDelete && (
        <>
          <Button
            variant="ghost"
            size="icon"
            className="size-8 shrink-0"
            aria-label="Supprimer le commentaire"
            onClick={() => setConfirming(true)}
          >
            <Trash2 aria-hidden="true" />
          </Button>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title="Supprimer le commentaire ?"
            description="Le commentaire sera définitivement supprimé."
            pending={remove.isPending}
            onConfirm={confirmDelete}
          />
        </>
      )}
    </li>
  );
}
