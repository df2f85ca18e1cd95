import type { Post } from '@portmarin/shared';
import { Pencil, Trash2 } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useSession } from '@/lib/auth';
import { focusAfterRemoval } from '@/lib/focus-after-removal';
import { toast, toastRequestError } from '@/lib/toasts';
import { useDeletePost } from '../api/delete-post';
import { canDeletePost, canEditPost } from '../lib/post-permissions';

// Dialogs load when first opened, keeping them out of the feed's first download.
const ConfirmDialog = lazy(() => import('@/components/confirm-dialog').then((m) => ({ default: m.ConfirmDialog })));
const EditPostDialog = lazy(() => import('./edit-post-dialog').then((m) => ({ default: m.EditPostDialog })));

/** Edit for the author; delete for the author, moderators and admins. */
export function PostOwnerActions({ post, onDeleted }: { post: Post; onDeleted?: () => void }) {
  const session = useSession();
  const me = session.status === 'ready' ? session.user : null;
  const canEdit = canEditPost(me, post);
  const canDelete = canDeletePost(me, post);
  // Most posts of a feed are someone else's: their cards hold no mutation or dialog state at all.
  if (!canEdit && !canDelete) return null;
  return <OwnerButtons post={post} canEdit={canEdit} canDelete={canDelete} onDeleted={onDeleted} />;
}

function OwnerButtons({
  post,
  canEdit,
  canDelete,
  onDeleted,
}: {
  post: Post;
  canEdit: boolean;
  canDelete: boolean;
  onDeleted?: () => void;
}) {
  const remove = useDeletePost();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const deleteButton = useRef<HTMLButtonElement>(null);

  function confirmDelete() {
    // The deleted card leaves its list with the dialog's return target: focus goes to the next
    // post, not the body. The dialog hands focus back to this button, so it is the one to watch.
    if (deleteButton.current) focusAfterRemoval(deleteButton.current);
    remove.mutate(post.id, {
      onSuccess: () => {
        setConfirming(false);
        toast.success('Publication supprimée', { description: 'La publication a été supprimée.' });
        onDeleted?.();
      },
      onError: (error) => toastRequestError(error),
    });
  }

  return (
    <div className="ml-auto flex shrink-0 gap-1">
      {canEdit && (
        <>
          <Button variant="ghost" size="icon" aria-label="Modifier la publication" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" />
          </Button>
          {editing && (
            <Suspense fallback={null}>
              <EditPostDialog post={post} open onOpenChange={setEditing} />
            </Suspense>
          )}
        </>
      )}
      {canDelete && (
        <>
          <Button
            ref={deleteButton}
            variant="ghost"
            size="icon"
            aria-label="Supprimer la publication"
            onClick={() => setConfirming(true)}
          >
            <Trash2 aria-hidden="true" />
          </Button>
          {confirming && (
            <Suspense fallback={null}>
              <ConfirmDialog
                open
                onOpenChange={setConfirming}
                title="Supprimer la publication ?"
                description="La publication, ses commentaires et ses mentions J’aime seront définitivement supprimés."
                pending={remove.isPending}
                onConfirm={confirmDelete}
              />
            </Suspense>
          )}
        </>
      )}
    </div>
  );
}
