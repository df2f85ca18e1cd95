import { EVENT_CATEGORIES, EVENT_DESCRIPTION_MAX_LENGTH, type EventCategory, type TownEvent } from '@portmarin/shared';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { ApiError } from '@/lib/api-client';
import { uploadImage } from '@/lib/upload';
import { useCreateEvent } from '../api/create-event';
import { useUpdateEvent } from '../api/update-event';
import {
  EMPTY_EVENT_FORM,
  eventFormValues,
  validateEventForm,
  type EventFormErrors,
  type EventFormValues,
} from '../lib/event-form';

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
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger}
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogTitle>{event ? "Modifier l'événement" : 'Créer un événement'}</DialogTitle>
        <DialogDescription>
          {event
            ? 'Les participants seront prévenus de la modification.'
            : 'Annoncez un événement aux habitants de la ville.'}
        </DialogDescription>
        {/* Mounted only while open: each opening starts from the event's values or empty. */}
        {open && (
          <EventForm
            event={event}
            onSaved={(saved) => {
              onOpenChange(false);
              onSaved?.(saved);
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function EventForm({ event, onSaved }: { event?: TownEvent; onSaved: (event: TownEvent) => void }) {
  const id = useId();
  const [values, setValues] = useState<EventFormValues>(event ? eventFormValues(event) : EMPTY_EVENT_FORM);
  const [errors, setErrors] = useState<EventFormErrors>({});
  const [photo, setPhoto] = useState<File | null>(null);
  const [removePhoto, setRemovePhoto] = useState(false);
  const [uploading, setUploading] = useState(false);
  const create = useCreateEvent();
  const update = useUpdateEvent();
  const pending = uploading || create.isPending || update.isPending;
  const set = <K extends keyof EventFormValues>(key: K, value: EventFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const result = validateEventForm(values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    try {
      let uploadId: string | null | undefined = event ? (removePhoto ? null : undefined) : null;
      if (photo) {
        setUploading(true);
        uploadId = (await uploadImage(photo, 'post')).id;
      }
      const saved = event
        ? await update.mutateAsync({ id: event.id, input: { ...result.input, uploadId } })
        : await create.mutateAsync({ ...result.input, uploadId: uploadId ?? null });
      toast.success(event ? 'Événement modifié' : 'Événement créé', { description: `« ${saved.title} »` });
      onSaved(saved);
    } catch (error) {
      toast.error('Erreur', {
        description: error instanceof ApiError ? error.message : "Impossible d'enregistrer l'événement",
      });
    } finally {
      setUploading(false);
    }
  }

  const field = (name: keyof EventFormValues) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });
  const errorText = (name: keyof EventFormValues) =>
    errors[name] && (
      <p id={`${id}-${name}-error`} className="text-sm text-destructive">
        {errors[name]}
      </p>
    );

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-4" aria-busy={pending}>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-title`}>Titre</Label>
        <Input
          {...field('title')}
          required
          autoComplete="off"
          placeholder="Ex. : Fest-noz sur le port"
          value={values.title}
          onChange={(e) => set('title', e.target.value)}
        />
        {errorText('title')}
      </div>
      <div className="grid grid-cols-2 gap-3">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-date`}>Date</Label>
          <Input
            {...field('date')}
            type="date"
            required
            value={values.date}
            onChange={(e) => set('date', e.target.value)}
          />
          {errorText('date')}
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-time`}>Heure</Label>
          <Input
            {...field('time')}
            type="time"
            required
            value={values.time}
            onChange={(e) => set('time', e.target.value)}
          />
          {errorText('time')}
        </div>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-location`}>Lieu</Label>
        <Input
          {...field('location')}
          required
          autoComplete="off"
          placeholder="Ex. : Quai des Pêcheurs"
          value={values.location}
          onChange={(e) => set('location', e.target.value)}
        />
        {errorText('location')}
      </div>
      <div className="grid grid-cols-2 gap-3">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-category`}>Catégorie</Label>
          <select
            {...field('category')}
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
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-capacity`}>Nombre de places</Label>
          <Input
            {...field('capacity')}
            type="number"
            inputMode="numeric"
            min={1}
            placeholder="Illimité"
            value={values.capacity}
            onChange={(e) => set('capacity', e.target.value)}
          />
          {errorText('capacity')}
        </div>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-photo`}>Image (facultatif)</Label>
        <Input
          id={`${id}-photo`}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/heic,image/avif"
          onChange={(e) => setPhoto(e.target.files?.[0] ?? null)}
        />
        {event?.imageUrl && !photo && (
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={removePhoto} onChange={(e) => setRemovePhoto(e.target.checked)} />
            Retirer l'image actuelle
          </label>
        )}
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-description`}>Description</Label>
        <textarea
          {...field('description')}
          rows={3}
          maxLength={EVENT_DESCRIPTION_MAX_LENGTH}
          placeholder="Programme, accès, ce qu'il faut apporter… (facultatif)"
          value={values.description}
          onChange={(e) => set('description', e.target.value)}
          className="w-full rounded-lg border border-input bg-card px-3 py-2 text-sm text-card-foreground placeholder:text-muted-foreground aria-[invalid=true]:border-destructive"
        />
        {errorText('description')}
      </div>
      <div className="flex items-center justify-between gap-4">
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-meeting`}>Pour faire des rencontres</Label>
          <p id={`${id}-meeting-hint`} className="text-xs text-muted-foreground">
            L'événement apparaît aussi dans l'onglet Événements des Rencontres.
          </p>
        </div>
        <Switch
          id={`${id}-meeting`}
          checked={values.forMeetingPeople}
          onCheckedChange={(checked) => set('forMeetingPeople', checked)}
          aria-describedby={`${id}-meeting-hint`}
        />
      </div>
      <Button type="submit" disabled={pending}>
        {pending && <Spinner />}
        {pending ? 'Enregistrement...' : event ? 'Enregistrer' : "Créer l'événement"}
      </Button>
    </form>
  );
}
