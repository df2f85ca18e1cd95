import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { AdminAdRequests } from '@/features/advertising/components/admin-ad-requests';
import { AdminSponsors } from '@/features/sponsors/components/admin-sponsors';
import { useSession } from '@/lib/auth';
import { isAdmin } from '@/lib/roles';
import { LoadingStatus } from '@/components/loading-status';

const PAGE = 'mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6';
const LINK = 'font-medium text-primary underline underline-offset-4';

/** /admin/advertising: the advertising requests to answer and the sponsors, for admins only. */
export function AdminAdvertisingRoute() {
  const session = useSession();
  if (session.status === 'loading') {
    return (
      <div className={PAGE}>
        <LoadingStatus />
      </div>
    );
  }
  const user = session.user;
  if (!isAdmin(user)) {
    return (
      <div className={PAGE}>
        <h1 className="text-2xl font-bold">Accès réservé aux administrateurs</h1>
        <p>Seuls les administrateurs de la commune répondent aux demandes publicitaires et gèrent les sponsors.</p>
        {user ? (
          <Link to={paths.advertising} className={LINK}>
            Voir la Régie publicitaire
          </Link>
        ) : (
          <Link to={paths.auth} className={LINK}>
            Se connecter
          </Link>
        )}
      </div>
    );
  }
  return (
    <div className={PAGE}>
      <h1 className="text-2xl font-bold">Régie publicitaire (administration)</h1>
      <p className="text-sm text-muted-foreground">
        Approuvez ou refusez les demandes des entreprises : l’entreprise est notifiée de votre réponse. Aucun paiement
        ne passe par l’application ; la mairie convient du règlement avec l’entreprise.
      </p>
      <AdminAdRequests />
      <AdminSponsors />
    </div>
  );
}
