import { useState } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { uploadImage } from '@/lib/upload';

/**
 * A record's optional photo: a new file, or, when editing a record that has one, keeping or
 * removing it. `uploadId()` sends the new file and says what the API's `uploadId` gets.
 */
export function usePhotoChoice(editing: boolean) {
  const [photo, setPhoto] = useState<File | null>(null);
  const [remove, setRemove] = useState(false);
  /** The new photo's upload; editing without one keeps (undefined) or removes (null) the current one. */
  const uploadId = async (): Promise<string | null | undefined> =>
    photo ? (await uploadImage(photo, 'post')).id : editing ? (remove ? null : undefined) : null;
  return { photo, setPhoto, remove, setRemove, uploadId };
}

/** The file input of a photo and, editing a record that has one, the box that removes it. */
export function PhotoField({
  id,
  label,
  removeLabel,
  currentUrl,
  choice,
}: {
  id: string;
  label: string;
  removeLabel: string;
  /** The record's current photo, when it has one. */
  currentUrl: string | null | undefined;
  choice: ReturnType<typeof usePhotoChoice>;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/heic,image/avif"
        onChange={(e) => choice.setPhoto(e.target.files?.[0] ?? null)}
      />
      {currentUrl && !choice.photo && (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={choice.remove} onChange={(e) => choice.setRemove(e.target.checked)} />
          {removeLabel}
        </label>
      )}
    </div>
  );
}
