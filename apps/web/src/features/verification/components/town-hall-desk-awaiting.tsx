import type { DeskResident } from '@portmarin/shared';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DecisionQueue } from '@/components/decision-queue';
import { Button } from '@/components/ui/button';
import { toastRequestError } from '@/lib/toasts';
import { useDecideResidence } from '../api/decide-residence';
import { TownHallDeskReasonDialog } from './town-hall-desk-reason-dialog';

type Pending = { resident: DeskResident; confirm: boolean };

const REFUSAL_REASONS = ['Adresse non reconnue par la mairie', 'Logement trop petit pour autant de résidents'];

/** Codes typed past an address's cap: the town hall confirms each, or refuses it with a reason. */
export function TownHallDeskAwaiting({
  query,
  awaiting,
  cap,
}: {
  query: { isPending: boolean; error: Error | null; refetch: () => unknown };
  awaiting: readonly DeskResident[];
  cap: number;
}) {
  const decide = useDecideResidence();
  const [pending, setPending] = useState<Pending | null>(null);
  const close = () => !decide.isPending && setPending(null);

  function done(title: string) {
    toast.success(title, { description: 'Le résident est prévenu.' });
    setPending(null);
  }

  return (
    <DecisionQueue
      title="Confirmations à donner"
      listLabel="Domiciles en attente de confirmation"
      loadErrorTitle="Impossible de charger les confirmations"
      emptyText="Aucun domicile en attente de confirmation."
      query={query}
      items={awaiting}
      dialog={
        <>
          <ConfirmDialog
            open={pending?.confirm === true}
            onOpenChange={(next) => !next && close()}
            title="Confirmer ce domicile ?"
            description={`${pending?.resident.name ?? ''} sera « Résident vérifié » pour deux ans à cette adresse.`}
            confirmLabel="Confirmer"
            pending={decide.isPending}
            onConfirm={() =>
              pending &&
              decide.mutate(
                { kind: 'confirm', userId: pending.resident.id },
                { onSuccess: () => done('Domicile confirmé'), onError: (error) => toastRequestError(error) },
              )
            }
          />
          <TownHallDeskReasonDialog
            open={pending?.confirm === false}
            onOpenChange={(next) => !next && close()}
            title="Refuser ce domicile ?"
            description="Le motif est envoyé au résident."
            confirmLabel="Refuser"
            suggestions={REFUSAL_REASONS}
            pending={decide.isPending}
            onConfirm={(reason) =>
              pending &&
              decide.mutate(
                { kind: 'refuse', userId: pending.resident.id, reason },
                { onSuccess: () => done('Domicile refusé'), onError: (error) => toastRequestError(error) },
              )
            }
          />
        </>
      }
    >
      {(resident) => (
        <>
          <p className="font-semibold break-words">{resident.name}</p>
          <p className="text-sm break-words">{resident.residence?.address.label}</p>
          <p className="text-xs text-muted-foreground">L’adresse compte déjà {cap} résidents vérifiés ou plus.</p>
          <div className="flex flex-wrap justify-end gap-2">
            <Button
              variant="outline"
              size="sm"
              aria-label={`Refuser le domicile de ${resident.name}`}
              onClick={() => setPending({ resident, confirm: false })}
            >
              Refuser
            </Button>
            <Button
              size="sm"
              aria-label={`Confirmer le domicile de ${resident.name}`}
              onClick={() => setPending({ resident, confirm: true })}
            >
              Confirmer
            </Button>
          </div>
        </>
      )}
    </DecisionQueue>
  );
}
