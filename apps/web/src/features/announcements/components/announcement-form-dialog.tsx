import {
  ANNOUNCEMENT_CATEGORIES,
  ANNOUNCEMENT_TEXT_MAX_LENGTH,
  type Announcement,
  type AnnouncementCategory,
} from '@portmarin/shared';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { uploadImage } from '@/lib/upload';
import { useCreateAnnouncement, useUpdateAnnouncement } from '../api/save-announcement';
import {
  announcementFormValues,
  emptyAnnouncementForm,
  validateAnnouncementForm,
  type AnnouncementFormErrors,
  type AnnouncementFormValues,
} from '../lib/announcement-form';

type AnnouncementFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The announcement to edit; none: a new one. */
  announcement?: Announcement;
  trigger?: ReactNode;
};

/** 'Publier une annonce' or 'Modifier l'annonce': the same fields, in a dialog. */
export function AnnouncementFormDialog({ open, onOpenChange, announcement, trigger }: AnnouncementFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger}
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogTitle>{announcement ? 'Modifier l’annonce' : 'Publier une annonce'}</DialogTitle>
        <DialogDescription>
          {announcement
            ? 'La modification ne renvoie pas de notification.'
            : 'Une Alerte est envoyée tout de suite à tous les appareils, même pendant les heures calmes.'}
        </DialogDescription>
        {/* Mounted only while open: each opening starts from the announcement's values or anew. */}
        {open && <AnnouncementForm announcement={announcement} onSaved={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function AnnouncementForm({ announcement, onSaved }: { announcement?: Announcement; onSaved: () => void }) {
  const id = useId();
  const [values, setValues] = useState<AnnouncementFormValues>(() =>
    announcement ? announcementFormValues(announcement) : emptyAnnouncementForm(),
  );
  const [errors, setErrors] = useState<AnnouncementFormErrors>({});
  const [photo, setPhoto] = useState<File | null>(null);
  const [removePhoto, setRemovePhoto] = useState(false);
  const [uploading, setUploading] = useState(false);
  const create = useCreateAnnouncement();
  const update = useUpdateAnnouncement();
  const pending = uploading || create.isPending || update.isPending;
  const set = <K extends keyof AnnouncementFormValues>(key: K, value: AnnouncementFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const result = validateAnnouncementForm(values);
    if (!result.ok) {
      setErrors(result.errors);
      const first = (Object.keys(result.errors) as Array<keyof AnnouncementFormValues>)[0];
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setErrors({});
    try {
      let uploadId: string | null | undefined = announcement ? (removePhoto ? null : undefined) : null;
      if (photo) {
        setUploading(true);
        uploadId = (await uploadImage(photo, 'post')).id;
      }
      const input = { ...result.input, uploadId };
      const saved = announcement
        ? await update.mutateAsync({ id: announcement.id, input })
        : await create.mutateAsync(input);
      toast.success(announcement ? 'Annonce modifiée' : 'Annonce publiée', { description: `« ${saved.title} »` });
      onSaved();
    } catch (error) {
      toast.error('Erreur', {
        description: error instanceof ApiError ? error.message : 'Impossible d’enregistrer l’annonce',
      });
    } finally {
      setUploading(false);
    }
  }

  const field = (name: keyof AnnouncementFormValues) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });
  const errorText = (name: keyof AnnouncementFormValues) =>
    errors[name] && (
      <p id={`${id}-${name}-error`} className="text-sm text-destructive">
        {errors[name]}
      </p>
    );

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-4" aria-busy={pending}>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-category`}>Catégorie</Label>
        <select
          {...field('category')}
          value={values.category}
          onChange={(e) => set('category', e.target.value as AnnouncementCategory)}
          className="h-10 w-full rounded-lg border border-input bg-card px-3 text-sm text-card-foreground"
        >
          {ANNOUNCEMENT_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-title`}>Titre</Label>
        <Input
          {...field('title')}
          required
          autoComplete="off"
          placeholder="Ex. : Coupure d’eau rue du Port"
          value={values.title}
          onChange={(e) => set('title', e.target.value)}
        />
        {errorText('title')}
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-text`}>Texte</Label>
        <textarea
          {...field('text')}
          required
          rows={4}
          maxLength={ANNOUNCEMENT_TEXT_MAX_LENGTH}
          placeholder="Ce qui se passe, ce qu’il faut faire"
          value={values.text}
          onChange={(e) => set('text', e.target.value)}
          className="w-full rounded-lg border border-input bg-card px-3 py-2 text-sm text-card-foreground placeholder:text-muted-foreground aria-[invalid=true]:border-destructive"
        />
        {errorText('text')}
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-location`}>Lieu (facultatif)</Label>
        <Input
          {...field('location')}
          autoComplete="off"
          placeholder="Ex. : Rue du Port"
          value={values.location}
          onChange={(e) => set('location', e.target.value)}
        />
        {errorText('location')}
      </div>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-startsAt`}>Début de validité</Label>
          <Input
            {...field('startsAt')}
            type="datetime-local"
            required
            value={values.startsAt}
            onChange={(e) => set('startsAt', e.target.value)}
          />
          {errorText('startsAt')}
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-endsAt`}>Fin de validité</Label>
          <Input
            {...field('endsAt')}
            type="datetime-local"
            required
            value={values.endsAt}
            onChange={(e) => set('endsAt', e.target.value)}
          />
          {errorText('endsAt')}
        </div>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-photo`}>Photo (facultatif)</Label>
        <Input
          id={`${id}-photo`}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/heic,image/avif"
          onChange={(e) => setPhoto(e.target.files?.[0] ?? null)}
        />
        {announcement?.imageUrl && !photo && (
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={removePhoto} onChange={(e) => setRemovePhoto(e.target.checked)} />
            Retirer la photo actuelle
          </label>
        )}
      </div>
      <Button type="submit" disabled={pending}>
        {pending && <Spinner />}
        {pending ? 'Publication...' : announcement ? 'Enregistrer' : 'Publier l’annonce'}
      </Button>
    </form>
  );
}
