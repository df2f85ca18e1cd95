import type { Business } from '@portmarin/shared';
import { useQuery } from '@tanstack/react-query';
import { MapPin, Store, UtensilsCrossed } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LoadError } from '@/components/load-error';
import { LoadingStatus } from '@/components/loading-status';
import { VisitorSection } from '@/components/visitor-section';
import { paths } from '@/config/paths';
import { BUSINESSES_KEY, listBusinesses } from '../api/list-businesses';

/** Entries shown per category; the directory has them all. */
const SHOWN = 3;

/** The directory's categories a visitor looks for first: where to eat, where to shop. */
const VISITOR_CATEGORIES: { category: string; title: string; more: string; icon: ReactNode }[] = [
  {
    category: 'Restaurant',
    title: 'Où manger',
    more: 'Tous les restaurants',
    icon: <UtensilsCrossed aria-hidden="true" className="size-4" />,
  },
  {
    category: 'Commerce',
    title: 'Où faire ses achats',
    more: 'Tous les commerces',
    icon: <Store aria-hidden="true" className="size-4" />,
  },
];

/** The directory's order (featured entries first), the first few of a category. */
function useCategory(category: string) {
  return useQuery({
    queryKey: [...BUSINESSES_KEY, 'visitor', category],
    queryFn: ({ signal }) => listBusinesses({ order: 'directory', category, q: '' }, null, signal),
    select: (page) => page.businesses.slice(0, SHOWN),
  });
}

function CategoryList({ category, title, more, icon }: (typeof VISITOR_CATEGORIES)[number]) {
  const list = useCategory(category);
  return (
    <div className="flex flex-col gap-1.5">
      <h3 className="flex items-center gap-1.5 font-medium">
        {icon}
        {title}
      </h3>
      {list.isPending ? (
        <LoadingStatus />
      ) : list.isError ? (
        <LoadError title="Impossible de charger l’annuaire" error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">Aucune adresse pour l’instant.</p>
      ) : (
        <ul className="flex flex-col gap-1 text-sm">
          {list.data.map((business: Business) => (
            <li key={business.id} className="flex flex-col">
              <span className="font-medium">{business.businessName}</span>
              {business.address && (
                <span className="flex items-center gap-1 text-muted-foreground">
                  <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
                  {business.address}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      <Link
        to={paths.directoryCategory(category)}
        className="self-start text-sm font-medium text-primary underline underline-offset-4"
      >
        {more}
      </Link>
    </div>
  );
}

/** The visitors' home: restaurants and shops from the directory, each list leading to its category. */
export function WhereToEatSection() {
  return (
    <VisitorSection
      title="Manger et faire ses achats"
      icon={<UtensilsCrossed aria-hidden="true" className="size-5 text-primary" />}
      more={{ to: paths.directory, label: 'Tout l’annuaire' }}
    >
      {VISITOR_CATEGORIES.map((c) => (
        <CategoryList key={c.category} {...c} />
      ))}
    </VisitorSection>
  );
}
