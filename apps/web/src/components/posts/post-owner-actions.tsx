import type { Post } from '@portmarin/shared';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { useSession } from '@/lib/auth';
import { useDeletePost } from './api/delete-post';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { EditPostDialog } from './edit-post-dialog';
import { canDeletePost, canEditPost } from './post-permissions';

/** Edit for the author; delete for the author, moderators and admins. */
export function PostOwnerActions({ post, onDeleted }: { post: Post; onDeleted?: () => void }) {
  const session = useSession();
  const me = session.status === 'ready' ? session.user : null;
  const remove = useDeletePost();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const canEdit = canEditPost(me, post);
  const canDelete = canDeletePost(me, post);
  if (!canEdit && !canDelete) return null;

  function confirmDelete() {
    remove.mutate(post.id, {
      onSuccess: () => {
        setConfirming(false);
        toast.success('Publication supprimée', { description: 'La publication a été supprimée.' });
        onDeleted?.();
      },
      onError: (error) => toast.error('Erreur', { description: error.message }),
    });
  }

  return (
    <div className="ml-auto flex shrink-0 gap-1">
      {canEdit && (
        <>
          <Button variant="ghost" size="icon" aria-label="Modifier la publication" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" />
          </Button>
          <EditPostDialog post={post} open={editing} onOpenChange={setEditing} />
        </>
      )}
      {canDelete && (
        <>
          <Button variant="ghost" size="icon" aria-label="Supprimer la publication" onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" />
          </Button>
          <ConfirmDeleteDialog
            open={confirming}
            onOpenChange={setConfirming}
            title="Supprimer la publication ?"
            description="La publication, ses commentaires et ses mentions J’aime seront définitivement supprimés."
            pending={remove.isPending}
            onConfirm={confirmDelete}
          />
        </>
      )}
    </div>
  );
}
