import { BadgeCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useVerification } from '../api/get-verification';
import { IdentityDetails } from './identity-card';

/** The settings' « Vérification » card: the identity in short, and the way to the « Vérification » page. */
export function VerificationSettingsCard() {
  const verification = useVerification();
  const data = verification.data;
  return (
    <Card role="region" aria-labelledby="verification-settings-title" aria-busy={verification.isPending}>
      <CardHeader>
        <CardTitle id="verification-settings-title">Vérification</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm">
        {data &&
          (!data.franceConnectOffered ? (
            <p>L'identification FranceConnect n'est pas proposée par cette commune.</p>
          ) : data.identity ? (
            <>
              <p className="flex items-center gap-2 font-medium">
                <BadgeCheck aria-hidden="true" className="size-5 text-primary" />
                Identité vérifiée par FranceConnect
              </p>
              <IdentityDetails identity={data.identity} />
            </>
          ) : (
            <p>Votre identité n’est pas encore vérifiée.</p>
          ))}
        <Link to={paths.verification} className="font-medium text-primary underline underline-offset-4">
          {data?.franceConnectOffered && !data.identity ? "S'identifier avec FranceConnect" : 'Voir ma vérification'}
        </Link>
      </CardContent>
    </Card>
  );
}
