import type { BusinessPage } from '@portmarin/shared';
import { Building2 } from 'lucide-react';
import { PictureControls } from '@/components/picture-controls';
import { cn } from '@/lib/cn';
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

const PICTURES = {
  cover: {
    field: 'coverUploadId',
    kind: 'cover',
    aspect: COVER_ASPECT,
    outputWidth: 1500,
    labels: {
      change: 'Changer la couverture',
      remove: 'Retirer la couverture',
      crop: 'Recadrer la couverture',
      saved: 'Couverture enregistrée',
      removed: 'Couverture retirée',
    },
  },
  logo: {
    field: 'logoUploadId',
    kind: 'avatar',
    aspect: 1,
    outputWidth: 512,
    labels: {
      change: 'Changer le logo',
      remove: 'Retirer le logo',
      crop: 'Recadrer le logo',
      saved: 'Logo enregistré',
      removed: 'Logo retiré',
    },
  },
} as const;

/** The owner's buttons for the cover and the logo, each cropped to the ratio it is shown at. */
export function PagePictureControls({ page }: { page: BusinessPage }) {
  const update = useUpdateBusinessPage(page.id);
  const has = { cover: page.ownCover, logo: page.logoUrl !== null };
  return (
    <>
      {(['cover', 'logo'] as const).map((picture) => {
        const { field, ...shown } = PICTURES[picture];
        return (
          <PictureControls
            key={picture}
            {...shown}
            hasPicture={has[picture]}
            pending={update.isPending}
            save={(uploadId) => update.mutateAsync({ [field]: uploadId })}
          />
        );
      })}
    </>
  );
}
