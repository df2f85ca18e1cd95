import { ERRORS, FRANCECONNECT_RESULTS, FranceConnectResult, type ResidentIdentity } from '@portmarin/shared';
import { BadgeCheck } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { LoadError } from '@/components/load-error';
import { LoadingStatus } from '@/components/loading-status';
import { useTown } from '@/config/town';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { requestErrorMessage } from '@/lib/toasts';
import { useStartFranceConnect } from '../api/start-franceconnect';
import { useVerification } from '../api/get-verification';
import { FranceConnectButton } from './franceconnect-button';

/** The query parameter the server's callback sets (`/verification?franceconnect=<result>`). */
export const FRANCECONNECT_RESULT_PARAM = 'franceconnect';

const dateFormat = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric' });
/** A calendar date (YYYY-MM-DD) read at noon, so no time zone moves it to the day before. */
export const formatBirthdate = (date: string) => dateFormat.format(new Date(`${date}T12:00:00`));
export const formatDay = (iso: string) => dateFormat.format(new Date(iso));

/** What FranceConnect said, as the resident's page shows it. */
export function IdentityDetails({ identity }: { identity: ResidentIdentity }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      <dt className="text-muted-foreground">Prénom(s)</dt>
      <dd>{identity.givenName}</dd>
      <dt className="text-muted-foreground">Nom</dt>
      <dd>{identity.familyName}</dd>
      <dt className="text-muted-foreground">Date de naissance</dt>
      <dd>{formatBirthdate(identity.birthdate)}</dd>
      <dt className="text-muted-foreground">Vérifiée le</dt>
      <dd>{formatDay(identity.verifiedAt)}</dd>
    </dl>
  );
}

/** The callback's result, once, above the card's content. */
function ResultNotice({ result }: { result: FranceConnectResult }) {
  const code = FRANCECONNECT_RESULTS[result];
  if (!code) {
    return (
      <p role="status" className="rounded-md bg-muted p-3 text-sm font-medium">
        Votre identité est vérifiée par FranceConnect.
      </p>
    );
  }
  return (
    <p role="alert" className="rounded-md border border-destructive p-3 text-sm text-destructive">
      {ERRORS[code].message}
    </p>
  );
}

/**
 * « Identité » on the « Vérification » page: who the resident is, as FranceConnect told it, or the
 * button to identify; what identifying gives and what PortMarin keeps.
 */
export function IdentityCard() {
  const { productName } = useTown();
  const verification = useVerification();
  const start = useStartFranceConnect();
  const [params] = useSearchParams();
  const result = FranceConnectResult.safeParse(params.get(FRANCECONNECT_RESULT_PARAM));

  return (
    <Card role="region" aria-labelledby="identity-title">
      <CardHeader>
        <CardTitle id="identity-title">Identité</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm">
        {result.success && <ResultNotice result={result.data} />}
        {verification.isPending ? (
          <LoadingStatus layout="section" />
        ) : verification.isError ? (
          <LoadError
            title="Impossible de charger votre vérification"
            error={verification.error}
            onRetry={() => void verification.refetch()}
          />
        ) : !verification.data.franceConnectOffered ? (
          <p>L'identification FranceConnect n'est pas proposée par cette commune.</p>
        ) : (
          <>
            {verification.data.identity ? (
              <>
                <p className="flex items-center gap-2 font-medium">
                  <BadgeCheck aria-hidden="true" className="size-5 text-primary" />
                  Identité vérifiée par FranceConnect
                </p>
                <IdentityDetails identity={verification.data.identity} />
                <p className="text-muted-foreground">
                  Votre nom a changé ? Identifiez-vous de nouveau pour le mettre à jour.
                </p>
              </>
            ) : (
              <p>
                Prouvez une fois qui vous êtes avec FranceConnect, le service de l’État qui vous identifie avec un
                compte que vous avez déjà (impots.gouv.fr, ameli.fr, La Poste…). Vos votes aux consultations réservées
                aux résidents comptent alors pour une personne, et la section Rencontres connaît votre âge sans que vous
                le saisissiez.
              </p>
            )}
            <FranceConnectButton
              disabled={start.isPending}
              aria-busy={start.isPending}
              onClick={() => start.mutate()}
            />
            {start.isError && (
              <p role="alert" className="text-destructive">
                {requestErrorMessage(start.error)}
              </p>
            )}
            <p className="text-muted-foreground">
              {productName} ne garde que vos prénoms, votre nom et votre date de naissance tels que FranceConnect les
              transmet, et la date de l’identification. L’identifiant que FranceConnect donne n’est conservé que sous
              une forme chiffrée qui ne permet pas de le retrouver : il sert seulement à ce qu’une personne n’ait qu’un
              compte vérifié. Supprimer votre compte efface tout cela.
            </p>
          </>
        )}
      </CardContent>
    </Card>
  );
}
