import {
  LISTING_CONDITIONS,
  MARKETPLACE_CATEGORIES,
  REAL_ESTATE_TYPES,
  type Listing,
  type ListingCondition,
  type MarketplaceCategory,
  type RealEstateType,
} from '@portmarin/shared';
import { SlidersHorizontal, Store } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { InfiniteList } from '@/components/infinite-list';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { SearchField } from '@/components/search-field';
import { Label } from '@/components/ui/label';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { LoadingStatus } from '@/components/loading-status';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { formatCount } from '@/lib/format';
import { useDebounced } from '@/lib/use-debounced';
import { useListingCounts } from '../api/get-listing-counts';
import type { BrowseFilters } from '../api/keys';
import { useListings } from '../api/list-listings';
import { useMyListings, type MyListingsKind } from '../api/list-my-listings';
import { parseEuros } from '../lib/listing-form';
import { ListingCard } from './listing-card';
import { ListingFormDialog } from './listing-form-dialog';

type Tab = 'browse' | 'realEstate' | 'selling' | 'buying';

/** The price and condition filters, as typed. */
type Extra = { min: string; max: string; condition: ListingCondition | '' };

/** /marketplace: Marketplace (spec 2). */
export function MarketplacePage() {
  const session = useSession();
  const navigate = useNavigate();
  const signedIn = session.status === 'ready' && session.user !== null;
  const [tab, setTab] = useState<Tab>('browse');
  const [sellOpen, setSellOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [extra, setExtra] = useState<Extra>({ min: '', max: '', condition: '' });
  const [category, setCategory] = useState<MarketplaceCategory | null>(null);
  const [realEstateType, setRealEstateType] = useState<RealEstateType | null>(null);
  const counts = useListingCounts();
  const q = useDebounced(search.trim());
  const filtersId = useId();

  const base: BrowseFilters = {
    q: q || undefined,
    condition: extra.condition || undefined,
    minPriceCents: parseEuros(extra.min) ?? undefined,
    maxPriceCents: parseEuros(extra.max) ?? undefined,
  };
  const sell = () => (signedIn ? setSellOpen(true) : void navigate(paths.auth));

  return (
    <section className="mx-auto flex w-full max-w-4xl flex-col gap-4 px-4 py-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="flex items-center gap-2 text-2xl font-bold">
          <Store aria-hidden="true" className="size-6 text-primary" />
          Marketplace
        </h1>
        <Button onClick={sell} disabled={session.status === 'loading'}>
          Vendre
        </Button>
      </div>
      <ListingFormDialog
        open={sellOpen}
        onOpenChange={setSellOpen}
        onSaved={(listing) => void navigate(paths.listing(listing.id))}
      />
      <div className="flex gap-2">
        <SearchField label="Rechercher sur Marketplace" value={search} onChange={setSearch} className="flex-1" />
        <Button
          variant="outline"
          size="icon"
          aria-label="Filtres"
          aria-expanded={filtersOpen}
          aria-controls={filtersId}
          onClick={() => setFiltersOpen((open) => !open)}
        >
          <SlidersHorizontal aria-hidden="true" />
        </Button>
      </div>
      {filtersOpen && <Filters id={filtersId} value={extra} onChange={setExtra} />}
      <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
        <TabsList className="h-auto flex-wrap">
          <TabsTrigger value="browse">Parcourir</TabsTrigger>
          <TabsTrigger value="realEstate">Immobilier</TabsTrigger>
          <TabsTrigger value="selling">Mes ventes</TabsTrigger>
          <TabsTrigger value="buying">Mes achats</TabsTrigger>
        </TabsList>
        <TabsContent value="browse" className="flex flex-col gap-4">
          <CountChips
            title="Catégories"
            options={MARKETPLACE_CATEGORIES}
            counts={counts.data?.categories}
            className="grid grid-cols-2 gap-2 sm:grid-cols-3"
            selected={category}
            onSelect={(c) => {
              if (c === 'Immobilier') setTab('realEstate');
              else setCategory((current) => (current === c ? null : c));
            }}
          />
          <BrowseGrid filters={{ ...base, category: category ?? undefined }} />
        </TabsContent>
        <TabsContent value="realEstate" className="flex flex-col gap-4">
          <CountChips
            title="Immobilier"
            options={REAL_ESTATE_TYPES}
            counts={counts.data?.realEstate}
            className="grid grid-cols-2 gap-2 sm:grid-cols-4"
            selected={realEstateType}
            onSelect={(t) => setRealEstateType((current) => (current === t ? null : t))}
          />
          <BrowseGrid filters={{ ...base, category: 'Immobilier', realEstateType: realEstateType ?? undefined }} />
        </TabsContent>
        <TabsContent value="selling">
          <MyListings
            kind="mine"
            signedIn={signedIn}
            empty={
              <div className="flex flex-col items-center gap-3 py-10 text-center">
                <p className="text-sm text-muted-foreground">Vous n’avez aucune annonce en vente.</p>
                <Button onClick={sell}>Commencer à vendre</Button>
              </div>
            }
          />
        </TabsContent>
        <TabsContent value="buying">
          <MyListings
            kind="purchases"
            signedIn={signedIn}
            empty={<p className="py-10 text-center text-sm text-muted-foreground">Aucun achat récent.</p>}
          />
        </TabsContent>
      </Tabs>
    </section>
  );
}

function Filters({ id, value, onChange }: { id: string; value: Extra; onChange: (value: Extra) => void }) {
  const fieldId = useId();
  const badPrice = (text: string) => text.trim() !== '' && parseEuros(text) === null;
  return (
    <div
      id={id}
      role="group"
      aria-label="Filtres"
      className="grid gap-3 rounded-xl border border-border bg-card p-3 sm:grid-cols-3"
    >
      {(['min', 'max'] as const).map((key) => (
        <div key={key} className="flex flex-col gap-1.5">
          <Label htmlFor={`${fieldId}-${key}`}>{key === 'min' ? 'Prix minimum (€)' : 'Prix maximum (€)'}</Label>
          <Input
            id={`${fieldId}-${key}`}
            inputMode="decimal"
            value={value[key]}
            aria-invalid={badPrice(value[key]) ? true : undefined}
            aria-describedby={badPrice(value[key]) ? `${fieldId}-${key}-error` : undefined}
            onChange={(e) => onChange({ ...value, [key]: e.target.value })}
          />
          {badPrice(value[key]) && (
            <p id={`${fieldId}-${key}-error`} className="text-sm text-destructive">
              Indiquez un prix en euros, par exemple 25 ou 12,50.
            </p>
          )}
        </div>
      ))}
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${fieldId}-condition`}>État</Label>
        <select
          id={`${fieldId}-condition`}
          value={value.condition}
          onChange={(e) => onChange({ ...value, condition: e.target.value as Extra['condition'] })}
          className="h-10 rounded-lg border border-input bg-card px-3 text-sm text-card-foreground"
        >
          <option value="">Tous</option>
          {LISTING_CONDITIONS.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

function Chip({
  pressed,
  onClick,
  label,
  count,
}: {
  pressed: boolean;
  onClick: () => void;
  label: string;
  count?: number;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(
        'flex items-center justify-between gap-2 rounded-xl border border-border bg-card px-3 py-3 text-left text-sm font-medium text-card-foreground hover:bg-accent',
        pressed && 'border-primary ring-1 ring-primary',
      )}
    >
      <span>{label}</span>
      {/* A real space: the button's name reads « Loisirs 7 », not « Loisirs7 ». */}{' '}
      {count !== undefined && <span className="text-xs text-muted-foreground">{formatCount(count)}</span>}
    </button>
  );
}

/** The six categories with their real counts; Immobilier opens its own tab. */
/** A heading over a grid of filter chips, each with its live count of active listings. */
function CountChips<T extends string>({
  title,
  options,
  counts,
  selected,
  onSelect,
  className,
}: {
  title: string;
  options: readonly T[];
  counts: Partial<Record<T, number>> | undefined;
  selected: T | null;
  onSelect: (option: T) => void;
  className: string;
}) {
  return (
    <div className="flex flex-col gap-2">
      <h2 className="text-lg font-semibold">{title}</h2>
      <div className={className}>
        {options.map((option) => (
          <Chip
            key={option}
            label={option}
            count={counts?.[option]}
            pressed={selected === option}
            onClick={() => onSelect(option)}
          />
        ))}
      </div>
    </div>
  );
}

function Grid({ listings }: { listings: Listing[] }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {listings.map((listing) => (
        <li key={listing.id}>
          <ListingCard listing={listing} />
        </li>
      ))}
    </ul>
  );
}

function BrowseGrid({ filters }: { filters: BrowseFilters }) {
  const query = useListings(filters);
  const listings = query.data?.pages.flatMap((page) => page.listings) ?? [];
  return (
    <div className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold">Annonces</h2>
      <InfiniteList
        query={query}
        count={listings.length}
        moreLabel="Voir plus d’annonces"
        loading={<LoadingStatus layout="section" />}
        failed={
          <LoadError
            title="Impossible de charger les annonces."
            error={query.error ?? new Error('Erreur inconnue')}
            onRetry={() => void query.refetch()}
          />
        }
        empty={<p className="py-8 text-center text-sm text-muted-foreground">Aucune annonce trouvée.</p>}
        nextPageError="Impossible de charger la suite des annonces."
      >
        <Grid listings={listings} />
      </InfiniteList>
    </div>
  );
}

function MyListings({ kind, signedIn, empty }: { kind: MyListingsKind; signedIn: boolean; empty: ReactNode }) {
  const query = useMyListings(kind, signedIn);
  const listings = query.data?.pages.flatMap((page) => page.listings) ?? [];
  if (!signedIn) {
    return (
      <p className="py-10 text-center text-sm text-muted-foreground">
        <Link to={paths.auth} className="font-medium text-primary underline underline-offset-4">
          Connectez-vous
        </Link>{' '}
        pour voir vos ventes et vos achats.
      </p>
    );
  }
  return (
    <InfiniteList
      query={query}
      count={listings.length}
      moreLabel="Voir plus d’annonces"
      loading={<LoadingStatus layout="section" />}
      failed={
        <LoadError
          title="Impossible de charger vos annonces."
          error={query.error ?? new Error('Erreur inconnue')}
          onRetry={() => void query.refetch()}
        />
      }
      empty={empty}
      nextPageError="Impossible de charger la suite des annonces."
    >
      <Grid listings={listings} />
    </InfiniteList>
  );
}
