import { BEACH_FLAG_COLOURS, BEACH_FLAG_NOTE_MAX_LENGTH, NO_FLAG_LABEL, type SeaBeach } from '@portmarin/shared';
import { useRecordForm } from '@/components/record-form/use-record-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { useSetBeachFlag } from '../api/set-beach-flag';
import { flagText } from '../lib/sea-format';
import { validateFlagForm, type FlagFormValues } from '../lib/sea-forms';

const fieldClass = 'h-10 w-full rounded-lg border border-input bg-card px-3 text-sm text-card-foreground';

/** An admin raises a flag (with an optional note for swimmers) or takes it down. */
export function FlagForm({ beach }: { beach: SeaBeach }) {
  const { values, setValues, errors, pending, onSubmit, field } = useRecordForm({
    initial: (): FlagFormValues => ({ colour: beach.flag?.colour ?? '', note: beach.flag?.note ?? '' }),
    // One message for the form, under its fields.
    validate: (values: FlagFormValues) => {
      const checked = validateFlagForm(values);
      return checked.ok
        ? { ok: true, input: { beachId: beach.id, ...checked.input } }
        : { ok: false, errors: { form: checked.message } };
    },
    save: useSetBeachFlag(),
    focus: false,
    saved: (_input, updated) => {
      const { label } = flagText(updated.flag?.colour ?? null);
      return [
        'Drapeau mis à jour',
        updated.flag ? `${beach.name} : drapeau ${label.toLowerCase()}.` : `${beach.name} : ${label}.`,
      ];
    },
    // The form stays on the beach's card, with the flag just saved.
    onDone: () => {},
  });
  const error = errors.form;

  return (
    <form onSubmit={onSubmit} noValidate aria-label={`Drapeau de ${beach.name}`} className="flex flex-col gap-3">
      <div className="grid gap-3 sm:grid-cols-[12rem_1fr]">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={field('colour')}>Drapeau</Label>
          <select
            id={field('colour')}
            value={values.colour}
            onChange={(e) => setValues((v) => ({ ...v, colour: e.target.value as FlagFormValues['colour'] }))}
            className={fieldClass}
          >
            <option value="">{NO_FLAG_LABEL}</option>
            {BEACH_FLAG_COLOURS.map((colour) => (
              <option key={colour} value={colour}>
                {flagText(colour).label} — {flagText(colour).meaning}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={field('note')}>Note pour les baigneurs (facultative)</Label>
          <Input
            id={field('note')}
            value={values.note}
            maxLength={BEACH_FLAG_NOTE_MAX_LENGTH}
            disabled={!values.colour}
            placeholder="Ex. : Forts courants à marée descendante"
            aria-invalid={!!error}
            aria-describedby={error ? `${field('form')}-error` : undefined}
            onChange={(e) => setValues((v) => ({ ...v, note: e.target.value }))}
          />
        </div>
      </div>
      {error && (
        <p id={`${field('form')}-error`} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      <Button type="submit" className="self-start" disabled={pending} aria-busy={pending}>
        {pending && <Spinner />}
        Enregistrer le drapeau
      </Button>
    </form>
  );
}
