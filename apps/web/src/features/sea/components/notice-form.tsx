import {
  WATER_NOTICE_BODY_MAX_LENGTH,
  WATER_NOTICE_LEVELS,
  WATER_NOTICE_TITLE_MAX_LENGTH,
  type SeaBeach,
  type WaterNoticeLevel,
} from '@portmarin/shared';
import { format } from 'date-fns';
import { useRecordForm } from '@/components/record-form/use-record-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { useCreateWaterNotice } from '../api/create-water-notice';
import { noticeLevelLabel } from '../lib/sea-format';
import { EMPTY_NOTICE_FORM, validateNoticeForm, type NoticeFormValues } from '../lib/sea-forms';

const fieldClass =
  'w-full rounded-lg border border-input bg-card px-3 py-2 text-sm text-card-foreground placeholder:text-muted-foreground';

/** An admin publishes a water-quality notice on a beach: level, title, text, and an optional last day. */
export function NoticeForm({ id, beach, onClose }: { id: string; beach: SeaBeach; onClose: () => void }) {
  const { values, set, errors, pending, onSubmit, field } = useRecordForm({
    initial: () => EMPTY_NOTICE_FORM,
    // One message for the form, under its fields: no field is marked.
    validate: (values: NoticeFormValues) => {
      const checked = validateNoticeForm(beach.id, values);
      return checked.ok ? checked : { ok: false, errors: { form: checked.message } };
    },
    save: useCreateWaterNotice(),
    focus: false,
    saved: (_input, notice) => ['Avis publié', `« ${notice.title} » est affiché pour ${beach.name}.`],
    reset: true,
    onDone: onClose,
  });
  const described = errors.form ? `${field('form')}-error` : undefined;

  return (
    <form
      id={id}
      onSubmit={onSubmit}
      noValidate
      aria-label={`Nouvel avis pour ${beach.name}`}
      className="flex flex-col gap-3"
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={field('level')}>Niveau</Label>
        <select
          id={field('level')}
          value={values.level}
          onChange={(e) => set('level', e.target.value as WaterNoticeLevel)}
          className={`h-10 ${fieldClass}`}
        >
          {WATER_NOTICE_LEVELS.map((level) => (
            <option key={level} value={level}>
              {noticeLevelLabel(level)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={field('title')}>Titre (obligatoire)</Label>
        <Input
          id={field('title')}
          aria-required="true"
          autoComplete="off"
          maxLength={WATER_NOTICE_TITLE_MAX_LENGTH}
          placeholder="Ex. : Baignade déconseillée après l’orage"
          aria-describedby={described}
          value={values.title}
          onChange={(e) => set('title', e.target.value)}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={field('body')}>Texte de l’avis (obligatoire)</Label>
        <textarea
          id={field('body')}
          aria-required="true"
          rows={3}
          maxLength={WATER_NOTICE_BODY_MAX_LENGTH}
          placeholder="Ce qui se passe, ce que les baigneurs doivent faire, jusqu’à quand."
          aria-describedby={described}
          value={values.body}
          onChange={(e) => set('body', e.target.value)}
          className={fieldClass}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={field('end')}>Dernier jour d’affichage (facultatif)</Label>
        <Input
          id={field('end')}
          type="date"
          min={format(new Date(), 'yyyy-MM-dd')}
          aria-describedby={described}
          value={values.endDate}
          onChange={(e) => set('endDate', e.target.value)}
          className="sm:w-48"
        />
      </div>
      {errors.form && (
        <p id={`${field('form')}-error`} role="alert" className="text-sm font-medium text-destructive">
          {errors.form}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onClose}>
          Annuler
        </Button>
        <Button type="submit" disabled={pending} aria-busy={pending}>
          {pending && <Spinner />}
          Publier l’avis
        </Button>
      </div>
    </form>
  );
}
