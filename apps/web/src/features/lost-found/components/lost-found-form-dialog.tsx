import { LOST_FOUND_DESCRIPTION_MAX_LENGTH, type LostFoundObject } from '@portmarin/shared';
import { useState, type ReactNode } from 'react';
import { useRecordForm } from '@/components/record-form/use-record-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { textareaClass } from '@/components/ui/textarea';
import { uploadImage } from '@/lib/upload';
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
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger}
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogTitle>{object ? 'Modifier l’objet' : 'Publier un objet trouvé'}</DialogTitle>
        <DialogDescription>
          Décrivez l’objet sans tout dire : son propriétaire le prouvera en donnant les détails.
        </DialogDescription>
        {/* Mounted only while open: each opening starts from the object's values or anew. */}
        {open && <LostFoundForm object={object} onSaved={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function LostFoundForm({ object, onSaved }: { object?: LostFoundObject; onSaved: () => void }) {
  const [photo, setPhoto] = useState<File | null>(null);
  const [removePhoto, setRemovePhoto] = useState(false);
  const { values, set, formRef, pending, onSubmit, field, invalid, error } = useRecordForm({
    initial: () => (object ? lostFoundFormValues(object) : emptyLostFoundForm()),
    validate: validateLostFoundForm,
    recordId: object?.id ?? null,
    create: useCreateLostFound(),
    update: useUpdateLostFound(),
    // The photo goes up first; editing without a new one keeps (undefined) or removes (null) the current one.
    prepare: async (input) => ({
      ...input,
      uploadId: photo ? (await uploadImage(photo, 'post')).id : object ? (removePhoto ? null : undefined) : null,
    }),
    saved: (input) => [object ? 'Objet modifié' : 'Objet publié', `« ${input.title} »`],
    onDone: onSaved,
  });

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-busy={pending}>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={field('title')}>Objet</Label>
        <Input
          id={field('title')}
          {...invalid('title')}
          required
          autoComplete="off"
          placeholder="Ex. : Lunettes de soleil"
          value={values.title}
          onChange={(e) => set('title', e.target.value)}
        />
        {error('title')}
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={field('description')}>Description (facultatif)</Label>
        <textarea
          id={field('description')}
          {...invalid('description')}
          rows={3}
          maxLength={LOST_FOUND_DESCRIPTION_MAX_LENGTH}
          placeholder="Couleur, marque, ce qui permet de le reconnaître"
          value={values.description}
          onChange={(e) => set('description', e.target.value)}
          className={textareaClass}
        />
        {error('description')}
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={field('foundPlace')}>Lieu de découverte</Label>
        <Input
          id={field('foundPlace')}
          {...invalid('foundPlace')}
          required
          autoComplete="off"
          placeholder="Ex. : Grande plage"
          value={values.foundPlace}
          onChange={(e) => set('foundPlace', e.target.value)}
        />
        {error('foundPlace')}
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={field('foundOn')}>Date de découverte</Label>
        <Input
          id={field('foundOn')}
          {...invalid('foundOn')}
          type="date"
          required
          max={todayDay()}
          value={values.foundOn}
          onChange={(e) => set('foundOn', e.target.value)}
        />
        {error('foundOn')}
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={field('photo')}>Photo (facultatif)</Label>
        <Input
          id={field('photo')}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/heic,image/avif"
          onChange={(e) => setPhoto(e.target.files?.[0] ?? null)}
        />
        {object?.imageUrl && !photo && (
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={removePhoto} onChange={(e) => setRemovePhoto(e.target.checked)} />
            Retirer la photo actuelle
          </label>
        )}
      </div>
      <Button type="submit" disabled={pending}>
        {pending && <Spinner />}
        {pending ? 'Publication…' : object ? 'Enregistrer' : 'Publier l’objet'}
      </Button>
    </form>
  );
}
