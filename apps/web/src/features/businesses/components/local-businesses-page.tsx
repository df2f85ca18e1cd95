import { LOCAL_BUSINESS_CATEGORIES, type Business } from '@portmarin/shared';
import { Crown, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatCount } from '@/lib/format';
import { useDebounced } from '@/lib/use-debounced';
import { useBusinessStats } from '../api/get-business-stats';
import { useAddBusiness } from '../hooks/use-add-business';
import { BusinessDetailDialog } from './business-detail-dialog';
import { BusinessFormDialog } from './business-form-dialog';
import { BusinessList } from './business-list';
import { SearchField } from '@/components/search-field';
import { CategoryChips } from './category-chips';

/** /entreprises: 'Entreprises Locales', sponsored first, then verified, featured, best rated. */
export function LocalBusinessesPage() {
  // The top-bar search links here with ?q=<name>.
  const [searchParams] = useSearchParams();
  const [q, setQ] = useState(() => searchParams.get('q') ?? '');
  const [category, setCategory] = useState<string>('Tous');
  const search = useDebounced(q);
  const [open, setOpen] = useState<Business | null>(null);
  const add = useAddBusiness();

  return (
    <div className="flex flex-col gap-4 px-4 py-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold">Entreprises Locales</h1>
        <p className="text-sm text-muted-foreground">Les commerces et professionnels de la commune</p>
      </header>

      <SearchField label="Rechercher une entreprise" value={q} onChange={setQ} />
      <CategoryChips categories={LOCAL_BUSINESS_CATEGORIES} value={category} onChange={setCategory} />

      <section
        aria-labelledby="promote-business-title"
        className="flex flex-col gap-2 rounded-xl border border-border bg-secondary p-4 text-secondary-foreground"
      >
        <div className="flex items-center gap-2">
          <Crown aria-hidden="true" className="size-5" />
          <h2 id="promote-business-title" className="text-lg font-semibold">
            Boostez votre visibilité
          </h2>
        </div>
        <p className="text-sm">
          Passez Premium : badge, première place dans les résultats et mise en avant auprès des habitants.
        </p>
        <Button asChild className="self-start">
          <Link to={paths.advertising}>Promouvoir mon entreprise</Link>
        </Button>
      </section>

      <Counters />

      <section aria-labelledby="businesses-title" className="flex flex-col gap-3">
        <h2 id="businesses-title" className="sr-only">
          Liste des entreprises
        </h2>
        <BusinessList filters={{ order: 'rank', category, q: search }} onOpen={setOpen} />
      </section>

      <section
        aria-labelledby="add-business-title"
        className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-border bg-card p-6 text-center text-card-foreground"
      >
        <h2 id="add-business-title" className="text-lg font-semibold">
          Vous êtes commerçant ou artisan ?
        </h2>
        <p className="text-sm text-muted-foreground">Inscrivez gratuitement votre entreprise dans l’annuaire local.</p>
        <Button onClick={add.start} disabled={add.loading}>
          <Plus aria-hidden="true" />
          Ajouter mon entreprise
        </Button>
      </section>

      <BusinessFormDialog open={add.adding} onOpenChange={add.setAdding} title="Ajouter mon entreprise" />
      <BusinessDetailDialog business={open} onOpenChange={(o) => !o && setOpen(null)} />
    </div>
  );
}

/** Entreprises, Vérifiées, Sponsorisées: counted by the server over every business. */
function Counters() {
  const stats = useBusinessStats();
  const items: Array<[string, number | undefined]> = [
    ['Entreprises', stats.data?.total],
    ['Vérifiées', stats.data?.verified],
    ['Sponsorisées', stats.data?.sponsored],
  ];
  return (
    <dl className="grid grid-cols-3 gap-2">
      {items.map(([label, value]) => (
        <div
          key={label}
          className="flex flex-col-reverse items-center rounded-xl border border-border bg-card p-3 text-card-foreground"
        >
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className="text-xl font-bold">{value === undefined ? '–' : formatCount(value)}</dd>
        </div>
      ))}
    </dl>
  );
}
