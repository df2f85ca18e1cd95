import { BEACH_FLAG_COLOURS, BEACH_FLAG_NOTE_MAX_LENGTH, NO_FLAG_LABEL, type SeaBeach } from '@portmarin/shared';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { toastRequestError } from '@/lib/toasts';
import { useSetBeachFlag } from '../api/set-beach-flag';
import { flagText } from '../lib/sea-format';
import { validateFlagForm, type FlagFormValues } from '../lib/sea-forms';

const fieldClass = 'h-10 w-full rounded-lg border border-input bg-card px-3 text-sm text-card-foreground';

/** An admin raises a flag (with an optional note for swimmers) or takes it down. */
export function FlagForm({ beach }: { beach: SeaBeach }) {
  const ids = useId();
  const [values, setValues] = useState<FlagFormValues>({
    colour: beach.flag?.colour ?? '',
    note: beach.flag?.note ?? '',
  });
  const [error, setError] = useState<string | null>(null);
  const setFlag = useSetBeachFlag();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (setFlag.isPending) return;
    const checked = validateFlagForm(values);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setError(null);
    setFlag.mutate(
      { beachId: beach.id, ...checked.input },
      {
        onSuccess: (updated) => {
          const { label } = flagText(updated.flag?.colour ?? null);
          toast.success('Drapeau mis à jour', {
            description: updated.flag ? `${beach.name} : drapeau ${label.toLowerCase()}.` : `${beach.name} : ${label}.`,
          });
        },
        onError: (failure) => toastRequestError(failure),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label={`Drapeau de ${beach.name}`} className="flex flex-col gap-3">
      <div className="grid gap-3 sm:grid-cols-[12rem_1fr]">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${ids}-colour`}>Drapeau</Label>
          <select
            id={`${ids}-colour`}
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
          <Label htmlFor={`${ids}-note`}>Note pour les baigneurs (facultative)</Label>
          <Input
            id={`${ids}-note`}
            value={values.note}
            maxLength={BEACH_FLAG_NOTE_MAX_LENGTH}
            disabled={!values.colour}
            placeholder="Ex. : Forts courants à marée descendante"
            aria-invalid={!!error}
            aria-describedby={error ? `${ids}-error` : undefined}
            onChange={(e) => setValues((v) => ({ ...v, note: e.target.value }))}
          />
        </div>
      </div>
      {error && (
        <p id={`${ids}-error`} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      <Button type="submit" className="self-start" disabled={setFlag.isPending} aria-busy={setFlag.isPending}>
        {setFlag.isPending && <Spinner />}
        Enregistrer le drapeau
      </Button>
    </form>
  );
}
