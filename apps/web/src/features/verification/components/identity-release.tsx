import type { LinkedIdentitiesQuery, LinkedIdentity } from '@portmarin/shared';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LoadError } from '@/components/load-error';
import { LoadingStatus } from '@/components/loading-status';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toastRequestError } from '@/lib/toasts';
import { useLinkedIdentities, useReleaseIdentity } from '../api/linked-identities';
import { formatBirthdate, formatDay } from './identity-card';

/**
 * The town hall's part of « demandez à la mairie de la libérer »: the person shows their papers,
 * the desk finds the account their FranceConnect identity is linked to, and frees it with a reason
 * (the moderation log keeps it). For the town hall's desk (`/verification/mairie`).
 */
export function IdentityRelease() {
  const nameId = useId();
  const dateId = useId();
  const [familyName, setFamilyName] = useState('');
  const [birthdate, setBirthdate] = useState('');
  const [query, setQuery] = useState<LinkedIdentitiesQuery | null>(null);
  const found = useLinkedIdentities(query);

  function onSearch(event: FormEvent) {
    event.preventDefault();
    setQuery({ familyName: familyName.trim(), birthdate });
  }

  return (
    <Card role="region" aria-labelledby="identity-release-title">
      <CardHeader>
        <CardTitle id="identity-release-title">Libérer une identité FranceConnect</CardTitle>
        <p className="text-sm text-muted-foreground">
          Quand une personne ne peut plus utiliser le compte lié à son identité, vérifiez ses papiers, retrouvez ce
          compte puis libérez l’identité : elle pourra s’identifier sur un autre compte.
        </p>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 text-sm">
        <form className="flex flex-col gap-3" onSubmit={onSearch}>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={nameId}>Nom de famille</Label>
            <Input
              id={nameId}
              autoComplete="off"
              required
              minLength={2}
              value={familyName}
              onChange={(e) => setFamilyName(e.target.value)}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={dateId}>Date de naissance</Label>
            <Input id={dateId} type="date" required value={birthdate} onChange={(e) => setBirthdate(e.target.value)} />
          </div>
          <Button type="submit" className="self-start">
            Rechercher
          </Button>
        </form>
        {query &&
          (found.isPending ? (
            <LoadingStatus />
          ) : found.isError ? (
            <LoadError
              title="Impossible de rechercher cette identité"
              error={found.error}
              onRetry={() => void found.refetch()}
            />
          ) : found.data.identities.length === 0 ? (
            <p role="status">Aucun compte n’est lié à une identité de ce nom et de cette date de naissance.</p>
          ) : (
            <ul className="flex flex-col gap-3" aria-label="Comptes liés">
              {found.data.identities.map((identity) => (
                <LinkedAccount key={identity.userId} identity={identity} />
              ))}
            </ul>
          ))}
      </CardContent>
    </Card>
  );
}

function LinkedAccount({ identity }: { identity: LinkedIdentity }) {
  const reasonId = useId();
  const release = useReleaseIdentity();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const who = `${identity.givenName} ${identity.familyName}`;

  function onConfirm() {
    release.mutate(
      { userId: identity.userId, reason: reason.trim() },
      {
        onSuccess: () => {
          setOpen(false);
          toast.success('Identité libérée', { description: `${who} peut s’identifier sur un autre compte.` });
        },
        onError: (error) => toastRequestError(error),
      },
    );
  }

  return (
    <li className="flex flex-col gap-2 rounded-md border border-border p-3">
      <p className="font-medium">{who}</p>
      <p className="text-muted-foreground">
        Né(e) le {formatBirthdate(identity.birthdate)} · compte « {identity.accountName} »
        {identity.username ? ` (@${identity.username})` : ''} · identifié(e) le {formatDay(identity.verifiedAt)}
      </p>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setReason('');
        }}
        trigger={
          <Button variant="outline" className="self-start">
            Libérer l’identité
          </Button>
        }
        title={`Libérer l’identité de ${who} ?`}
        description="Le compte perd son identité vérifiée et ce qu’elle ouvre. Le motif est gardé dans le journal de modération."
        confirmLabel="Libérer"
        pending={release.isPending}
        disabled={reason.trim().length < 3}
        onConfirm={onConfirm}
      >
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={reasonId}>Motif</Label>
          <Input id={reasonId} autoComplete="off" value={reason} onChange={(e) => setReason(e.target.value)} />
        </div>
      </ConfirmDialog>
    </li>
  );
}
