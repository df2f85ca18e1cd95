import { RECEIPT_CODE_PATTERN } from '@portmarin/shared';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { useCheckReceipt } from '../api/check-receipt';

/** Whether a receipt's ballot is counted; the answer never says what it was. */
function ReceiptAnswer({ check }: { check: ReturnType<typeof useCheckReceipt> }) {
  if (check.isError)
    return (
      <p role="alert" className="text-sm text-destructive">
        {check.error.message}
      </p>
    );
  if (!check.data) return null;
  return (
    <p role="status" className={check.data.counted ? 'text-sm text-emerald-700 dark:text-emerald-400' : 'text-sm'}>
      {check.data.counted
        ? 'Votre vote est bien compté dans ce référendum.'
        : 'Aucun vote de ce référendum ne correspond à ce code.'}
    </p>
  );
}

/** Shown once, right after voting: the receipt code and a way to check it now. */
export function ReceiptPanel({ referendumId, code }: { referendumId: string; code: string }) {
  const check = useCheckReceipt();
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-border bg-muted/50 p-3">
      <p className="text-sm font-medium">Votre vote est enregistré.</p>
      <p className="text-sm">
        Code de reçu : <code className="font-mono text-base font-semibold tracking-wider">{code}</code>
      </p>
      <p className="text-xs text-muted-foreground">
        Notez ce code : il ne sera plus affiché. Il permet de vérifier que votre vote est compté, sans révéler votre
        choix.
      </p>
      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={check.isPending}
          onClick={() => check.mutate({ id: referendumId, code })}
        >
          {check.isPending && <Spinner />}
          Vérifier mon reçu
        </Button>
      </div>
      <ReceiptAnswer check={check} />
    </div>
  );
}

/** The referendum page's form: a resident types the code they kept. */
export function ReceiptChecker({ referendumId }: { referendumId: string }) {
  const id = useId();
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState(false);
  const check = useCheckReceipt();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const typed = code.trim();
    if (!RECEIPT_CODE_PATTERN.test(typed)) {
      setInvalid(true);
      check.reset();
      return;
    }
    setInvalid(false);
    check.mutate({ id: referendumId, code: typed });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-2">
      <Label htmlFor={`${id}-code`}>Vérifier un reçu de vote</Label>
      <div className="flex gap-2">
        <Input
          id={`${id}-code`}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          placeholder="XXXX-XXXX-XXXX-XXXX"
          autoComplete="off"
          spellCheck={false}
          maxLength={40}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          className="font-mono"
        />
        <Button type="submit" variant="outline" disabled={check.isPending}>
          {check.isPending && <Spinner />}
          Vérifier
        </Button>
      </div>
      {invalid && (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          Ce code de reçu est invalide : 16 lettres et chiffres, par groupes de 4.
        </p>
      )}
      <ReceiptAnswer check={check} />
    </form>
  );
}
