import { Search } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { hubEntries } from '@/config/hub';
import { useTown } from '@/config/town';
import { matchesSearch } from '@/lib/search';

/** The top bar's search: finds the app's services and pages by name or description. */
export function SearchDialog() {
  const town = useTown();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const inputId = useId();
  const entries = useMemo(() => hubEntries(town.slug, town.productName), [town]);
  const results = query.trim() ? entries.filter((e) => matchesSearch(`${e.label} ${e.description}`, query)) : entries;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setQuery('');
      }}
    >
      <DialogTrigger aria-label="Rechercher" className="rounded-full p-2 text-foreground hover:bg-accent">
        <Search aria-hidden="true" className="size-5" />
      </DialogTrigger>
      <DialogContent className="top-16 translate-y-0">
        <DialogTitle>Rechercher dans {town.productName}</DialogTitle>
        <DialogDescription>Trouvez un service ou une rubrique de l’application.</DialogDescription>
        <label htmlFor={inputId} className="sr-only">
          Rechercher un service ou une rubrique
        </label>
        <Input
          id={inputId}
          type="search"
          placeholder="Météo, marché, mairie…"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        <p className="sr-only" aria-live="polite">
          {results.length} résultat{results.length > 1 ? 's' : ''}
        </p>
        {results.length === 0 ? (
          <p className="text-sm text-muted-foreground">Aucun résultat pour « {query.trim()} ».</p>
        ) : (
          <ul className="-mx-2 max-h-80 overflow-y-auto">
            {results.map((entry) => (
              <li key={entry.to}>
                <Link
                  to={entry.to}
                  onClick={() => setOpen(false)}
                  className="flex items-center gap-3 rounded-lg px-2 py-2 hover:bg-accent"
                >
                  <entry.icon aria-hidden="true" className="size-5 text-primary" />
                  <span>
                    <span className="block text-sm font-medium">{entry.label}</span>
                    <span className="block text-xs text-muted-foreground">{entry.description}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
