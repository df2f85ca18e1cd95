import type { LostFoundClaim, LostFoundObject } from '@portmarin/shared';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { StatusBadge } from '@/components/item-details';
import { LoadError } from '@/components/load-error';
import { LoadingStatus } from '@/components/loading-status';
import { Button } from '@/components/ui/button';
import { fullDateTime } from '@/lib/format';
import { toastRequestError } from '@/lib/toasts';
import { useLostFoundClaims } from '../api/list-claims';
import { useReturnLostFound } from '../api/return-lost-found';
import { RETURNED_LABEL } from '../lib/found-on';

const STATUS_LABELS = { pending: 'En attente', accepted: 'Acceptée', declined: 'Non retenue' } as const;

/** The mairie's view of an object's claims, each to accept by returning the object; or returned at the desk. */
export function ClaimsPanel({ object }: { object: LostFoundObject }) {
  const claims = useLostFoundClaims(object.id);
  const open = object.status === 'open';
  return (
    <div className="flex flex-col gap-3">
      <h3 className="text-sm font-semibold">Demandes de restitution</h3>
      {claims.isPending ? (
        <LoadingStatus />
      ) : claims.isError ? (
        <LoadError
          title="Impossible de charger les demandes"
          error={claims.error}
          onRetry={() => void claims.refetch()}
        />
      ) : claims.data.claims.length === 0 ? (
        <p className="text-sm text-muted-foreground">Personne n’a encore réclamé cet objet.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {claims.data.claims.map((claim) => (
            <li key={claim.id} className="flex flex-col gap-1 rounded-lg bg-muted p-3 text-sm">
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-medium">{claim.claimant.name}</span>
                <a href={`mailto:${claim.claimant.email}`} className="text-primary underline underline-offset-4">
                  {claim.claimant.email}
                </a>
                <StatusBadge>{STATUS_LABELS[claim.status]}</StatusBadge>
              </p>
              <p className="text-xs text-muted-foreground">Le {fullDateTime(claim.createdAt)}</p>
              <p className="whitespace-pre-line">{claim.message}</p>
              {open && <ReturnButton object={object} claim={claim} />}
            </li>
          ))}
        </ul>
      )}
      {open && <ReturnButton object={object} claim={null} />}
    </div>
  );
}

/** « Rendu à son propriétaire », confirmed first: to this claimant (told by a notification) or at the desk. */
function ReturnButton({ object, claim }: { object: LostFoundObject; claim: LostFoundClaim | null }) {
  const [confirming, setConfirming] = useState(false);
  const giveBack = useReturnLostFound();
  return (
    <ConfirmDialog
      open={confirming}
      onOpenChange={setConfirming}
      title="Rendu à son propriétaire ?"
      description={
        claim
          ? `« ${object.title} » sera marqué rendu à ${claim.claimant.name}, qui en sera averti. Les autres demandes seront closes.`
          : `« ${object.title} » sera marqué rendu, sans demande retenue. Il ne pourra plus être réclamé.`
      }
      confirmLabel={RETURNED_LABEL}
      trigger={
        <Button variant={claim ? 'default' : 'outline'} size="sm" className="w-fit">
          {claim ? `Rendre à ${claim.claimant.name}` : 'Rendu à son propriétaire (sans demande)'}
        </Button>
      }
      pending={giveBack.isPending}
      onConfirm={() =>
        giveBack.mutate(
          { id: object.id, claimId: claim?.id ?? null },
          {
            onSuccess: () => {
              setConfirming(false);
              toast.success('Objet rendu à son propriétaire');
            },
            onError: (error) => toastRequestError(error),
          },
        )
      }
    />
  );
}
