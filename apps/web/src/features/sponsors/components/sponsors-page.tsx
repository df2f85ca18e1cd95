import { HeartHandshake } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useTown } from '@/config/town';
import { useSession } from '@/lib/auth';
import { isAdmin } from '@/lib/roles';
import { useSponsors } from '../api/list-sponsors';
import { SponsorList } from './sponsor-list';

/** /sponsors: the town's partners (the spec shows no content: cards managed by admins). */
export function SponsorsPage() {
  const town = useTown();
  const session = useSession();
  const admin = session.status === 'ready' && isAdmin(session.user);
  const query = useSponsors();

  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-6">
      <h1 className="flex items-center gap-2 text-2xl font-bold">
        <HeartHandshake aria-hidden="true" className="size-6 text-primary" />
        Nos sponsors
      </h1>
      <p className="text-sm text-muted-foreground">
        Les entreprises et partenaires qui soutiennent la vie de {town.townName} et de {town.productName}.
      </p>
      {admin && (
        <Link to={paths.adminAdvertising} className="text-sm font-medium text-primary underline underline-offset-4">
          Gérer les sponsors
        </Link>
      )}
      <SponsorList query={query} roomy />
    </section>
  );
}
