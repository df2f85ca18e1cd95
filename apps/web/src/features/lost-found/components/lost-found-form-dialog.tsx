import { LOST_FOUND_DESCRIPTION_MAX_LENGTH, type LostFoundObject } from '@portmarin/shared';
import type { ReactNode } from 'react';
import { PhotoField, usePhotoChoice } from '@/components/record-form/photo-field';
import { RecordFormDialog } from '@/components/record-form/record-form-dialog';
import { useRecordForm } from '@/components/record-form/use-record-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { textareaClass } from '@/components/ui/textarea';
import { useCreateLostFound, useUpdateLostFound } from '../api/save-lost-found';
import { todayDay } from '../lib/found-on';
import { emptyLostFoundForm, lostFoundFormValues, validateLostFoundForm } from '../lib/lost-found-form';

type LostFoundFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The object to edit; none: a new one. */
  object?: LostFoundObject;
  trigger?: ReactNode;
};

/** « Publier un objet trouvé » or « Modifier l’objet »: the same fields, in a dialog. */
export function LostFoundFormDialog({ open, onOpenChange, object, trigger }: LostFoundFormDialogProps) {
  return (
    <RecordFormDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={trigger}
      title={object ? 'Modifier l’objet' : 'Publier un objet trouvé'}
      description="Décrivez l’objet sans tout dire : son propriétaire le prouvera en donnant les détails."
    >
      <LostFoundForm object={object} onSaved={() => onOpenChange(false)} />
    </RecordFormDialog>
  );
}

function LostFoundForm({ object, onSaved }: { object?: LostFoundObject; onSaved: () => void }) {
  const photo = usePhotoChoice(!!object);
  const { formRef, pending, onSubmit, field, text, row } = useRecordForm({
    initial: () => (object ? lostFoundFormValues(object) : emptyLostFoundForm()),
    validate: validateLostFoundForm,
    recordId: object?.id ?? null,
    create: useCreateLostFound(),
    update: useUpdateLostFound(),
    prepare: async (input) => ({ ...input, uploadId: await photo.uploadId() }),
    saved: (input) => [object ? 'Objet modifié' : 'Objet publié', `« ${input.title} »`],
    onDone: onSaved,
  });

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-busy={pending}>
      {row(
        'title',
        'Objet',
        <Input {...text('title')} required autoComplete="off" placeholder="Ex. : Lunettes de soleil" />,
      )}
      {row(
        'description',
        'Description (facultatif)',
        <textarea
          {...text('description')}
          rows={3}
          maxLength={LOST_FOUND_DESCRIPTION_MAX_LENGTH}
          placeholder="Couleur, marque, ce qui permet de le reconnaître"
          className={textareaClass}
        />,
      )}
      {row(
        'foundPlace',
        'Lieu de découverte',
        <Input {...text('foundPlace')} required autoComplete="off" placeholder="Ex. : Grande plage" />,
      )}
      {row('foundOn', 'Date de découverte', <Input {...text('foundOn')} type="date" required max={todayDay()} />)}
      <PhotoField
        id={field('photo')}
        label="Photo (facultatif)"
        removeLabel="Retirer la photo actuelle"
        currentUrl={object?.imageUrl}
        choice={photo}
      />
      <Button type="submit" disabled={pending}>
        {pending && <Spinner />}
        {pending ? 'Publication…' : object ? 'Enregistrer' : 'Publier l’objet'}
      </Button>
    </form>
  );
}
