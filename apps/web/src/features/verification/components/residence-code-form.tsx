import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { requestErrorMessage } from '@/lib/toasts';
import { useSubmitResidenceCode } from '../api/submit-residence-code';
import { triesText } from '../lib/residence-view';

/**
 * « Code reçu par courrier »: the code of the letter, typed with or without its dash. A wrong
 * code's French message (with the tries left) stays under the field, tied to it for screen readers.
 */
export function ResidenceCodeForm({ attemptsLeft }: { attemptsLeft: number }) {
  const id = useId();
  const [code, setCode] = useState('');
  const submit = useSubmitResidenceCode();
  const error = submit.error ? requestErrorMessage(submit.error) : null;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (code.trim() === '') return;
    submit.mutate(
      { code },
      {
        onSuccess: (status) => {
          setCode('');
          toast.success(status.residence?.state === 'awaiting_confirmation' ? 'Code accepté' : 'Domicile vérifié', {
            description:
              status.residence?.state === 'awaiting_confirmation'
                ? 'La mairie doit encore confirmer votre domicile.'
                : 'Vous êtes « Résident vérifié » pour deux ans.',
          });
        },
      },
    );
  }

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-2" noValidate>
      <Label htmlFor={`${id}-code`}>Code reçu par courrier</Label>
      <Input
        id={`${id}-code`}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        autoComplete="one-time-code"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={20}
        placeholder="ABCD-EFGH"
        className="font-mono tracking-widest uppercase"
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-tries${error ? ` ${id}-error` : ''}`}
      />
      <p id={`${id}-tries`} className="text-xs text-muted-foreground">
        {attemptsLeft < 5
          ? `Il vous reste ${triesText(attemptsLeft)}.`
          : `8 caractères, comme sur le courrier. ${triesText(attemptsLeft)} au plus.`}
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      <Button type="submit" disabled={submit.isPending || code.trim() === ''} className="self-start">
        {submit.isPending && <Spinner />}
        Valider le code
      </Button>
    </form>
  );
}
