import type { ReferendumStatus } from '@portmarin/shared';
import { BarChart3, Users, Vote } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { InfiniteList } from '@/components/infinite-list';
import { LoadError } from '@/components/load-error';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { LoadingStatus } from '@/components/loading-status';
import { useSession } from '@/lib/auth';
import { formatCount } from '@/lib/format';
import { isStaff } from '@/lib/roles';
import { useReferendumStats } from '../api/get-stats';
import { useReferendums } from '../api/list-referendums';
import { formatPercent } from '../lib/referendum-format';
import { CreateReferendumButton } from './create-referendum-dialog';
import { ReferendumCard } from './referendum-card';

/** /referendum: Référendums (spec 2, "Referendums"). */
export function ReferendumsPage() {
  const session = useSession();
  const user = session.status === 'ready' ? session.user : null;
  const canCreate = isStaff(user);
  const [tab, setTab] = useState<ReferendumStatus>('active');
  // Every page of either tab carries both counts; the 'Actifs' list is the one always loaded.
  const active = useReferendums('active');
  const counts = active.data?.pages[0]?.counts;

  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 py-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold">Référendums</h1>
          <p className="text-sm text-muted-foreground">Votez sur les projets de la commune.</p>
        </div>
        {canCreate ? <CreateReferendumButton /> : user && <CreateReferendumButton mode="propose" />}
      </div>
      <Stats />
      <Tabs value={tab} onValueChange={(value) => setTab(value as ReferendumStatus)}>
        <TabsList>
          <TabsTrigger value="active">Actifs{counts ? ` (${formatCount(counts.active)})` : ''}</TabsTrigger>
          <TabsTrigger value="closed">Terminés{counts ? ` (${formatCount(counts.closed)})` : ''}</TabsTrigger>
        </TabsList>
        <TabsContent value="active">
          <ReferendumList status="active" empty="Aucun référendum en cours pour le moment." />
        </TabsContent>
        <TabsContent value="closed">
          <ReferendumList status="closed" empty="Aucun référendum terminé pour le moment." />
        </TabsContent>
      </Tabs>
    </section>
  );
}

function StatCard({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div className="flex items-center gap-3 rounded-xl border border-border bg-card p-4 text-card-foreground">
      <span aria-hidden="true" className="rounded-full bg-primary/10 p-2 text-primary">
        {icon}
      </span>
      <div className="flex flex-col">
        <span className="text-2xl font-bold">{value}</span>
        <span className="text-xs text-muted-foreground">{label}</span>
      </div>
    </div>
  );
}

/** Active referendums and total votes, then the citizen participation card: all counted by the server. */
function Stats() {
  const stats = useReferendumStats();
  if (stats.isPending) return <LoadingStatus layout="section" />;
  if (stats.isError)
    return (
      <LoadError
        title="Impossible de charger les statistiques"
        error={stats.error}
        onRetry={() => void stats.refetch()}
      />
    );
  const { activeReferendums, totalVotes, totalReferendums, averageParticipation } = stats.data;
  return (
    <>
      <div className="grid grid-cols-2 gap-3">
        <StatCard
          icon={<Vote className="size-5" />}
          label="Référendums actifs"
          value={formatCount(activeReferendums)}
        />
        <StatCard icon={<BarChart3 className="size-5" />} label="Votes au total" value={formatCount(totalVotes)} />
      </div>
      <section
        aria-labelledby="participation-title"
        className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4 text-card-foreground"
      >
        <h2 id="participation-title" className="flex items-center gap-2 font-semibold">
          <Users aria-hidden="true" className="size-5 text-primary" />
          Participation citoyenne
        </h2>
        <div className="flex items-center justify-between text-sm">
          <span>Participation moyenne</span>
          <span className="font-semibold">{formatPercent(averageParticipation)}</span>
        </div>
        <div aria-hidden="true" className="h-2 w-full overflow-hidden rounded-full bg-muted">
          <div
            className="h-full rounded-full bg-primary"
            style={{ width: `${Math.min(100, averageParticipation)}%` }}
          />
        </div>
        <div className="flex items-center justify-between text-sm">
          <span>Référendums au total</span>
          <span className="font-semibold">{formatCount(totalReferendums)}</span>
        </div>
        <p className="text-xs text-muted-foreground">
          Part moyenne des votants à chaque référendum, parmi ceux qui peuvent y voter : les résidents vérifiés ou les
          comptes à l’adresse e-mail confirmée, selon le référendum.
        </p>
      </section>
    </>
  );
}

function ReferendumList({ status, empty }: { status: ReferendumStatus; empty: string }) {
  const query = useReferendums(status);
  const referendums = query.data?.pages.flatMap((page) => page.referendums) ?? [];
  return (
    <div className="flex flex-col gap-3">
      <InfiniteList
        query={query}
        count={referendums.length}
        moreLabel="Voir plus de référendums"
        loading={<LoadingStatus layout="section" />}
        failed={
          query.error ? (
            <LoadError
              title="Impossible de charger les référendums"
              error={query.error}
              onRetry={() => void query.refetch()}
            />
          ) : null
        }
        empty={<p className="py-8 text-center text-sm text-muted-foreground">{empty}</p>}
      >
        <ul className="flex flex-col gap-3">
          {referendums.map((referendum) => (
            <li key={referendum.id}>
              <ReferendumCard referendum={referendum} />
            </li>
          ))}
        </ul>
      </InfiniteList>
    </div>
  );
}
