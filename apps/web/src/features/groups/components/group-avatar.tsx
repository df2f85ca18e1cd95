import type { GroupDetail } from '@portmarin/shared';
import { ImagePlus, Trash2, Users } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { ImageCropDialog } from '@/components/image-crop-dialog';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { toastRequestError } from '@/lib/toasts';
import { uploadImage } from '@/lib/upload';
import { useUpdateGroup } from '../api/update-group';

/** The group's picture, else a people icon on the brand colour (the name beside it carries the meaning). */
export function GroupAvatar({ url, className }: { url: string | null; className?: string }) {
  if (url) return <img src={url} alt="" className={cn('size-14 shrink-0 rounded-xl object-cover', className)} />;
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-14 shrink-0 items-center justify-center rounded-xl bg-primary/15 text-primary',
        className,
      )}
    >
      <Users className="size-1/2" />
    </span>
  );
}

/** The admins' buttons: choose a photo, crop it square (as it is shown), upload it; or remove it. */
export function GroupAvatarControls({ group }: { group: GroupDetail }) {
  const update = useUpdateGroup(group.id);
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);

  async function onCropped(blob: Blob) {
    try {
      const upload = await uploadImage(blob, 'avatar');
      await update.mutateAsync({ avatarUploadId: upload.id });
      toast.success('Photo du groupe enregistrée');
      setFile(null);
    } catch (error) {
      toastRequestError(error);
    }
  }

  function remove() {
    update.mutateAsync({ avatarUploadId: null }).then(
      () => toast.success('Photo du groupe retirée'),
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
      <Button variant="outline" size="sm" onClick={() => input.current?.click()} disabled={update.isPending}>
        <ImagePlus aria-hidden="true" />
        Changer la photo du groupe
      </Button>
      {group.avatarUrl && (
        <Button variant="outline" size="sm" onClick={remove} disabled={update.isPending}>
          <Trash2 aria-hidden="true" />
          Retirer la photo du groupe
        </Button>
      )}
      <ImageCropDialog
        file={file}
        aspect={1}
        outputWidth={512}
        title="Recadrer la photo du groupe"
        onCancel={() => setFile(null)}
        onCropped={onCropped}
      />
    </>
  );
}
