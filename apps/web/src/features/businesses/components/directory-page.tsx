import { DIRECTORY_CATEGORIES, type Business } from '@portmarin/shared';
import { Megaphone, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { DIRECTORY_CATEGORY_PARAM, paths } from '@/config/paths';
import { useDebounced } from '@/lib/use-debounced';
import { useAddBusiness } from '../hooks/use-add-business';
import { BusinessDetailDialog } from './business-detail-dialog';
import { BusinessFormDialog } from './business-form-dialog';
import { BusinessList } from './business-list';
import { SearchField } from '@/components/search-field';
import { CategoryChips } from './category-chips';

/** /directory: 'Annuaire Local', featured (Premium) entries first, then the newest. */
export function DirectoryPage() {
  const [q, setQ] = useState('');
  // A link may open it on one category (the visitors' home: « Où manger »).
  const linked = useSearchParams()[0].get(DIRECTORY_CATEGORY_PARAM);
  const [category, setCategory] = useState<string>(DIRECTORY_CATEGORIES.find((c) => c === linked) ?? 'Tous');
  const search = useDebounced(q);
  const [open, setOpen] = useState<Business | null>(null);
  const add = useAddBusiness();

  return (
    <div className="flex flex-col gap-4 px-4 py-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Annuaire Local</h1>
        <Button onClick={add.start} disabled={add.loading}>
          <Plus aria-hidden="true" />
          Ajouter votre entreprise
        </Button>
      </header>

      <SearchField label="Rechercher une entreprise" value={q} onChange={setQ} />
      <CategoryChips categories={DIRECTORY_CATEGORIES} value={category} onChange={setCategory} />

      <section
        aria-labelledby="directory-promote-title"
        className="flex flex-col gap-2 rounded-xl border border-border bg-secondary p-4 text-secondary-foreground"
      >
        <div className="flex items-center gap-2">
          <Megaphone aria-hidden="true" className="size-5" />
          <h2 id="directory-promote-title" className="text-lg font-semibold">
            Mettez votre entreprise en avant
          </h2>
        </div>
        <p className="text-sm">
          Avec le badge Premium, votre fiche apparaît en tête de l’annuaire et attire plus de clients.
        </p>
        <Button asChild variant="outline" className="self-start bg-card text-card-foreground">
          <Link to={paths.advertising}>En savoir plus</Link>
        </Button>
      </section>

      <section aria-labelledby="directory-title" className="flex flex-col gap-3">
        <h2 id="directory-title" className="sr-only">
          Entreprises de l’annuaire
        </h2>
        <BusinessList filters={{ order: 'directory', category, q: search }} onOpen={setOpen} />
      </section>

      <BusinessFormDialog open={add.adding} onOpenChange={add.setAdding} />
      <BusinessDetailDialog business={open} onOpenChange={(o) => !o && setOpen(null)} />
    </div>
  );
}
