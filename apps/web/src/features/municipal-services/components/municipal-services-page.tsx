import type { MunicipalService } from '@portmarin/shared';
import { Siren } from 'lucide-react';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadError } from '@/components/load-error';
import { SearchField } from '@/components/search-field';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '@/components/ui/tooltip';
import { LoadingStatus } from '@/components/loading-status';
import { useTown } from '@/config/town';
import { cn } from '@/lib/cn';
import { useDebounced } from '@/lib/use-debounced';
import { useMunicipalServices } from '../api/list-municipal-services';
import {
  CATEGORY_DESCRIPTIONS,
  CATEGORY_FILTERS,
  categoryLabel,
  layOutServices,
  servicesCountText,
  type CategoryFilter,
} from '../lib/services';
import { ServiceCard } from './service-card';
import { TownHallCard } from './town-hall-card';

const GRID = 'grid grid-cols-1 gap-3 sm:grid-cols-2';

/** /municipal-services: the town hall's services, searched and filtered by category (spec 2). */
export function MunicipalServicesPage() {
  const town = useTown();
  const searchId = useId();
  // The top bar's search leads here with ?q=<name>.
  const [searchParams] = useSearchParams();
  const [search, setSearch] = useState(() => searchParams.get('q') ?? '');
  const [filter, setFilter] = useState<CategoryFilter>('all');
  const q = useDebounced(search.trim());
  const services = useMunicipalServices({ ...(filter === 'all' ? {} : { category: filter }), ...(q ? { q } : {}) });
  const layout = layOutServices(services.data ?? [], filter);

  return (
    <div className="flex flex-col gap-4 px-4 py-4">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold">Services Municipaux</h1>
        <p className="text-sm text-muted-foreground">Les services de la mairie de {town.townName} et leurs contacts</p>
      </header>

      <SearchField label="Rechercher un service" value={search} onChange={setSearch} />

      <TooltipProvider>
        <div role="group" aria-label="Catégories de services" className="flex flex-wrap gap-2">
          {CATEGORY_FILTERS.map((category) => (
            <Tooltip key={category}>
              <TooltipTrigger asChild>
                <button
                  type="button"
                  aria-pressed={filter === category}
                  onClick={() => setFilter(category)}
                  className={cn(
                    'rounded-full border px-3 py-1.5 text-sm font-medium transition-colors',
                    filter === category
                      ? 'border-primary bg-primary text-primary-foreground'
                      : 'border-border bg-card text-card-foreground hover:bg-accent',
                  )}
                >
                  {categoryLabel(category)}
                </button>
              </TooltipTrigger>
              <TooltipContent>{CATEGORY_DESCRIPTIONS[category]}</TooltipContent>
            </Tooltip>
          ))}
        </div>
      </TooltipProvider>

      {services.isError && !services.data ? (
        <LoadError
          title="Impossible de charger les services"
          error={services.error}
          onRetry={() => void services.refetch()}
        />
      ) : services.isPending ? (
        <LoadingStatus />
      ) : (
        <>
          <p role="status" className="text-sm font-medium text-muted-foreground">
            {servicesCountText(layout.count)}
          </p>

          {layout.count === 0 && <p className="py-8 text-center text-muted-foreground">Aucun service trouvé</p>}

          {layout.emergency.length > 0 && (
            <section aria-labelledby="emergency-services" className="flex flex-col gap-3">
              <h2 id="emergency-services" className="flex items-center gap-2 text-lg font-semibold text-destructive">
                <Siren aria-hidden="true" className="size-5" />
                Services d&apos;urgence
              </h2>
              <ServiceGrid services={layout.emergency} />
            </section>
          )}

          {layout.groups.map((group, index) => (
            <section
              key={group.category}
              aria-labelledby={`${searchId}-category-${index}`}
              className="flex flex-col gap-3"
            >
              <h2 id={`${searchId}-category-${index}`} className="text-lg font-semibold">
                {group.category}
              </h2>
              <ServiceGrid services={group.services} />
            </section>
          ))}

          {layout.grid.length > 0 && (
            <section aria-label={`Services : ${filter === 'all' ? 'tous' : filter}`}>
              <ServiceGrid services={layout.grid} />
            </section>
          )}
        </>
      )}

      <TownHallCard />
    </div>
  );
}

function ServiceGrid({ services }: { services: MunicipalService[] }) {
  return (
    <ul className={GRID}>
      {services.map((service) => (
        <li key={service.id}>
          <ServiceCard service={service} />
        </li>
      ))}
    </ul>
  );
}
