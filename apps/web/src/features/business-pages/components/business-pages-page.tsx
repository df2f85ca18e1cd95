import type { BusinessPage } from '@portmarin/shared';
import { Building2, Megaphone, Plus, Star } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { InfiniteList } from '@/components/infinite-list';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { LoadingStatus } from '@/components/loading-status';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { useBusinessPages } from '../api/list-business-pages';
import { followersLabel, ratingLabel } from '../lib/format';
import { CreateBusinessPageDialog } from './create-business-page-dialog';
import { PageCover } from './page-pictures';

/** /business: every business page, newest first, with 'Créer une page' (spec 1, "Business pages list"). */
export function BusinessPagesPage() {
  const session = useSession();
  const navigate = useNavigate();
  const query = useBusinessPages();
  const [creating, setCreating] = useState(false);
  const pages = query.data?.pages.flatMap((page) => page.pages) ?? [];

  // Spec section 8: a failed load says so in a toast (the list shows it too, with a retry).
  const failed = query.isError && pages.length === 0;
  useEffect(() => {
    if (failed) toast.error('Erreur', { description: 'Impossible de charger les pages professionnelles' });
  }, [failed]);

  function onCreate() {
    if (session.status !== 'ready') return;
    // Only a signed-in resident creates a page: visitors sign in first.
    if (!session.user) {
      void navigate(paths.auth);
      return;
    }
    setCreating(true);
  }

  return (
    <div className="flex flex-col gap-4 px-4 py-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Pages professionnelles</h1>
        <Button onClick={onCreate} disabled={session.status === 'loading'}>
          <Plus aria-hidden="true" />
          Créer une page
        </Button>
      </header>

      <section
        aria-labelledby="promote-title"
        className="flex flex-col gap-2 rounded-xl border border-border bg-card p-4 text-card-foreground"
      >
        <div className="flex items-center gap-2">
          <Megaphone aria-hidden="true" className="size-5 text-primary" />
          <h2 id="promote-title" className="text-lg font-semibold">
            Promouvoir votre activité
          </h2>
        </div>
        <p className="text-sm text-muted-foreground">
          Faites connaître votre commerce à tous les habitants grâce aux publicités locales.
        </p>
        <Link
          to={paths.advertising}
          className="self-start text-sm font-medium text-primary underline underline-offset-4"
        >
          Découvrir les offres de publicité
        </Link>
      </section>

      <section aria-labelledby="business-pages-title" className="flex flex-col gap-3">
        <h2 id="business-pages-title" className="sr-only">
          Liste des pages professionnelles
        </h2>
        <InfiniteList
          query={query}
          count={pages.length}
          moreLabel="Voir plus de pages"
          nextPageError="Impossible de charger les pages professionnelles"
          loading={<LoadingStatus layout="section" className="py-10" />}
          failed={
            query.error && (
              <LoadError
                title="Impossible de charger les pages professionnelles"
                error={query.error}
                onRetry={() => void query.refetch()}
                className="rounded-xl border border-border bg-card p-6"
              />
            )
          }
          empty={
            <div className="flex flex-col items-center gap-1 rounded-xl border border-border bg-card p-8 text-center">
              <Building2 aria-hidden="true" className="mb-2 size-10 text-muted-foreground" />
              <p className="font-medium">Aucune page professionnelle disponible.</p>
              <p className="text-sm text-muted-foreground">Soyez le premier à créer une page !</p>
            </div>
          }
        >
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            {pages.map((page) => (
              <li key={page.id}>
                <BusinessPageCard page={page} />
              </li>
            ))}
          </ul>
        </InfiniteList>
      </section>

      <CreateBusinessPageDialog open={creating} onOpenChange={setCreating} />
    </div>
  );
}

function BusinessPageCard({ page }: { page: BusinessPage }) {
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-xl border border-border bg-card text-card-foreground shadow-sm">
      <PageCover url={page.coverUrl} />
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h3 className="text-lg font-semibold leading-tight break-words">
          {/* The whole card opens the page; the link's name is the page's. */}
          <Link to={paths.businessPage(page.id)} className="after:absolute after:inset-0 hover:underline">
            {page.name}
          </Link>
        </h3>
        {page.category && <p className="text-sm text-muted-foreground">{page.category}</p>}
        {page.description && <p className="line-clamp-2 text-sm">{page.description}</p>}
        <p className="mt-auto flex flex-wrap items-center gap-x-3 pt-2 text-sm text-muted-foreground">
          <span>{followersLabel(page.followersCount)}</span>
          {page.rating !== null && (
            <span className="inline-flex items-center gap-1">
              <Star aria-hidden="true" className="size-4 fill-current text-amber-500" />
              {ratingLabel(page.rating)} ({page.reviewsCount} avis)
            </span>
          )}
        </p>
      </div>
    </article>
  );
}
