import type { BirthDateCorrection } from '@portmarin/shared';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DecisionQueue } from '@/components/decision-queue';
import { Button } from '@/components/ui/button';
import { fullDateTime } from '@/lib/format';
import { toastRequestError } from '@/lib/toasts';
import { useBirthDateCorrections, useDecideBirthDateCorrection } from '../api/birth-date-corrections';

type Decision = { correction: BirthDateCorrection; decision: 'reset' | 'decline' };

/**
 * Moderators: residents' requests to correct the birth date the dating age gate stored. Resetting
 * clears it (the resident enters it once more); either way the resident is notified.
 */
export function BirthDateCorrectionsQueue() {
  const query = useBirthDateCorrections();
  const decide = useDecideBirthDateCorrection();
  const [pending, setPending] = useState<Decision | null>(null);
  const corrections = query.data?.corrections ?? [];

  function confirm() {
    if (!pending) return;
    decide.mutate(
      { id: pending.correction.id, decision: pending.decision },
      {
        onSuccess: () => {
          toast.success(pending.decision === 'reset' ? 'Date réinitialisée' : 'Demande refusée', {
            description: `${pending.correction.resident.name} en est informé par une notification.`,
          });
          setPending(null);
        },
        onError: (error) => toastRequestError(error),
      },
    );
  }

  return (
    <DecisionQueue
      title="Dates de naissance à corriger"
      listLabel="Demandes de correction de date de naissance"
      loadErrorTitle="Impossible de charger les demandes"
      emptyText="Aucune demande de correction."
      query={query}
      items={corrections}
      dialog={
        <ConfirmDialog
          open={pending !== null}
          onOpenChange={(open) => !open && !decide.isPending && setPending(null)}
          title={pending?.decision === 'reset' ? 'Réinitialiser la date de naissance ?' : 'Refuser la demande ?'}
          description={
            pending?.decision === 'reset'
              ? `La date enregistrée de ${pending.correction.resident.name} sera effacée : la personne pourra la saisir à nouveau. Faites-le seulement après avoir vérifié l’erreur.`
              : `La date enregistrée de ${pending?.correction.resident.name ?? ''} est conservée.`
          }
          confirmLabel={pending?.decision === 'reset' ? 'Réinitialiser' : 'Refuser'}
          pending={decide.isPending}
          onConfirm={confirm}
        />
      }
    >
      {(correction) => (
        <>
          <p className="text-sm font-medium">{correction.resident.name}</p>
          <p className="text-xs text-muted-foreground">
            Demandé le {fullDateTime(correction.createdAt)} · date enregistrée : {correction.storedBirthDate ?? '—'}
          </p>
          <p className="whitespace-pre-line break-words text-sm">{correction.message}</p>
          <div className="flex flex-wrap justify-end gap-2">
            <Button
              variant="outline"
              size="sm"
              aria-label={`Refuser la demande de ${correction.resident.name}`}
              onClick={() => setPending({ correction, decision: 'decline' })}
            >
              Refuser
            </Button>
            <Button
              size="sm"
              aria-label={`Réinitialiser la date de naissance de ${correction.resident.name}`}
              onClick={() => setPending({ correction, decision: 'reset' })}
            >
              Réinitialiser la date
            </Button>
          </div>
        </>
      )}
    </DecisionQueue>
  );
}
