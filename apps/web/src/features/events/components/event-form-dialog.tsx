import { EVENT_CATEGORIES, EVENT_DESCRIPTION_MAX_LENGTH, type EventCategory, type TownEvent } from '@portmarin/shared';
import type { ReactNode } from 'react';
import { PhotoField, usePhotoChoice } from '@/components/record-form/photo-field';
import { RecordFormDialog } from '@/components/record-form/record-form-dialog';
import { useRecordForm } from '@/components/record-form/use-record-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { ApiError } from '@/lib/api-client';
import { useCreateEvent } from '../api/create-event';
import { useUpdateEvent } from '../api/update-event';
import { EMPTY_EVENT_FORM, eventFormValues, validateEventForm, type EventFormValues } from '../lib/event-form';

type EventFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The event to edit; none: a new one. */
  event?: TownEvent;
  onSaved?: (event: TownEvent) => void;
  /** The button that opens it, when there is one. */
  trigger?: ReactNode;
};

/** 'Créer un événement' or 'Modifier l'événement': the same fields, in a dialog. */
export function EventFormDialog({ open, onOpenChange, event, onSaved, trigger }: EventFormDialogProps) {
  return (
    <RecordFormDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={trigger}
      title={event ? "Modifier l'événement" : 'Créer un événement'}
      description={
        event
          ? 'Les participants seront prévenus de la modification.'
          : 'Annoncez un événement aux habitants de la ville.'
      }
    >
      <EventForm
        event={event}
        onSaved={(saved) => {
          onOpenChange(false);
          onSaved?.(saved);
        }}
      />
    </RecordFormDialog>
  );
}

function EventForm({ event, onSaved }: { event?: TownEvent; onSaved: (event: TownEvent) => void }) {
  const photo = usePhotoChoice(!!event);
  const { values, set, pending, onSubmit, field, control, text, row } = useRecordForm({
    initial: () => (event ? eventFormValues(event) : EMPTY_EVENT_FORM),
    validate: (values: EventFormValues) => validateEventForm(values),
    recordId: event?.id ?? null,
    create: useCreateEvent(),
    update: useUpdateEvent(),
    prepare: async (input) => ({ ...input, uploadId: await photo.uploadId() }),
    saved: (_input, saved) => [event ? 'Événement modifié' : 'Événement créé', `« ${saved.title} »`],
    onDone: onSaved,
    focus: false,
    failure: (error) => (error instanceof ApiError ? error.message : "Impossible d'enregistrer l'événement"),
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-busy={pending}>
      {row(
        'title',
        'Titre',
        <Input {...text('title')} required autoComplete="off" placeholder="Ex. : Fest-noz sur le port" />,
      )}
      <div className="grid grid-cols-2 gap-3">
        {row('date', 'Date', <Input {...text('date')} type="date" required />)}
        {row('time', 'Heure', <Input {...text('time')} type="time" required />)}
      </div>
      {row(
        'location',
        'Lieu',
        <Input {...text('location')} required autoComplete="off" placeholder="Ex. : Quai des Pêcheurs" />,
      )}
      <div className="grid grid-cols-2 gap-3">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={field('category')}>Catégorie</Label>
          <select
            {...control('category')}
            value={values.category}
            onChange={(e) => set('category', e.target.value as EventCategory)}
            className="h-10 w-full rounded-lg border border-input bg-card px-3 text-sm text-card-foreground"
          >
            {EVENT_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
        </div>
        {row(
          'capacity',
          'Nombre de places',
          <Input {...text('capacity')} type="number" inputMode="numeric" min={1} placeholder="Illimité" />,
        )}
      </div>
      <PhotoField
        id={field('photo')}
        label="Image (facultatif)"
        removeLabel="Retirer l'image actuelle"
        currentUrl={event?.imageUrl}
        choice={photo}
      />
      {row(
        'description',
        'Description',
        <textarea
          {...text('description')}
          rows={3}
          maxLength={EVENT_DESCRIPTION_MAX_LENGTH}
          placeholder="Programme, accès, ce qu'il faut apporter… (facultatif)"
          className="w-full rounded-lg border border-input bg-card px-3 py-2 text-sm text-card-foreground placeholder:text-muted-foreground aria-[invalid=true]:border-destructive"
        />,
      )}
      <div className="flex items-center justify-between gap-4">
        <div className="flex flex-col gap-1">
          <Label htmlFor={field('meeting')}>Pour faire des rencontres</Label>
          <p id={`${field('meeting')}-hint`} className="text-xs text-muted-foreground">
            L'événement apparaît aussi dans l'onglet Événements des Rencontres.
          </p>
        </div>
        <Switch
          id={field('meeting')}
          checked={values.forMeetingPeople}
          onCheckedChange={(checked) => set('forMeetingPeople', checked)}
          aria-describedby={`${field('meeting')}-hint`}
        />
      </div>
      <Button type="submit" disabled={pending}>
        {pending && <Spinner />}
        {pending ? 'Enregistrement...' : event ? 'Enregistrer' : "Créer l'événement"}
      </Button>
    </form>
  );
}
