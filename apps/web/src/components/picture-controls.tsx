import type { UploadKind } from '@portmarin/shared';
import { ImagePlus, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { ImageCropDialog } from '@/components/image-crop-dialog';
import { Button } from '@/components/ui/button';
import { toastRequestError } from '@/lib/toasts';
import { uploadImage } from '@/lib/upload';

type PictureControlsProps = {
  /** The buttons', the crop dialog's and the toasts' French texts. */
  labels: { change: string; remove: string; crop: string; saved: string; removed: string };
  kind: UploadKind;
  /** Width over height, as the picture is shown. */
  aspect: number;
  outputWidth: number;
  hasPicture: boolean;
  pending: boolean;
  size?: 'sm' | 'default';
  /** Stores the new upload's id, or null to remove the picture. */
  save: (uploadId: string | null) => Promise<unknown>;
};

/**
 * An owner's buttons for one picture (a page's cover or logo, a group's photo): choose a photo,
 * crop it to the ratio it is shown at, upload it through the upload pipeline; or remove it.
 */
export function PictureControls({
  labels,
  kind,
  aspect,
  outputWidth,
  hasPicture,
  pending,
  size = 'default',
  save,
}: PictureControlsProps) {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);

  async function onCropped(blob: Blob) {
    try {
      const upload = await uploadImage(blob, kind);
      await save(upload.id);
      toast.success(labels.saved);
      setFile(null);
    } catch (error) {
      toastRequestError(error);
    }
  }

  function remove() {
    save(null).then(
      () => toast.success(labels.removed),
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
      <Button variant="outline" size={size} onClick={() => input.current?.click()} disabled={pending}>
        <ImagePlus aria-hidden="true" />
        {labels.change}
      </Button>
      {hasPicture && (
        <Button variant="outline" size={size} onClick={remove} disabled={pending}>
          <Trash2 aria-hidden="true" />
          {labels.remove}
        </Button>
      )}
      <ImageCropDialog
        file={file}
        aspect={aspect}
        outputWidth={outputWidth}
        title={labels.crop}
        onCancel={() => setFile(null)}
        onCropped={onCropped}
      />
    </>
  );
}
