import { DATING_TEXTS, localToday } from '@portmarin/shared';
import { ShieldCheck } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { toastRequestError } from '@/lib/toasts';
import { useVerifyAge } from '../api/verify-age';
import { checkBirthDate, forgetVerification, rememberVerification } from '../lib/age-gate';

/** « 14 mars 2012 »: a YYYY-MM-DD date as the resident typed it, at noon so no time zone shifts the day. */
const frenchDate = (value: string) =>
  new Date(`${value}T12:00:00`).toLocaleDateString('fr-FR', { day: 'numeric', month: 'long', year: 'numeric' });

/**
 * The age gate (spec 2, points 4 and 5): a birth date, 2 s of verification, then 'Âge vérifié' or
 * 'Accès refusé'. The server checks and keeps the date; the browser mirrors its answer. A date that
 * refuses access is confirmed first (it is final, but for a moderator's reset).
 */
export function AgeGate() {
  const id = useId();
  const [birthDate, setBirthDate] = useState('');
  // A date the server would refuse: kept only once the resident confirms it, since it is final.
  const [refusingDate, setRefusingDate] = useState<string | null>(null);
  const dateInput = useRef<HTMLInputElement>(null);
  const verify = useVerifyAge();

  function send(confirmRefusal: boolean) {
    verify.mutate(
      { birthDate, confirmRefusal },
      {
        onSuccess: (access) => {
          rememberVerification(access.verifiedAt);
          toast.success(DATING_TEXTS.verified);
        },
        onError: (error) => {
          forgetVerification();
          setRefusingDate(null);
          if (error instanceof ApiError && error.code === 'DATING_BIRTH_DATE_UNCONFIRMED') {
            setRefusingDate(birthDate);
          } else if (error instanceof ApiError && error.code === 'DATING_UNDERAGE') {
            toast.error(DATING_TEXTS.deniedTitle, { description: DATING_TEXTS.deniedMessage });
          } else {
            toastRequestError(error);
          }
        },
      },
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (verify.isPending) return;
    const problem = checkBirthDate(birthDate);
    if (problem) {
      toast.error('Erreur', { description: problem });
      return;
    }
    send(false);
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Vérification de l’âge"
      className="flex flex-col gap-4 rounded-xl border border-border bg-card p-4 text-card-foreground"
    >
      <div className="flex items-start gap-3">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-primary" />
        <div className="flex flex-col gap-1">
          <h2 className="text-lg font-semibold">Vérification de l’âge</h2>
          <p className="text-sm text-muted-foreground">
            La section rencontres est réservée aux personnes majeures. Indiquez votre date de naissance : elle est
            enregistrée sur votre compte et la vérification vaut 30 jours.
          </p>
        </div>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={id}>Date de naissance</Label>
        <Input
          ref={dateInput}
          id={id}
          type="date"
          aria-required="true"
          max={localToday()}
          value={birthDate}
          disabled={verify.isPending}
          onChange={(e) => setBirthDate(e.target.value)}
        />
      </div>
      <Button type="submit" disabled={verify.isPending} aria-busy={verify.isPending || undefined}>
        {verify.isPending && <Spinner />}
        {verify.isPending ? 'Vérification en cours...' : 'Vérifier mon âge'}
      </Button>
      {verify.isPending && (
        <p role="status" className="text-center text-sm text-muted-foreground">
          Vérification de votre âge en cours...
        </p>
      )}
      <ConfirmDialog
        open={refusingDate !== null}
        onOpenChange={(open) => {
          if (open || verify.isPending) return;
          setRefusingDate(null);
          // Back to the date, to correct it.
          requestAnimationFrame(() => dateInput.current?.focus());
        }}
        title="Confirmer cette date de naissance ?"
        description={
          <>
            Selon cette date ({refusingDate ? frenchDate(refusingDate) : ''}), vous avez moins de 18 ans. Si vous la
            confirmez, l’accès à la section rencontres vous sera refusé et vous ne pourrez plus modifier cette date
            vous-même : seule la modération pourra la corriger, sur demande. Vérifiez-la avant de confirmer.
          </>
        }
        confirmLabel="Confirmer cette date"
        pending={verify.isPending}
        onConfirm={() => send(true)}
      />
    </form>
  );
}
