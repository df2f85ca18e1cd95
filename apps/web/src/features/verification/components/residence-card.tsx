import type { TownAddress, VerificationStatus } from '@portmarin/shared';
import { BadgeCheck, Clock, Mail, ShieldX } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useTown } from '@/config/town';
import { toastRequestError } from '@/lib/toasts';
import { useRequestResidenceLetter } from '../api/request-residence-letter';
import { letterAddressee, mayAskLetter, residenceStep, type ResidenceStep } from '../lib/residence-view';
import { ResidenceAddressPicker } from './residence-address-picker';
import { ResidenceCodeForm } from './residence-code-form';

/** « 7 décembre 2028 ». */
const day = (iso: string) =>
  new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso));

/** The « Résident vérifié » mark with its end date. */
export function VerifiedResidentBadge({ expiresAt }: { expiresAt: string }) {
  return (
    <p className="flex flex-wrap items-center gap-2">
      <span className="inline-flex items-center gap-1.5 rounded-full bg-primary px-3 py-1 text-sm font-semibold text-primary-foreground">
        <BadgeCheck aria-hidden="true" className="size-4" />
        Résident vérifié
      </span>
      <span className="text-sm text-muted-foreground">jusqu’au {day(expiresAt)}</span>
    </p>
  );
}

function Notice({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <div className="flex gap-3 rounded-lg border border-border bg-muted/40 p-3 text-sm">
      <span className="mt-0.5 shrink-0 text-muted-foreground">{icon}</span>
      <div className="flex flex-col gap-1">{children}</div>
    </div>
  );
}

/** Where the resident's verification stands, in one sentence or two. */
function StepNotice({ step, status }: { step: ResidenceStep; status: VerificationStatus }) {
  const address = status.residence?.address.label;
  const icon = (Icon: typeof Mail) => <Icon aria-hidden="true" className="size-5" />;
  switch (step.step) {
    case 'none':
      return <p className="text-sm">Votre domicile n’est pas encore vérifié.</p>;
    case 'requested':
      return (
        <Notice icon={icon(Mail)}>
          <p className="font-medium">Courrier demandé</p>
          <p>La mairie va imprimer et poster votre code au {address}. Vous serez prévenu quand il partira.</p>
        </Notice>
      );
    case 'sent':
      return (
        <Notice icon={icon(Mail)}>
          <p className="font-medium">Courrier envoyé au {address}</p>
          {step.codeExpiresAt && <p>Son code est valable jusqu’au {day(step.codeExpiresAt)}.</p>}
        </Notice>
      );
    case 'code_locked':
      return (
        <Notice icon={icon(ShieldX)}>
          <p className="font-medium">Code bloqué après trop d’essais</p>
          <p>Demandez un nouveau courrier ci-dessous.</p>
        </Notice>
      );
    case 'code_expired':
      return (
        <Notice icon={icon(Clock)}>
          <p className="font-medium">Le code de votre courrier a expiré</p>
          <p>Demandez un nouveau courrier ci-dessous.</p>
        </Notice>
      );
    case 'awaiting':
      return (
        <Notice icon={icon(Clock)}>
          <p className="font-medium">En attente de confirmation par la mairie</p>
          <p>
            {`Votre code est bon. Plusieurs résidents sont déjà vérifiés au ${address} : la mairie doit confirmer le vôtre. Vous serez prévenu de sa décision.`}
          </p>
        </Notice>
      );
    case 'verified':
      return step.renewable ? (
        <Notice icon={icon(Clock)}>
          <p className="font-medium">Votre vérification se termine le {day(step.expiresAt)}</p>
          <p>Renouvelez-la dès maintenant pour rester « Résident vérifié ».</p>
        </Notice>
      ) : (
        <p className="text-sm text-muted-foreground">
          Domicile vérifié au {address}
          {status.residence?.method === 'counter' ? ', à l’accueil de la mairie.' : ', par courrier.'}
        </p>
      );
    case 'expired':
      return (
        <Notice icon={icon(Clock)}>
          <p className="font-medium">Vérification expirée{step.expiresAt ? ` le ${day(step.expiresAt)}` : ''}</p>
          <p>Une vérification dure deux ans. Renouvelez-la pour redevenir « Résident vérifié ».</p>
        </Notice>
      );
    case 'revoked':
      return (
        <Notice icon={icon(ShieldX)}>
          <p className="font-medium">Vérification retirée par la mairie</p>
          {step.reason && (
            <p>
              Motif{'\u00a0'}: {step.reason}
            </p>
          )}
          <p>Si vous habitez la commune, demandez un nouveau courrier ou passez à la mairie.</p>
        </Notice>
      );
  }
}

