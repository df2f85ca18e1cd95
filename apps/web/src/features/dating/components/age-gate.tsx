import { DATING_TEXTS, localToday } from '@portmarin/shared';
import { ShieldCheck } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { toastRequestError } from '@/lib/toasts';
import { useVerifyAge } from '../api/verify-age';
import { checkBirthDate, forgetVerification, rememberVerification } from '../lib/age-gate';

/**
 * The age gate (spec 2, points 4 and 5): a birth date, 2 s of verification, then 'Âge vérifié' or
 * 'Accès refusé'. The server checks and keeps the date; the browser mirrors its answer.
 */
export function AgeGate() {
  const id = useId();
  const [birthDate, setBirthDate] = useState('');
  const verify = useVerifyAge();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (verify.isPending) return;
    const problem = checkBirthDate(birthDate);
    if (problem) {
      toast.error('Erreur', { description: problem });
      return;
    }
    verify.mutate(birthDate, {
      onSuccess: (access) => {
        rememberVerification(access.verifiedAt);
        toast.success(DATING_TEXTS.verified);
      },
      onError: (error) => {
        forgetVerification();
        if (error instanceof ApiError && error.code === 'DATING_UNDERAGE') {
          toast.error(DATING_TEXTS.deniedTitle, { description: DATING_TEXTS.deniedMessage });
        } else {
          toastRequestError(error);
        }
      },
    });
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
            La section rencontres est réservée aux personnes majeures. Indiquez votre date de naissance : elle est
            enregistrée sur votre compte et la vérification vaut 30 jours.
          </p>
        </div>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={id}>Date de naissance</Label>
        <Input
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
    </form>
  );
}
