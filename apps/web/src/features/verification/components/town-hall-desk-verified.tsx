import type { DeskResident } from '@portmarin/shared';
import { useState } from 'react';
import { toast } from 'sonner';
import { DecisionQueue } from '@/components/decision-queue';
import { Button } from '@/components/ui/button';
import { toastRequestError } from '@/lib/toasts';
import { useDecideResidence } from '../api/decide-residence';
import { TownHallDeskReasonDialog } from './town-hall-desk-reason-dialog';

const REVOCATION_REASONS = ['A déménagé', 'Justificatif invalide', 'Demande du résident'];

const day = (iso: string) =>
  new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso));

/** Verified residents, the most recent first, each revocable with a reason (« A déménagé »). */
export function TownHallDeskVerified({
  query,
  verified,
  total,
}: {
  query: { isPending: boolean; error: Error | null; refetch: () => unknown };
  verified: readonly DeskResident[];
  total: number;
}) {
  const decide = useDecideResidence();
  const [revoking, setRevoking] = useState<DeskResident | null>(null);

  return (
    <DecisionQueue
      title={`Résidents vérifiés (${total})`}
      listLabel="Résidents vérifiés"
      loadErrorTitle="Impossible de charger les résidents vérifiés"
      emptyText="Aucun résident vérifié pour le moment."
      query={query}
      items={verified}
      dialog={
        <TownHallDeskReasonDialog
          open={revoking !== null}
          onOpenChange={(next) => !next && !decide.isPending && setRevoking(null)}
          title={`Révoquer la vérification de ${revoking?.name ?? ''} ?`}
          description="Le résident ne vote plus aux référendums réservés aux résidents. Le motif lui est envoyé."
          confirmLabel="Révoquer"
          suggestions={REVOCATION_REASONS}
          pending={decide.isPending}
          onConfirm={(reason) =>
            revoking &&
            decide.mutate(
              { kind: 'revoke', userId: revoking.id, reason },
              {
                onSuccess: () => {
                  toast.success('Vérification révoquée', { description: 'Le résident est prévenu, avec le motif.' });
                  setRevoking(null);
                },
                onError: (error) => toastRequestError(error),
              },
            )
          }
        />
      }
    >
      {(resident) => (
        <>
          <p className="font-semibold break-words">{resident.name}</p>
          <p className="text-sm break-words">{resident.residence?.address.label}</p>
          <p className="text-xs text-muted-foreground">
            {resident.residence?.method === 'counter'
              ? `À l’accueil (${resident.residence.document ?? 'justificatif'})`
              : 'Par courrier'}
            {resident.residence?.expiresAt ? ` · jusqu’au ${day(resident.residence.expiresAt)}` : ''}
          </p>
          <Button
            variant="outline"
            size="sm"
            className="self-end"
            aria-label={`Révoquer la vérification de ${resident.name}`}
            onClick={() => setRevoking(resident)}
          >
            Révoquer
          </Button>
        </>
      )}
    </DecisionQueue>
  );
}
