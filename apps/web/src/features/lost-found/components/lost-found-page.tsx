import type { LostFoundObject } from '@portmarin/shared';
import { KeyRound, MapPin, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { HiddenByModerationBadge } from '@/components/hidden-badge';
import { StatusBadge } from '@/components/item-details';
import { LoadError } from '@/components/load-error';
import { LoadingStatus } from '@/components/loading-status';
import { Button } from '@/components/ui/button';
import { lostFoundPaths } from '../paths';
import { useTown } from '@/config/town';
import { useSession } from '@/lib/auth';
import { countOf } from '@/lib/format';
import { hasMairieRight } from '@/lib/roles';
import { useLostFoundList } from '../api/list-lost-found';
import { foundOnText, RETURNED_LABEL } from '../lib/found-on';
import { LostFoundFormDialog } from './lost-found-form-dialog';

/** /objets-trouves: what the town hall found, open objects first; the mairie posts here. */
export function LostFoundPage() {
  const town = useTown();
  const session = useSession();
  const mairie = session.status === 'ready' && hasMairieRight(session.user);
  const [publishing, setPublishing] = useState(false);
  const query = useLostFoundList();

  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 py-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">Objets trouvés</h1>
          <p className="text-sm text-muted-foreground">
            Les objets déposés à la Mairie de {town.townName}. Vous reconnaissez le vôtre ? Réclamez-le en le décrivant.
          </p>
        </div>
        {mairie && (
          <LostFoundFormDialog
            open={publishing}
            onOpenChange={setPublishing}
            trigger={
              <Button size="sm" onClick={() => setPublishing(true)}>
                <Plus aria-hidden="true" />
                Publier un objet trouvé
              </Button>
            }
          />
        )}
      </header>
      {query.isPending ? (
        <LoadingStatus />
      ) : query.isError ? (
        <LoadError
          title="Impossible de charger les objets trouvés"
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.objects.length === 0 ? (
        <p className="py-8 text-center text-muted-foreground">Aucun objet trouvé en ce moment.</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {query.data.objects.map((object) => (
            <li key={object.id}>
              <LostFoundItem object={object} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function LostFoundItem({ object }: { object: LostFoundObject }) {
  return (
    <article className="flex gap-3 rounded-xl border border-border bg-card p-3">
      {object.imageUrl ? (
        <img src={object.imageUrl} alt="" className="size-20 shrink-0 rounded-lg bg-muted object-cover" />
      ) : (
        <div className="flex size-20 shrink-0 items-center justify-center rounded-lg bg-muted">
          <KeyRound aria-hidden="true" className="size-8 text-muted-foreground" />
        </div>
      )}
      <div className="flex min-w-0 flex-col gap-1">
        <h2 className="font-semibold">
          <Link to={lostFoundPaths.lostFoundObject(object.id)} className="underline-offset-4 hover:underline">
            {object.title}
          </Link>
        </h2>
        <p className="text-sm text-muted-foreground">{foundOnText(object.foundOn)}</p>
        <p className="flex items-center gap-1 text-sm text-muted-foreground">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          {object.foundPlace}
        </p>
        <div className="flex flex-wrap gap-2">
          {object.status === 'returned' && <StatusBadge>{RETURNED_LABEL}</StatusBadge>}
          {object.myClaim && <StatusBadge>Vous l’avez réclamé</StatusBadge>}
          {object.claimsCount !== null && object.claimsCount > 0 && (
            <StatusBadge>{countOf(object.claimsCount, 'demande', 'demandes')}</StatusBadge>
          )}
          {object.hidden && <HiddenByModerationBadge />}
        </div>
      </div>
    </article>
  );
}
