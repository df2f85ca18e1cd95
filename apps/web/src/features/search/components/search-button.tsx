import { Search } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { loadFeatureParts } from '@/lib/web-feature';

// The dialog (Radix, the hub list, the search query) loads on first use, not with the first screen,
// with the features' parts it lists (the hub's tiles).
const SearchDialog = lazy(async () => {
  const [module] = await Promise.all([import('./search-dialog'), loadFeatureParts()]);
  return { default: module.SearchDialog };
});

/** The top bar's search button; it opens the search dialog. */
export function SearchButton() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-label="Rechercher"
        aria-haspopup="dialog"
        aria-expanded={open}
        className="rounded-full p-2 text-foreground hover:bg-accent"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Search aria-hidden="true" className="size-5" />
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <SearchDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