/** The letter: the address picked from the town's list, then « Recevoir un code par courrier ». */
function LetterRequest({ status, accountName }: { status: VerificationStatus; accountName: string }) {
  const request = useRequestResidenceLetter();
  const [address, setAddress] = useState<TownAddress | null>(null);
  const addressee = letterAddressee(status, accountName);

  if ('needsIdentity' in addressee) {
    return (
      <p className="text-sm">
        Pour recevoir un code par courrier, identifiez-vous d’abord avec FranceConnect : le courrier est adressé au nom
        qu’il donne.
      </p>
    );
  }

  function ask() {
    if (!address) return;
    request.mutate(
      { addressId: address.id },
      {
        onSuccess: () =>
          toast.success('Courrier demandé', { description: 'La mairie vous l’enverra dans les prochains jours.' }),
        onError: (error) => toastRequestError(error),
      },
    );
  }

  return (
    <div className="flex flex-col gap-3">
      <ResidenceAddressPicker
        label="Votre adresse dans la commune"
        value={address}
        onChange={setAddress}
        disabled={request.isPending}
      />
      <p className="text-sm text-muted-foreground">Le courrier sera adressé à {addressee.name}.</p>
      <Button onClick={ask} disabled={!address || request.isPending} className="self-start">
        {request.isPending ? <Spinner /> : <Mail aria-hidden="true" />}
        Recevoir un code par courrier
      </Button>
    </div>
  );
}

/** What the counter asks, and when the town hall opens. */
function CounterHelp() {
  const town = useTown();
  return (
    <div className="flex flex-col gap-1 text-sm">
      <h3 className="font-semibold">À l’accueil de la mairie</h3>
      <p>
        Présentez-vous à l’accueil de la mairie avec une pièce d’identité et un justificatif de domicile de moins de 3
        mois.
      </p>
      {town.townHall && (
        <p className="text-muted-foreground">
          {town.townHall.name}, {town.townHall.address}. {town.townHall.hours}.
        </p>
      )}
    </div>
  );
}

/**
 * The resident's residence: where it stands (« Résident vérifié » until a date, a letter on its
 * way, a confirmation awaited, expired, revoked), the code of the letter, a new letter, the counter.
 */
export function ResidenceCard({ status, accountName }: { status: VerificationStatus; accountName: string }) {
  const step = residenceStep(status);
  const residence = status.residence;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Domicile</CardTitle>
        {status.verifiedResident && residence?.expiresAt && <VerifiedResidentBadge expiresAt={residence.expiresAt} />}
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <StepNotice step={step} status={status} />
        {step.step === 'sent' && <ResidenceCodeForm attemptsLeft={step.attemptsLeft} />}
        {mayAskLetter(step) && step.step !== 'sent' && (
          <div className="flex flex-col gap-2">
            <h3 className="text-sm font-semibold">
              {step.step === 'requested' ? 'Changer d’adresse' : 'Par courrier'}
            </h3>
            <LetterRequest status={status} accountName={accountName} />
          </div>
        )}
        {step.step === 'sent' && (
          <details className="text-sm">
            <summary className="cursor-pointer font-medium">
              Pas reçu le courrier, ou mauvaise adresse{'\u00a0'}?
            </summary>
            <div className="mt-3">
              <LetterRequest status={status} accountName={accountName} />
            </div>
          </details>
        )}
        <CounterHelp />
      </CardContent>
    </Card>
  );
}
