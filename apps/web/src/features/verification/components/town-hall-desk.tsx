import { Link } from 'react-router';
import { LoadError } from '@/components/load-error';
import { LoadingStatus } from '@/components/loading-status';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { hasMairieRight } from '@/lib/roles';
import { useResidenceDesk } from '../api/get-residence-desk';
import { IdentityRelease } from './identity-release';
import { TownHallDeskAwaiting } from './town-hall-desk-awaiting';
import { TownHallDeskCounter } from './town-hall-desk-counter';
import { TownHallDeskLetters } from './town-hall-desk-letters';
import { TownHallDeskVerified } from './town-hall-desk-verified';

const PAGE = 'flex flex-col gap-6 px-4 py-4';
const LINK = 'font-medium text-primary underline underline-offset-4';
const TITLE = 'Vérification des domiciles';

/**
 * /verification/mairie: the town hall's desk. Letters to print (one PDF), codes past an address's
 * cap to confirm or refuse, verification at the counter, and verified residents to revoke.
 */
export function TownHallDesk() {
  const session = useSession();
  const user = session.status === 'ready' ? session.user : null;
  const allowed = hasMairieRight(user);
  const desk = useResidenceDesk(allowed);

  if (session.status === 'loading') {
    return (
      <div className={PAGE}>
        <LoadingStatus />
      </div>
    );
  }

  if (!allowed) {
    return (
      <div className={PAGE}>
        <h1 className="text-2xl font-bold">{TITLE}</h1>
        <p>Cette page est réservée à la mairie.</p>
        <Link to={user ? paths.verification : paths.auth} className={LINK}>
          {user ? 'Vérifier mon domicile' : 'Se connecter'}
        </Link>
      </div>
    );
  }

  return (
    <div className={PAGE}>
      <h1 className="text-2xl font-bold">{TITLE}</h1>
      {desk.isPending ? (
        <LoadingStatus />
      ) : desk.error ? (
        <LoadError title="Impossible de charger le guichet" error={desk.error} onRetry={() => void desk.refetch()} />
      ) : (
        <>
          <TownHallDeskLetters lettersToPrint={desk.data.lettersToPrint} />
          <TownHallDeskAwaiting query={desk} awaiting={desk.data.awaiting} cap={desk.data.residentsPerAddress} />
          <TownHallDeskCounter />
          <TownHallDeskVerified query={desk} verified={desk.data.verified} total={desk.data.verifiedCount} />
          <IdentityRelease />
        </>
      )}
    </div>
  );
}
