import type { CivicComment, CivicSubjectType } from '@portmarin/shared';
import { EyeOff, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { InfiniteList } from '@/components/infinite-list';
import { CommentForm } from '@/features/posts/components/comment-form';
import { AuthorName, RelativeTime } from '@/features/posts/components/post-author';
import { PostText } from '@/features/posts/components/post-text';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { LoadingStatus } from '@/components/loading-status';
import { useSession } from '@/lib/auth';
import { displayName } from '@/lib/format';
import { toastRequestError } from '@/lib/toasts';
import { useCivicComments, useCreateCivicComment, useDeleteCivicComment } from '../api/civic-comments-api';
import { canDeleteCivicComment, totalOf } from '../api/civic-comments-cache';

export { civicCommentKeys } from '../api/keys';

type CivicCommentsProps = {
  subjectType: CivicSubjectType;
  subjectId: string;
  /** Told the subject's comment count whenever it is loaded or changes (to update a card's counter). */
  onCountChange?: (total: number) => void;
};

/** The discussion under a referendum, a neighbours-watch report or an idea: oldest first, more on demand. */
export function CivicComments({ subjectType, subjectId, onCountChange }: CivicCommentsProps) {
  const subject = { subjectType, subjectId };
  const session = useSession();
  const me = session.status === 'ready' ? session.user : null;
  const comments = useCivicComments(subject);
  const create = useCreateCivicComment(subject);
  const list = comments.data?.pages.flatMap((page) => page.comments) ?? [];
  const open = comments.data?.pages[0]?.open ?? true;
  const total = totalOf(comments.data);

  useEffect(() => {
    if (total !== null) onCountChange?.(total);
  }, [total, onCountChange]);

  return (
    <section aria-label="Commentaires" className="flex flex-col gap-3">
      <InfiniteList
        query={comments}
        count={list.length}
        loading={<LoadingStatus label="Chargement des commentaires…" />}
        failed={
          <div role="alert" className="flex flex-wrap items-center gap-2 text-sm">
            <span>Impossible de charger les commentaires.</span>
            <Button variant="outline" size="sm" onClick={() => void comments.refetch()}>
              Réessayer
            </Button>
          </div>
        }
        empty={<p className="text-sm text-muted-foreground">Aucun commentaire pour le moment.</p>}
        nextPageError="Impossible de charger la suite des commentaires."
      >
        <ul className="flex flex-col gap-3">
          {list.map((comment) => (
            <CommentItem
              key={comment.id}
              comment={comment}
              subjectType={subjectType}
              subjectId={subjectId}
              canDelete={canDeleteCivicComment(me, comment)}
            />
          ))}
        </ul>
      </InfiniteList>

      {!open ? (
        <p className="text-sm text-muted-foreground">Les commentaires sont fermés ici.</p>
      ) : (
        <CommentForm
          pending={create.isPending}
          labelClassName="text-sm font-medium"
          onSend={(content, done) =>
            create.mutate(content, {
              onSuccess: done,
              onError: (error) => toastRequestError(error),
            })
          }
        />
      )}
    </section>
  );
}

type CommentItemProps = {
  comment: CivicComment;
  subjectType: CivicSubjectType;
  subjectId: string;
  canDelete: boolean;
};

function CommentItem({ comment, subjectType, subjectId, canDelete }: CommentItemProps) {
  const remove = useDeleteCivicComment({ subjectType, subjectId });
  const [confirming, setConfirming] = useState(false);
  const name = displayName(comment.author);

  function confirmDelete() {
    remove.mutate(comment.id, {
      onSuccess: () => {
        setConfirming(false);
        toast.success('Commentaire supprimé', { description: 'Le commentaire a été retiré.' });
      },
      onError: (error) => toastRequestError(error),
    });
  }

  return (
    <li className="flex gap-2">
      <Avatar name={name} image={comment.author.image} className="size-8 text-xs" />
      <div className="min-w-0 flex-1 rounded-lg bg-muted px-3 py-2">
        <div className="flex flex-wrap items-center gap-x-2 text-sm">
          <AuthorName author={comment.author} />
          <RelativeTime iso={comment.createdAt} />
          {comment.hidden && (
            <span className="inline-flex items-center gap-1 text-xs font-medium text-muted-foreground">
              <EyeOff aria-hidden="true" className="size-3.5" />
              Masqué par la modération
            </span>
          )}
        </div>
        <PostText text={comment.content} className="text-sm" />
      </div>
      {canDelete && (
        <>
          <Button
            variant="ghost"
            size="icon"
            className="size-8 shrink-0"
            aria-label={`Supprimer le commentaire de ${name}`}
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
