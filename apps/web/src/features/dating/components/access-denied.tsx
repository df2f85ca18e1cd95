import { BIRTH_DATE_CORRECTION_MAX_LENGTH, DATING_TEXTS } from '@portmarin/shared';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { textareaClass } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import { toastRequestError } from '@/lib/toasts';
import { useMyBirthDateCorrection, useRequestBirthDateCorrection } from '../api/birth-date-corrections';

/**
 * 'Accès refusé', with the way back from a mistaken birth date: a request to the moderators, who
 * check it and reset the date (the resident cannot change it alone, so a minor cannot retry).
 */
export function AccessDenied() {
  const mine = useMyBirthDateCorrection();
  const [asking, setAsking] = useState(false);
  const status = mine.data?.correction?.status ?? null;

  return (
    <div className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4 text-card-foreground">
      <h2 className="font-semibold">{DATING_TEXTS.deniedTitle}</h2>
      <p className="text-sm text-muted-foreground">{DATING_TEXTS.deniedMessage}</p>
      {status === 'pending' ? (
        <p role="status" className="text-sm">
          Votre demande de correction est entre les mains des modérateurs. Vous serez prévenu par une notification.
        </p>
      ) : (
        <div className="flex flex-col gap-2 border-t border-border pt-3">
          {status === 'declined' && (
            <p className="text-sm">Votre dernière demande de correction a été refusée par la modération.</p>
          )}
          <p className="text-sm text-muted-foreground">
            Votre date de naissance est erronée ? Demandez sa correction : un modérateur la vérifiera, pourra vous
            demander un justificatif, puis la réinitialisera.
          </p>
          <Button variant="outline" className="self-start" disabled={mine.isPending} onClick={() => setAsking(true)}>
            Demander une correction
          </Button>
        </div>
      )}
      <Dialog open={asking} onOpenChange={setAsking}>
        <DialogContent>
          <DialogTitle>Corriger ma date de naissance</DialogTitle>
          <CorrectionForm onSent={() => setAsking(false)} />
        </DialogContent>
      </Dialog>
    </div>
  );
}

function CorrectionForm({ onSent }: { onSent: () => void }) {
  const id = useId();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const request = useRequestBirthDateCorrection();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!message.trim()) {
      setError('Expliquez l’erreur en quelques mots.');
      return;
    }
    setError(null);
    request.mutate(
      { message },
      {
        onSuccess: () => {
          toast.success('Demande envoyée', {
            description:
              'Les modérateurs vérifieront votre date de naissance. Vous serez prévenu par une notification.',
          });
          onSent();
        },
        onError: (failure) => toastRequestError(failure),
      },
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-busy={request.isPending}>
      <DialogDescription>
        Indiquez votre vraie date de naissance et ce qui s’est passé. Les modérateurs voient votre nom et la date
        enregistrée ; ils peuvent vous demander un justificatif par message avant de la réinitialiser.
      </DialogDescription>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-message`}>Votre explication</Label>
        <textarea
          id={`${id}-message`}
          rows={4}
          className={cn(textareaClass)}
          value={message}
          maxLength={BIRTH_DATE_CORRECTION_MAX_LENGTH}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => setMessage(e.target.value)}
        />
        {error && (
          <p id={`${id}-error`} className="text-sm text-destructive">
            {error}
          </p>
        )}
      </div>
      <Button type="submit" disabled={request.isPending} aria-busy={request.isPending || undefined}>
        {request.isPending && <Spinner />}
        Envoyer la demande
      </Button>
    </form>
  );
}
