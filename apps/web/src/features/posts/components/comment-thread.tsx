import type { PostAuthor } from '@portmarin/shared';
import { Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { InfiniteList, type PagedQuery } from '@/components/infinite-list';
import { LoadingStatus } from '@/components/loading-status';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { displayName } from '@/lib/format';
import { toastRequestError } from '@/lib/toasts';
import { CommentForm } from '@/components/comment-form';
import { HiddenByModerationBadge } from '@/components/hidden-badge';
import { AuthorName, RelativeTime } from './post-author';
import { PostText } from './post-text';

/** What the thread shows of a comment: a post's, or a referendum's, a report's or an idea's. */
export type ThreadComment = {
  id: string;
  author: PostAuthor;
  content: string;
  createdAt: string;
  /** Hidden by a moderator: only its author and the moderators still see it. */
  hidden?: boolean;
};

/** What the thread reads of the comments' infinite query. */
export type CommentPagesQuery = PagedQuery & { error: Error | null; refetch: () => unknown };

type CommentThreadProps<C extends ThreadComment> = {
  query: CommentPagesQuery;
  /** The loaded comments, oldest first. */
  comments: C[];
  /** Sends a new comment; the field empties once it is saved. */
  onCreate: (content: string) => Promise<unknown>;
  creating: boolean;
  /** The subject takes no more comments: said instead of the form. */
  closed?: boolean;
  canDelete: (comment: C) => boolean;
  onDelete: (comment: C) => Promise<unknown>;
  /** The delete button's accessible name, from the author's name. */
  deleteName?: (authorName: string) => string;
  /** More buttons beside each comment (a post's comments can be reported). */
  actions?: (comment: C, authorName: string) => ReactNode;
  id?: string;
  className?: string;
  /** The field's label: for screen readers only under a post, shown elsewhere. */
  formLabelClassName?: string;
};

/**
 * A discussion: its comments oldest first with their loading, error and empty states, more on
 * demand, deleting after a confirmation, and the form (visitors are asked to sign in). The
 * feature gives the data and the requests.
 */
export function CommentThread<C extends ThreadComment>({
  query,
  comments,
  onCreate,
  creating,
  closed = false,
  canDelete,
  onDelete,
  deleteName = () => 'Supprimer le commentaire',
  actions,
  id,
  className,
  formLabelClassName,
}: CommentThreadProps<C>) {
  return (
    <section id={id} aria-label="Commentaires" className={cn('flex flex-col gap-3', className)}>
      <InfiniteList
        query={query}
        count={comments.length}
        moreName="Charger plus de commentaires"
        nextPageError="Impossible de charger la suite des commentaires."
        loading={<LoadingStatus label="Chargement des commentaires…" />}
        failed={
          <div role="alert" className="flex flex-wrap items-center gap-2 text-sm">
            <span>Impossible de charger les commentaires.</span>
            <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
              Réessayer
            </Button>
          </div>
        }
        empty={<p className="text-sm text-muted-foreground">Aucun commentaire pour le moment.</p>}
      >
        <ul className="flex flex-col gap-3">
          {comments.map((comment) => (
            <CommentItem
              key={comment.id}
              comment={comment}
              deletable={canDelete(comment)}
              onDelete={onDelete}
              deleteName={deleteName}
              actions={actions}
            />
          ))}
        </ul>
      </InfiniteList>

      {closed ? (
        <p className="text-sm text-muted-foreground">Les commentaires sont fermés ici.</p>
      ) : (
        <CommentForm
          pending={creating}
          labelClassName={formLabelClassName}
          onSend={(content, done) => void onCreate(content).then(done, (error: unknown) => toastRequestError(error))}
        />
      )}
    </section>
  );
}

type CommentItemProps<C extends ThreadComment> = {
  comment: C;
  deletable: boolean;
  onDelete: (comment: C) => Promise<unknown>;
  deleteName: (authorName: string) => string;
  actions?: (comment: C, authorName: string) => ReactNode;
};

function CommentItem<C extends ThreadComment>({
  comment,
  deletable,
  onDelete,
  deleteName,
  actions,
}: CommentItemProps<C>) {
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const name = displayName(comment.author);

  function confirmDelete() {
    setDeleting(true);
    onDelete(comment)
      .then(
        () => {
          setConfirming(false);
          toast.success('Commentaire supprimé', { description: 'Le commentaire a été retiré.' });
        },
        (error: unknown) => toastRequestError(error),
      )
      .finally(() => setDeleting(false));
  }

  return (
    <li className="flex gap-2">
      <Avatar name={name} image={comment.author.image} className="size-8 text-xs" />
      <div className="min-w-0 flex-1 rounded-lg bg-muted px-3 py-2">
        <div className="flex flex-wrap items-center gap-x-2 text-sm">
          <AuthorName author={comment.author} />
          <RelativeTime iso={comment.createdAt} />
          {comment.hidden && <HiddenByModerationBadge />}
        </div>
        <PostText text={comment.content} className="text-sm" />
      </div>
      {actions?.(comment, name)}
      {deletable && (
        <>
          <Button
            variant="ghost"
            size="icon"
            className="size-8 shrink-0"
            aria-label={deleteName(name)}
            onClick={() => setConfirming(true)}
          >
            <Trash2 aria-hidden="true" />
          </Button>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title="Supprimer le commentaire ?"
            description="Le commentaire sera définitivement supprimé."
            pending={deleting}
            onConfirm={confirmDelete}
          />
        </>
      )}
    </li>
  );
}
