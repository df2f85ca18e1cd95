import { SAVED_TABS, type SavedTab } from '@portmarin/shared';
import { Bookmark } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { InfiniteList } from '@/components/infinite-list';
import { LoadError } from '@/components/load-error';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { LoadingStatus } from '@/components/loading-status';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { itemTarget } from '../lib/saved-item';
import { useSaved } from '../api/list-saved';
import { SavedItemCard } from './saved-item-card';

/** The spec's tabs all, posts, videos, events, in French. */
const TAB_LABELS: Record<SavedTab, string> = {
  all: 'Tous',
  posts: 'Publications',
  videos: 'Vidéos',
  events: 'Événements',
};

const EMPTY: Record<SavedTab, string> = {
  all: 'Aucun élément enregistré pour le moment. Enregistrez une publication, un événement, une annonce ou une page avec le signet pour la retrouver ici.',
  posts: 'Aucune publication enregistrée.',
  videos: 'Aucune vidéo enregistrée.',
  events: 'Aucun événement enregistré.',
};

const isTab = (value: string | null): value is SavedTab => SAVED_TABS.includes(value as SavedTab);

/** /saved: Éléments enregistrés (spec 2), the resident's bookmarks; the tab is in the address (?tab=). */
export function SavedPage() {
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const chosen = params.get('tab');
  const tab: SavedTab = isTab(chosen) ? chosen : 'all';
  const me = session.status === 'ready' ? session.user : null;

  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 py-6">
      <h1 className="flex items-center gap-2 text-2xl font-bold">
        <Bookmark aria-hidden="true" className="size-6 text-primary" />
        Éléments enregistrés
      </h1>
      {session.status !== 'ready' ? (
        <LoadingStatus layout="section" />
      ) : !me ? (
        <p className="rounded-xl border border-border bg-card p-6 text-center text-card-foreground">
          <Link to={paths.auth} className="font-medium text-primary underline underline-offset-4">
            Connectez-vous
          </Link>{' '}
          pour enregistrer des publications, des événements, des annonces et des pages, et les retrouver ici.
        </p>
      ) : (
        <Tabs
          value={tab}
          onValueChange={(value) => setParams(value === 'all' ? {} : { tab: value }, { replace: true })}
        >
          <TabsList aria-label="Catégories d’éléments enregistrés">
            {SAVED_TABS.map((value) => (
              <TabsTrigger key={value} value={value}>
                {TAB_LABELS[value]}
              </TabsTrigger>
            ))}
          </TabsList>
          {SAVED_TABS.map((value) => (
            <TabsContent key={value} value={value}>
              <SavedList tab={value} />
            </TabsContent>
          ))}
        </Tabs>
      )}
    </section>
  );
}

function SavedList({ tab }: { tab: SavedTab }) {
  const query = useSaved(tab);
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <InfiniteList
      query={query}
      count={items.length}
      moreLabel="Voir plus d’éléments enregistrés"
      loading={<LoadingStatus layout="section" />}
      failed={
        <LoadError
          title="Impossible de charger vos éléments enregistrés."
          error={query.error ?? new Error('Erreur inconnue')}
          onRetry={() => void query.refetch()}
        />
      }
      empty={<p className="py-8 text-center text-sm text-muted-foreground">{EMPTY[tab]}</p>}
      nextPageError="Impossible de charger la suite de vos éléments enregistrés."
    >
      <ul className="flex flex-col gap-3">
        {items.map((item) => {
          const target = itemTarget(item);
          return (
            <li key={`${target.kind}:${target.id}`}>
              <SavedItemCard item={item} />
            </li>
          );
        })}
      </ul>
    </InfiniteList>
  );
}
