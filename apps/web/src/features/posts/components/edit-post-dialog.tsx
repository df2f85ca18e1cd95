import type { Post } from '@portmarin/shared';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { toastRequestError } from '@/lib/toasts';
import { useUpdatePost } from '../api/update-post';
import { POST_MAX_LENGTH } from '@portmarin/shared/constants';
import { PhotoDescriptionField } from '@/components/photo-description-field';
import { isBlank } from '@portmarin/shared/text';
import { textareaClass } from '@/components/ui/textarea';

/** The author rewrites the text and may take the photo off; a post keeps text or a photo. */
export function EditPostDialog({
  post,
  open,
  onOpenChange,
}: {
  post: Post;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>Modifier la publication</DialogTitle>
        <DialogDescription>Modifiez le texte ou retirez la photo, puis enregistrez.</DialogDescription>
        {/* Mounted only while open: every opening starts from the post as it is now. */}
        {open && <EditPostForm post={post} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function EditPostForm({ post, onDone }: { post: Post; onDone: () => void }) {
  const update = useUpdatePost();
  const [text, setText] = useState(post.content);
  const [removeImage, setRemoveImage] = useState(false);
  const [photoDescription, setPhotoDescription] = useState(post.imageAlt ?? '');
  const fieldId = useId();
  const photo = removeImage ? null : (post.thumbnailUrl ?? post.imageUrl);
  const empty = isBlank(text) && !photo;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (update.isPending) return;
    if (empty) {
      toast.error('Erreur', { description: 'Veuillez ajouter du contenu ou une photo' });
      return;
    }
    update.mutate(
      {
        postId: post.id,
        content: text.trim(),
        ...(removeImage ? { removeImage: true } : { imageAlt: photoDescription.trim() }),
      },
      {
        onSuccess: () => {
          toast.success('Publication modifiée', { description: 'Vos changements ont été enregistrés.' });
          onDone();
        },
        onError: (error) => toastRequestError(error),
      },
    );
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-3">
      <label htmlFor={fieldId} className="text-sm font-medium">
        Texte de la publication
      </label>
      <textarea
        id={fieldId}
        value={text}
        onChange={(e) => setText(e.target.value)}
        rows={5}
        maxLength={POST_MAX_LENGTH}
        className={textareaClass}
      />
      {photo && (
        <div className="flex flex-col gap-2">
          <img src={photo} alt="Visuel actuel de la publication" className="max-h-60 w-full rounded-lg object-cover" />
          <PhotoDescriptionField value={photoDescription} onChange={setPhotoDescription} />
          <Button variant="outline" size="sm" className="self-start" onClick={() => setRemoveImage(true)}>
            Retirer la photo
          </Button>
        </div>
      )}
      {removeImage && (
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          La photo sera retirée à l’enregistrement.
          <Button variant="link" size="sm" className="h-auto px-0" onClick={() => setRemoveImage(false)}>
            Garder la photo
          </Button>
        </p>
      )}
      <Button type="submit" disabled={empty || update.isPending} aria-busy={update.isPending} className="self-end">
        {update.isPending && <Spinner />}
        Enregistrer
      </Button>
    </form>
  );
}
