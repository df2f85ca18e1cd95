import type { Profile } from '@portmarin/shared';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useState } from 'react';

type Photo = Profile['photos'][number];

/** Up to 6 photos; a click enlarges one, a click on it (or 'Fermer', or Échap) closes it. */
export function PhotoGrid({
  photos,
  ownerName,
  emptyText = 'Aucune photo pour le moment.',
}: {
  photos: Photo[];
  ownerName: string;
  emptyText?: string;
}) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const open = openIndex === null ? undefined : photos[openIndex];
  const close = () => setOpenIndex(null);

  if (photos.length === 0) return <p className="text-sm text-muted-foreground">{emptyText}</p>;

  return (
    <>
      <ul className="grid grid-cols-3 gap-1.5">
        {photos.map((photo, index) => (
          <li key={photo.postId}>
            <button
              type="button"
              onClick={() => setOpenIndex(index)}
              className="block aspect-square w-full overflow-hidden rounded-lg bg-muted"
              aria-label={`Agrandir la photo ${index + 1} de ${ownerName}`}
            >
              <img
                src={photo.thumbnailUrl}
                alt=""
                loading="lazy"
                className="size-full object-cover transition-transform hover:scale-105"
              />
            </button>
          </li>
        ))}
      </ul>
      <DialogPrimitive.Root open={open !== undefined} onOpenChange={(next) => !next && close()}>
        <DialogPrimitive.Portal>
          <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/85" />
          {open && (
            <DialogPrimitive.Content
              // Spec: the enlarged photo closes when clicked.
              onClick={close}
              // Above the overlay whatever their order in the portal (the content mounts after it).
              className="fixed inset-0 z-[60] flex cursor-zoom-out items-center justify-center p-4"
            >
              <DialogPrimitive.Title className="sr-only">
                Photo {(openIndex ?? 0) + 1} de {ownerName}
              </DialogPrimitive.Title>
              <DialogPrimitive.Description className="sr-only">
                Cliquez sur la photo ou sur « Fermer » pour revenir au profil.
              </DialogPrimitive.Description>
              <img
                src={open.url}
                // Its author's description when they gave one (RGAA 1.3).
                alt={open.alt ?? `Publiée par ${ownerName} (${(openIndex ?? 0) + 1} sur ${photos.length})`}
                className="max-h-full max-w-full rounded-xl object-contain"
              />
              <DialogPrimitive.Close
                aria-label="Fermer"
                className="absolute right-4 top-[calc(env(safe-area-inset-top)+1rem)] rounded-full bg-card p-2 text-card-foreground shadow-lg hover:bg-accent"
              >
                <X aria-hidden="true" className="size-5" />
              </DialogPrimitive.Close>
            </DialogPrimitive.Content>
          )}
        </DialogPrimitive.Portal>
      </DialogPrimitive.Root>
    </>
  );
}
