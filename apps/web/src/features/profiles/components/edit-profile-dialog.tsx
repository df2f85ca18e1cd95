import {
  BIO_MAX_LENGTH,
  ERRORS,
  UPLOAD_MAX_BYTES,
  UpdateProfileInput,
  type MyProfile,
  type Profile,
} from '@portmarin/shared';
import { useState } from 'react';
import { useRecordForm } from '@/components/record-form/use-record-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { uploadImage } from '@/lib/upload';
import { requestErrorMessage } from '@/lib/toasts';
import { useUpdateProfile } from '../api/update-profile';
import { ImageField } from './image-field';

type EditableProfile = Pick<Profile, 'name' | 'username' | 'bio' | 'location' | 'image' | 'coverImage'>;

type EditProfileDialogProps = {
  profile: EditableProfile;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved?: (saved: MyProfile) => void;
};

/** 'Modifier': full name, username, bio, location, profile photo and cover image. */
export function EditProfileDialog({ profile, open, onOpenChange, onSaved }: EditProfileDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>Modifier le profil</DialogTitle>
        <DialogDescription>Ces informations sont visibles sur votre page publique.</DialogDescription>
        {/* Mounted only while open: every opening starts from the saved profile. */}
        <EditProfileForm
          profile={profile}
          onCancel={() => onOpenChange(false)}
          onSaved={(saved) => {
            onOpenChange(false);
            onSaved?.(saved);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

type ImageChange = { file: File | null; removed: boolean };
const NO_CHANGE: ImageChange = { file: null, removed: false };

/** A picked file must be an image within the upload limit (the server checks again by its bytes). */
export function imageFileError(file: File | null): string | undefined {
  if (!file) return undefined;
  if (!file.type.startsWith('image/')) return 'Choisissez un fichier image (JPEG, PNG, WebP ou HEIC).';
  if (file.size > UPLOAD_MAX_BYTES) return `L’image dépasse ${UPLOAD_MAX_BYTES / 1024 / 1024} Mo.`;
  return undefined;
}

/** The changed text fields, checked with the shared contract before anything is sent. */
export function validateProfileForm(
  values: { name: string; username: string; bio: string; location: string },
  savedUsername: string | null,
) {
  return UpdateProfileInput.safeParse({
    name: values.name,
    // The username is only sent when it changes (an account without one may leave it empty).
    username: values.username.trim() === (savedUsername ?? '') ? undefined : values.username,
    bio: values.bio,
    location: values.location,
  });
}

function firstErrors(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[String(issue.path[0] ?? '')] ??= issue.message;
  return errors;
}

function EditProfileForm({
  profile,
  onCancel,
  onSaved,
}: {
  profile: EditableProfile;
  onCancel: () => void;
  onSaved: (saved: MyProfile) => void;
}) {
  const [avatar, setAvatar] = useState<ImageChange>(NO_CHANGE);
  const [cover, setCover] = useState<ImageChange>(NO_CHANGE);
  const form = useRecordForm({
    initial: () => ({
      name: profile.name,
      username: profile.username ?? '',
      bio: profile.bio ?? '',
      location: profile.location ?? '',
    }),
    validate: (values: { name: string; username: string; bio: string; location: string }) => {
      const parsed = validateProfileForm(values, profile.username);
      const found = parsed.success ? {} : firstErrors(parsed.error.issues);
      const avatarError = imageFileError(avatar.file);
      const coverError = imageFileError(cover.file);
      if (avatarError) found.avatar = avatarError;
      if (coverError) found.cover = coverError;
      if (!parsed.success || Object.keys(found).length > 0) return { ok: false, errors: found };
      return { ok: true, input: { ...parsed.data } };
    },
    // Focus stays where the resident left it, as it always has here; each error shows under its field.
    focus: false,
    // Images are uploaded only now, once the text is known to be valid.
    prepare: async (input: UpdateProfileInput) => {
      const prepared = { ...input };
      if (avatar.file) prepared.avatarUploadId = await uploadField('avatar', avatar.file);
      else if (avatar.removed) prepared.avatarUploadId = null;
      if (cover.file) prepared.coverUploadId = await uploadField('cover', cover.file);
      else if (cover.removed) prepared.coverUploadId = null;
      return prepared;
    },
    save: useUpdateProfile(),
    saved: () => ['Profil mis à jour', 'Vos informations ont été enregistrées'],
    onDone: onSaved,
    failure: (error) => {
      if (error instanceof FieldError) form.setErrors({ [error.field]: error.message });
      else if (error instanceof ApiError && error.code === 'USERNAME_TAKEN')
        form.setErrors({ username: ERRORS.USERNAME_TAKEN.message });
      else return requestErrorMessage(error, "Une erreur inattendue s'est produite");
      return null;
    },
  });
  const { values, set, errors, formRef, pending, onSubmit, field, control, error, row } = form;
  const change = (name: keyof typeof values) => (e: { target: { value: string } }) => set(name, e.target.value);

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-busy={pending}>
      {row(
        'name',
        'Nom complet',
        <Input {...control('name')} autoComplete="name" required value={values.name} onChange={change('name')} />,
      )}
      {row(
        'username',
        "Nom d'utilisateur",
        <Input
          {...control('username')}
          autoComplete="username"
          value={values.username}
          onChange={change('username')}
        />,
      )}
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={field('bio')}>Bio</Label>
        <textarea
          {...control('bio')}
          rows={3}
          value={values.bio}
          onChange={change('bio')}
          aria-describedby={[`${field('bio')}-count`, errors.bio && `${field('bio')}-error`].filter(Boolean).join(' ')}
          className="w-full rounded-lg border border-input bg-card px-3 py-2 text-sm text-card-foreground placeholder:text-muted-foreground aria-[invalid=true]:border-destructive"
        />
        <p id={`${field('bio')}-count`} className="text-xs text-muted-foreground">
          {values.bio.length} / {BIO_MAX_LENGTH} caractères
        </p>
        {error('bio')}
      </div>
      {row(
        'location',
        'Localisation',
        <Input
          {...control('location')}
          autoComplete="address-level2"
          placeholder="Quartier, rue…"
          value={values.location}
          onChange={change('location')}
        />,
      )}
      <ImageField
        label="Photo de profil"
        removeLabel="Retirer la photo de profil"
        current={profile.image}
        shape="round"
        error={errors.avatar}
        onChange={setAvatar}
      />
      <ImageField
        label="Image de couverture"
        removeLabel="Retirer l’image de couverture"
        current={profile.coverImage}
        shape="wide"
        error={errors.cover}
        onChange={setCover}
      />
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onCancel} disabled={pending}>
          Annuler
        </Button>
        <Button type="submit" disabled={pending}>
          {pending && <Spinner />}
          Enregistrer
        </Button>
      </div>
    </form>
  );
}

/** An upload refusal (415, 413…) shown on the image field it belongs to. */
class FieldError extends Error {
  readonly field: 'avatar' | 'cover';
  constructor(field: 'avatar' | 'cover', message: string) {
    super(message);
    this.field = field;
  }
}

async function uploadField(field: 'avatar' | 'cover', file: File): Promise<string> {
  try {
    return (await uploadImage(file, field)).id;
  } catch (error) {
    throw new FieldError(field, error instanceof Error ? error.message : "Impossible d'envoyer l'image.");
  }
}
