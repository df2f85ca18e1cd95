import { ASSOCIATION_EVENTS_TEXT, ASSOCIATION_VOLUNTEERS_TEXT } from '@portmarin/shared';
import { CalendarDays, HandHeart, Handshake, Mail, Users } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { InfiniteList } from '@/components/infinite-list';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { LoadingStatus } from '@/components/loading-status';
import { useTown } from '@/config/town';
import { useSession } from '@/lib/auth';
import { isAdmin } from '@/lib/roles';
import { useAssociationStats } from '../api/get-association-stats';
import { useAssociations } from '../api/list-associations';
import { AssociationCard } from './association-card';

/** The support banner writes to the town hall, which puts volunteers in touch with the associations. */
export function volunteerMailto(email: string, townName: string): string {
  const subject = `Bénévolat dans une association de ${townName}`;
  const body =
    'Bonjour,\n\nJe souhaite soutenir la vie associative de la commune. Pouvez-vous me mettre en relation avec une association ?\n\nMerci.';
  return `mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** /associations: the town's associations, their contacts, activities and donation pages (spec 2). */
export function AssociationsPage() {
  const town = useTown();
  const session = useSession();
  const viewer = session.status === 'ready' ? session.user : null;
  const viewerId = viewer?.id ?? null;
  const stats = useAssociationStats();
  const list = useAssociations(viewerId);
  const associations = list.data?.pages.flatMap((page) => page.associations) ?? [];
  const { hash } = useLocation();
  const loaded = associations.length > 0;

  // The top bar's search leads to /associations#association-<id>: once the cards are drawn, go there.
  useEffect(() => {
    if (!loaded || !hash.startsWith('#association-')) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [loaded, hash]);

  return (
    <div className="flex flex-col gap-4 px-4 py-4">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold">Associations</h1>
        <p className="text-sm text-muted-foreground">La vie associative de {town.townName}</p>
      </header>

      <section aria-label="Chiffres de la vie associative">
        <ul className="grid grid-cols-3 gap-2">
          <StatCard icon={<Handshake aria-hidden="true" className="size-5" />} label="Associations">
            {stats.data ? String(stats.data.associations) : '…'}
          </StatCard>
          <StatCard icon={<Users aria-hidden="true" className="size-5" />} label="Bénévoles">
            {stats.data?.volunteers ?? ASSOCIATION_VOLUNTEERS_TEXT}
          </StatCard>
          <StatCard icon={<CalendarDays aria-hidden="true" className="size-5" />} label="Événements par an">
            {stats.data?.eventsPerYear ?? ASSOCIATION_EVENTS_TEXT}
          </StatCard>
        </ul>
      </section>

      <div className="flex flex-col gap-3">
        <InfiniteList
          query={list}
          count={associations.length}
          nextPageError="Impossible de charger les associations suivantes."
          loading={<LoadingStatus />}
          failed={
            list.error && (
              <LoadError
                title="Impossible de charger les associations"
                error={list.error}
                onRetry={() => void list.refetch()}
              />
            )
          }
          empty={<p className="py-8 text-center text-muted-foreground">Aucune association pour le moment.</p>}
        >
          <ul className="flex flex-col gap-3">
            {associations.map((association) => (
              <li key={association.id}>
                <AssociationCard association={association} isAdmin={isAdmin(viewer)} />
              </li>
            ))}
          </ul>
        </InfiniteList>
      </div>

      <section
        aria-labelledby="support-associations"
        className="flex flex-col gap-3 rounded-xl border border-border bg-secondary p-4 text-secondary-foreground"
      >
        <h2 id="support-associations" className="flex items-center gap-2 text-lg font-semibold">
          <HandHeart aria-hidden="true" className="size-5" />
          Soutenez la vie associative
        </h2>
        <p className="text-sm">
          Donnez un peu de votre temps : la mairie vous met en relation avec les associations de {town.townName} qui
          cherchent des bénévoles.
        </p>
        <Button asChild className="self-start">
          <a href={volunteerMailto(town.townHall.email, town.townName)}>
            <Mail aria-hidden="true" />
            Devenir bénévole
          </a>
        </Button>
      </section>
    </div>
  );
}

function StatCard({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex flex-col items-center gap-1 rounded-xl border border-border bg-card p-3 text-center text-card-foreground">
      <span className="text-primary">{icon}</span>
      <span className="text-xl font-bold">{children}</span>
      <span className="text-xs text-muted-foreground">{label}</span>
    </li>
  );
}
