import { Link } from 'react-router';
import { LoadError } from '@/components/load-error';
import { LoadingStatus } from '@/components/loading-status';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { useVerification } from '../api/get-verification';
import { IdentityCard } from './identity-card';
import { ResidenceCard } from './residence-card';

const PAGE = 'flex flex-col gap-4 px-4 py-4';

/**
 * /verification: the resident proves who they are (FranceConnect, the identity card) and where they
 * live (a letter's code, or the town hall's counter). Verified residents vote in residents-only
 * referendums.
 */
export function VerificationPage() {
  const session = useSession();
  const user = session.status === 'ready' ? session.user : null;
  const verification = useVerification(Boolean(user));

  return (
    <div className={PAGE}>
      <h1 className="text-2xl font-bold">Vérification</h1>
      <p className="text-sm text-muted-foreground">
        Les résidents vérifiés votent aux référendums réservés aux habitants de la commune.
      </p>

      {session.status === 'loading' ? (
        <LoadingStatus />
      ) : !user ? (
        <Card>
          <CardContent className="pt-4 text-sm">
            <p>Connectez-vous pour vérifier votre identité et votre domicile.</p>
            <Link to={paths.auth} className="mt-2 inline-block font-medium text-primary underline underline-offset-4">
              Se connecter
            </Link>
          </CardContent>
        </Card>
      ) : verification.isPending ? (
        <LoadingStatus />
      ) : verification.error ? (
        <LoadError
          title="Impossible de charger votre vérification"
          error={verification.error}
          onRetry={() => void verification.refetch()}
        />
      ) : (
        <>
          <IdentityCard />
          <ResidenceCard status={verification.data} accountName={user.name} />
        </>
      )}
    </div>
  );
}
