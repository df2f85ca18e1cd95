import type { BusinessPage, UploadKind } from '@portmarin/shared';
import { Building2, ImagePlus, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { ImageCropDialog } from '@/components/image-crop-dialog';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { toastRequestError } from '@/lib/toasts';
import { uploadImage } from '@/lib/upload';
import { useUpdateBusinessPage } from '../api/update-business-page';

/** A cover is shown, and cropped, at 3:1 on every screen; a logo is square. */
export const COVER_ASPECT = 3;

/** The page's cover band: its photo, else a neutral pattern (never an empty coloured band). */
export function PageCover({ url, className }: { url: string | null; className?: string }) {
  return (
    <div
      className={cn(
        'aspect-[3/1] w-full overflow-hidden bg-muted',
        !url && 'bg-[repeating-linear-gradient(135deg,transparent_0_12px,rgb(0_0_0/0.05)_12px_24px)]',
        className,
      )}
    >
      {url && <img src={url} alt="" className="size-full object-cover" />}
    </div>
  );
}

/** The page's logo, else its emblem. */
export function PageLogo({ url, className }: { url: string | null; className?: string }) {
  const box =
    'flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-2xl border-4 border-background';
  if (url) return <img src={url} alt="" className={cn(box, 'bg-card object-cover', className)} />;
  return (
    <div aria-hidden="true" className={cn(box, 'bg-primary text-primary-foreground', className)}>
      <Building2 className="size-9" />
    </div>
  );
}

type Picture = { field: 'coverUploadId' | 'logoUploadId'; kind: UploadKind; aspect: number; outputWidth: number };

const PICTURES = {
  cover: { field: 'coverUploadId', kind: 'cover', aspect: COVER_ASPECT, outputWidth: 1500 },
  logo: { field: 'logoUploadId', kind: 'avatar', aspect: 1, outputWidth: 512 },
} as const satisfies Record<string, Picture>;

const LABELS = {
  cover: { change: 'Changer la couverture', remove: 'Retirer la couverture', crop: 'Recadrer la couverture' },
  logo: { change: 'Changer le logo', remove: 'Retirer le logo', crop: 'Recadrer le logo' },
} as const;

/** The owner's buttons: choose a photo, crop it to the shown ratio, upload it; or remove it. */
export function PagePictureControls({ page }: { page: BusinessPage }) {
  const update = useUpdateBusinessPage(page.id);
  const input = useRef<HTMLInputElement>(null);
  const [which, setWhich] = useState<keyof typeof PICTURES>('cover');
  const [file, setFile] = useState<File | null>(null);
  const has = { cover: page.ownCover, logo: page.logoUrl !== null };

  function choose(picture: keyof typeof PICTURES) {
    setWhich(picture);
    input.current?.click();
  }

  async function save(picture: keyof typeof PICTURES, uploadId: string | null) {
    await update.mutateAsync({ [PICTURES[picture].field]: uploadId });
  }

  async function onCropped(blob: Blob) {
    const { kind } = PICTURES[which];
    try {
      const upload = await uploadImage(blob, kind);
      await save(which, upload.id);
      toast.success(which === 'cover' ? 'Couverture enregistrée' : 'Logo enregistré');
      setFile(null);
    } catch (error) {
      toastRequestError(error);
    }
  }

  function remove(picture: keyof typeof PICTURES) {
    save(picture, null).then(
      () => toast.success(picture === 'cover' ? 'Couverture retirée' : 'Logo retiré'),
      (error: unknown) => toastRequestError(error),
    );
  }

  return (
    <>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/heic,image/avif"
        className="sr-only"
        tabIndex={-1}
        aria-label="Choisir une photo"
        onChange={(e) => {
          setFile(e.target.files?.[0] ?? null);
          e.target.value = '';
        }}
      />
      {(['cover', 'logo'] as const).map((picture) => (
        <div key={picture} className="contents">
          <Button variant="outline" onClick={() => choose(picture)} disabled={update.isPending}>
            <ImagePlus aria-hidden="true" />
            {LABELS[picture].change}
          </Button>
          {has[picture] && (
            <Button variant="outline" onClick={() => remove(picture)} disabled={update.isPending}>
              <Trash2 aria-hidden="true" />
              {LABELS[picture].remove}
            </Button>
          )}
        </div>
      ))}
      <ImageCropDialog
        file={file}
        aspect={PICTURES[which].aspect}
        outputWidth={PICTURES[which].outputWidth}
        title={LABELS[which].crop}
        onCancel={() => setFile(null)}
        onCropped={onCropped}
      />
    </>
  );
}
