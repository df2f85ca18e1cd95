import {
  ALERT_CATEGORY,
  ANNOUNCEMENT_CATEGORIES,
  ANNOUNCEMENT_TEXT_MAX_LENGTH,
  type Announcement,
  type AnnouncementCategory,
} from '@portmarin/shared';
import type { ReactNode } from 'react';
import { PhotoField, usePhotoChoice } from '@/components/record-form/photo-field';
import { RecordFormDialog } from '@/components/record-form/record-form-dialog';
import { useRecordForm } from '@/components/record-form/use-record-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { useCreateAnnouncement, useUpdateAnnouncement } from '../api/save-announcement';
import {
  announcementFormValues,
  emptyAnnouncementForm,
  pinnedFor,
  validateAnnouncementForm,
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
    <RecordFormDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={trigger}
      title={announcement ? 'Modifier l’annonce' : 'Publier une annonce'}
      description={
        announcement
          ? 'La modification ne renvoie pas de notification.'
          : 'Une Alerte est envoyée tout de suite à tous les appareils, même pendant les heures calmes.'
      }
    >
      <AnnouncementForm announcement={announcement} onSaved={() => onOpenChange(false)} />
    </RecordFormDialog>
  );
}

function AnnouncementForm({ announcement, onSaved }: { announcement?: Announcement; onSaved: () => void }) {
  const photo = usePhotoChoice(!!announcement);
  const { values, set, formRef, pending, onSubmit, field, invalid, text, row } = useRecordForm({
    initial: () => (announcement ? announcementFormValues(announcement) : emptyAnnouncementForm()),
    validate: validateAnnouncementForm,
    recordId: announcement?.id ?? null,
    create: useCreateAnnouncement(),
    update: useUpdateAnnouncement(),
    prepare: async (input) => ({ ...input, uploadId: await photo.uploadId() }),
    saved: (input) => [announcement ? 'Annonce modifiée' : 'Annonce publiée', `« ${input.title} »`],
    onDone: onSaved,
  });
  const alert = values.category === ALERT_CATEGORY;

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-busy={pending}>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={field('category')}>Catégorie</Label>
        <select
          id={field('category')}
          {...invalid('category')}
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
      {row(
        'title',
        'Titre',
        <Input {...text('title')} required autoComplete="off" placeholder="Ex. : Coupure d’eau rue du Port" />,
      )}
      {row(
        'text',
        'Texte',
        <textarea
          {...text('text')}
          required
          rows={4}
          maxLength={ANNOUNCEMENT_TEXT_MAX_LENGTH}
          placeholder="Ce qui se passe, ce qu’il faut faire"
          className="w-full rounded-lg border border-input bg-card px-3 py-2 text-sm text-card-foreground placeholder:text-muted-foreground aria-[invalid=true]:border-destructive"
        />,
      )}
      {row(
        'location',
        'Lieu (facultatif)',
        <Input {...text('location')} autoComplete="off" placeholder="Ex. : Rue du Port" />,
      )}
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {row('startsAt', 'Début de validité', <Input {...text('startsAt')} type="datetime-local" required />)}
        {row('endsAt', 'Fin de validité', <Input {...text('endsAt')} type="datetime-local" required />)}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={field('pinned')} className="flex items-center gap-2 text-sm font-medium">
          <input
            id={field('pinned')}
            type="checkbox"
            className="size-4"
            aria-describedby={`${field('pinned')}-help`}
            checked={pinnedFor(values)}
            disabled={alert}
            onChange={(e) => set('pinned', e.target.checked)}
          />
          Épingler en tête du fil
        </label>
        <p id={`${field('pinned')}-help`} className="text-xs text-muted-foreground">
          {alert
            ? 'Une Alerte est toujours épinglée : elle reste en tête du fil tant qu’elle est en vigueur.'
            : 'Le fil montre deux annonces épinglées ; les suivantes sont à un clic, sur l’écran des annonces.'}
        </p>
      </div>
      <PhotoField
        id={field('photo')}
        label="Photo (facultatif)"
        removeLabel="Retirer la photo actuelle"
        currentUrl={announcement?.imageUrl}
        choice={photo}
      />
      <Button type="submit" disabled={pending}>
        {pending && <Spinner />}
        {pending ? 'Publication...' : announcement ? 'Enregistrer' : 'Publier l’annonce'}
      </Button>
    </form>
  );
}
