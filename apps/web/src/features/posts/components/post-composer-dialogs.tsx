import { IMAGE_TOO_LARGE_MESSAGE } from '@portmarin/shared/constants';
import { Camera, ImagePlus, Images, X } from 'lucide-react';
import type { QueryKey } from '@tanstack/react-query';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { toast } from 'sonner';
import { UPLOAD_MAX_BYTES, POST_MAX_LENGTH } from '@portmarin/shared/constants';
import { PhotoDescriptionField } from '@/components/photo-description-field';
import { isBlank } from '@portmarin/shared/text';
import { textareaClass } from '@/components/ui/textarea';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useCreatePost, type PostPlace } from '../api/create-post';
import { photoFromFile, pickNativePhoto, type PickedPhoto } from '@/lib/pick-photo';
import { isNative } from '@/lib/platform';
import { toastRequestError } from '@/lib/toasts';

type Source = 'camera' | 'gallery';

const PICK_FAILURE: Record<Source, string> = {
  camera: 'Impossible de prendre la photo',
  gallery: 'Impossible de sélectionner la photo',
};

/**
 * The 'Créer une publication' dialog with its 'Ajouter une photo' dialog (spec "Post creation dialog",
 * sections 4 and 5). Loaded by PostComposer when first opened; it stays mounted so a draft survives closing.
 */
export function PostComposerDialogs({
  open,
  onOpenChange: setOpen,
  placeholder,
  place,
  listKey,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  placeholder: string;
  place?: PostPlace;
  listKey?: QueryKey;
}) {
  const [photoDialogOpen, setPhotoDialogOpen] = useState(false);
  const [text, setText] = useState('');
  const [photo, setPhoto] = useState<PickedPhoto | null>(null);
  const [photoDescription, setPhotoDescription] = useState('');
  const create = useCreatePost(listKey);
  const cameraInput = useRef<HTMLInputElement>(null);
  const galleryInput = useRef<HTMLInputElement>(null);
  const fieldId = useId();
  const empty = isBlank(text) && !photo;

  function accept(picked: PickedPhoto) {
    if (picked.blob.size > UPLOAD_MAX_BYTES) {
      toast.error('Erreur', { description: IMAGE_TOO_LARGE_MESSAGE });
      return;
    }
    setPhoto(picked);
    setPhotoDialogOpen(false);
  }

  async function pick(source: Source) {
    if (!isNative()) {
      (source === 'camera' ? cameraInput : galleryInput).current?.click();
      return;
    }
    try {
      const picked = await pickNativePhoto(source);
      if (picked) accept(picked);
    } catch {
      toast.error('Erreur', { description: PICK_FAILURE[source] });
    }
  }

  async function onFileChosen(event: ChangeEvent<HTMLInputElement>, source: Source) {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again still fires a change.
    event.target.value = '';
    if (!file) return;
    try {
      accept(await photoFromFile(file));
    } catch {
      toast.error('Erreur', { description: PICK_FAILURE[source] });
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (create.isPending) return;
    const content = text.trim();
    if (isBlank(content) && !photo) {
      toast.error('Erreur', { description: 'Veuillez ajouter du contenu ou une photo' });
      return;
    }
    create.mutate(
      { content, photo: photo?.blob ?? null, photoDescription, ...(place ? { place } : {}) },
      {
        onSuccess: () => {
          setText('');
          setPhoto(null);
          setPhotoDescription('');
          setOpen(false);
          toast.success('Publication créée', { description: 'Votre publication est en ligne.' });
        },
        onError: (error) => toastRequestError(error),
      },
    );
  }

  return (
    <>
      <Dialog open={open} onOpenChange={(next) => !create.isPending && setOpen(next)}>
        <DialogContent>
          <DialogTitle>Créer une publication</DialogTitle>
          <DialogDescription className="sr-only">
            Écrivez un texte, ajoutez une photo si vous le souhaitez, puis publiez.
          </DialogDescription>
          <form onSubmit={submit} className="flex flex-col gap-3" aria-busy={create.isPending}>
            <label htmlFor={fieldId} className="sr-only">
              Texte de la publication
            </label>
            <textarea
              id={fieldId}
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder={placeholder}
              rows={5}
              maxLength={POST_MAX_LENGTH}
              disabled={create.isPending}
              className={textareaClass}
            />
            {photo && (
              <div className="relative">
                <img
                  src={photo.previewUrl}
                  alt="Aperçu avant publication"
                  className="max-h-96 w-full rounded-lg object-cover"
                />
                <Button
                  variant="secondary"
                  size="icon"
                  className="absolute right-2 top-2 size-8 rounded-full"
                  aria-label="Retirer la photo"
                  disabled={create.isPending}
                  onClick={() => setPhoto(null)}
                >
                  <X aria-hidden="true" />
                </Button>
              </div>
            )}
            {photo && (
              <PhotoDescriptionField
                value={photoDescription}
                onChange={setPhotoDescription}
                disabled={create.isPending}
              />
            )}
            <div className="flex flex-wrap items-center justify-between gap-2">
              <Button variant="outline" disabled={create.isPending} onClick={() => setPhotoDialogOpen(true)}>
                <ImagePlus aria-hidden="true" />
                Ajouter une photo
              </Button>
              <Button type="submit" disabled={empty || create.isPending} aria-busy={create.isPending}>
                {create.isPending && <Spinner />}
                Publier
              </Button>
            </div>
            {/* The web's camera and gallery: hidden file inputs the two photo buttons open. */}
            <input
              ref={cameraInput}
              type="file"
              accept="image/*"
              capture="environment"
              hidden
              tabIndex={-1}
              data-testid="composer-camera-input"
              onChange={(e) => void onFileChosen(e, 'camera')}
            />
            <input
              ref={galleryInput}
              type="file"
              accept="image/*"
              hidden
              tabIndex={-1}
              data-testid="composer-gallery-input"
              onChange={(e) => void onFileChosen(e, 'gallery')}
            />
          </form>
        </DialogContent>
      </Dialog>

      <Dialog open={photoDialogOpen} onOpenChange={setPhotoDialogOpen}>
        <DialogContent className="max-w-sm">
          <DialogTitle>Ajouter une photo</DialogTitle>
          <DialogDescription>Prenez une photo ou choisissez-en une dans votre galerie.</DialogDescription>
          <div className="flex flex-col gap-2">
            <Button variant="outline" className="justify-start" onClick={() => void pick('camera')}>
              <Camera aria-hidden="true" />
              Prendre une photo
            </Button>
            <Button variant="outline" className="justify-start" onClick={() => void pick('gallery')}>
              <Images aria-hidden="true" />
              Choisir depuis la galerie
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
