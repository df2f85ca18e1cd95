import { AD_PAYMENT_NOTICE, type AdvertisingPage as BusinessPageStats } from '@portmarin/shared';
import { Megaphone } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { LoadError } from '@/components/load-error';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { LoadingStatus } from '@/components/loading-status';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { isAdmin } from '@/lib/roles';
import { useMyAdvertising } from '../api/get-my-advertising';
import { AnalyticsTab } from './analytics-tab';
import { BoostTab } from './boost-tab';
import { CampaignTab } from './campaign-tab';
import { SELECT } from './parts';
import { RequestSummary } from './request-list';
import { VerifyTab } from './verify-tab';

const LINK = 'font-medium text-primary underline underline-offset-4';

/** /advertising: Régie publicitaire (spec 2). A business asks; the town hall answers; nothing is charged here. */
export function AdvertisingPage() {
  const session = useSession();
  const me = session.status === 'ready' ? session.user : null;

  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 py-6">
      <h1 className="flex items-center gap-2 text-2xl font-bold">
        <Megaphone aria-hidden="true" className="size-6 text-primary" />
        Régie publicitaire
      </h1>
      <p className="text-sm text-muted-foreground">
        Faites connaître votre activité auprès des habitants : campagnes, boosts et badges de confiance.
      </p>
      <p className="rounded-xl border border-border bg-muted p-3 text-sm">{AD_PAYMENT_NOTICE}</p>
      {isAdmin(me) && (
        <Link to={paths.adminAdvertising} className={LINK}>
          Répondre aux demandes (administration)
        </Link>
      )}
      {session.status === 'loading' ? (
        <LoadingStatus layout="section" />
      ) : me ? (
        <BusinessSpace />
      ) : (
        <p>
          <Link to={paths.auth} className={LINK}>
            Connectez-vous
          </Link>{' '}
          pour promouvoir votre page professionnelle.
        </p>
      )}
    </section>
  );
}

function BusinessSpace() {
  const query = useMyAdvertising(true);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const chooserId = useId();

  if (query.isPending) return <LoadingStatus layout="section" />;
  if (query.isError) {
    return (
      <LoadError title="Impossible de charger vos pages" error={query.error} onRetry={() => void query.refetch()} />
    );
  }
  const { pages, requests } = query.data;
  if (pages.length === 0) {
    return (
      <div className="flex flex-col gap-2 rounded-xl border border-border bg-card p-4 text-card-foreground">
        <h2 className="text-lg font-semibold">Vous n’avez pas encore de page professionnelle</h2>
        <p className="text-sm">
          Les campagnes, boosts et badges s’appliquent à la page de votre activité. Créez-la d’abord, puis revenez ici.
        </p>
        <Link to={paths.business} className={LINK}>
          Créer ma page professionnelle
        </Link>
      </div>
    );
  }
  const page: BusinessPageStats = pages.find((p) => p.id === chosenId) ?? pages[0]!;

  return (
    <>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={chooserId} className="text-sm font-medium">
          Page professionnelle
        </label>
        <select id={chooserId} className={SELECT} value={page.id} onChange={(e) => setChosenId(e.target.value)}>
          {pages.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </div>
      <Tabs defaultValue="create">
        <TabsList>
          <TabsTrigger value="create">Créer</TabsTrigger>
          <TabsTrigger value="boost">Booster</TabsTrigger>
          <TabsTrigger value="verify">Vérifier</TabsTrigger>
          <TabsTrigger value="analytics">Analytics</TabsTrigger>
        </TabsList>
        {/* Keyed by page: switching pages starts each form afresh. */}
        <TabsContent value="create">
          <CampaignTab key={page.id} page={page} />
        </TabsContent>
        <TabsContent value="boost">
          <BoostTab key={page.id} page={page} />
        </TabsContent>
        <TabsContent value="verify">
          <VerifyTab key={page.id} page={page} />
        </TabsContent>
        <TabsContent value="analytics">
          <AnalyticsTab page={page} />
        </TabsContent>
      </Tabs>
      <section aria-labelledby={`${chooserId}-requests`} className="flex flex-col gap-3">
        <h2 id={`${chooserId}-requests`} className="text-lg font-semibold">
          Mes demandes
        </h2>
        {requests.length === 0 ? (
          <p className="text-sm text-muted-foreground">Aucune demande pour le moment.</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {requests.map((request) => (
              <li key={request.id} className="rounded-xl border border-border bg-card p-3 text-card-foreground">
                <RequestSummary request={request} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
