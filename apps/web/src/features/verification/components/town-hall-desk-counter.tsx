import type { DeskResident, TownAddress } from '@portmarin/shared';
import { BadgeCheck } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { toastRequestError } from '@/lib/toasts';
import { useDebounced } from '@/lib/use-debounced';
import { useDecideResidence } from '../api/decide-residence';
import { useResidentSearch } from '../api/search-residents';
import { ResidenceAddressPicker } from './residence-address-picker';

const STATE_LABELS: Record<string, string> = {
  letter_requested: 'courrier demandé',
  letter_sent: 'courrier envoyé',
  awaiting_confirmation: 'en attente de confirmation',
  verified: 'vérifié',
  expired: 'vérification expirée',
  revoked: 'vérification retirée',
};

const residenceLabel = (resident: DeskResident) =>
  resident.residence
    ? `${STATE_LABELS[resident.residence.state] ?? resident.residence.state} · ${resident.residence.address.label}`
    : 'jamais vérifié';

/**
 * At the counter: the town hall finds the resident (name, e-mail or username), picks their
 * address, names the documents seen, and marks them verified for two years.
 */
export function TownHallDeskCounter() {
  const id = useId();
  const [q, setQ] = useState('');
  const search = useResidentSearch(useDebounced(q));
  const [resident, setResident] = useState<DeskResident | null>(null);
  const [address, setAddress] = useState<TownAddress | null>(null);
  const [document, setDocument] = useState('');
  // A new picker for each resident: the address typed for one is not carried to the next.
  const [round, setRound] = useState(0);
  const decide = useDecideResidence();
  const results = q.trim().length >= 2 ? (search.data?.residents ?? []) : [];

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!resident || !address || document.trim() === '') return;
    decide.mutate(
      { kind: 'counter', input: { userId: resident.id, addressId: address.id, document: document.trim() } },
      {
        onSuccess: () => {
          toast.success('Résident vérifié', { description: `${resident.name} est prévenu.` });
          setResident(null);
          setAddress(null);
          setDocument('');
          setQ('');
          setRound((n) => n + 1);
        },
        onError: (error) => toastRequestError(error),
      },
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Vérification à l’accueil</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-q`}>Chercher le résident</Label>
            <Input
              id={`${id}-q`}
              type="search"
              value={q}
              onChange={(event) => setQ(event.target.value)}
              placeholder="Nom, e-mail ou nom d’utilisateur"
              autoComplete="off"
            />
          </div>
          {results.length > 0 && (
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-1 text-sm font-medium">Résidents trouvés</legend>
              {results.map((found) => (
                <div
                  key={found.id}
                  className={cn(
                    'flex items-start gap-3 rounded-lg border p-3 text-sm',
                    resident?.id === found.id ? 'border-primary bg-accent' : 'border-border',
                  )}
                >
                  <input
                    id={`${id}-resident-${found.id}`}
                    type="radio"
                    name={`${id}-resident`}
                    className="mt-1"
                    checked={resident?.id === found.id}
                    onChange={() => setResident(found)}
                  />
                  <label htmlFor={`${id}-resident-${found.id}`} className="flex min-w-0 cursor-pointer flex-col">
                    <span className="font-medium break-words">{found.name}</span>
                    <span className="text-xs break-all text-muted-foreground">
                      {found.username ? `@${found.username} · ` : ''}
                      {found.email}
                    </span>
                    <span className="text-xs text-muted-foreground">{residenceLabel(found)}</span>
                  </label>
                </div>
              ))}
            </fieldset>
          )}
          {q.trim().length >= 2 && search.isSuccess && results.length === 0 && (
            <p className="text-sm text-muted-foreground">Aucun résident ne correspond.</p>
          )}
          <ResidenceAddressPicker key={round} label="Adresse du résident" value={address} onChange={setAddress} />
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-document`}>Justificatif présenté</Label>
            <Input
              id={`${id}-document`}
              value={document}
              onChange={(event) => setDocument(event.target.value)}
              maxLength={200}
              placeholder="Carte d’identité et facture d’électricité de moins de 3 mois"
            />
          </div>
          <Button
            type="submit"
            className="self-start"
            disabled={!resident || !address || document.trim() === '' || decide.isPending}
          >
            {decide.isPending ? <Spinner /> : <BadgeCheck aria-hidden="true" />}
            Marquer comme vérifié
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
