import { useId, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ResidentSummary } from '@/components/resident-summary';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { hubEntries } from '@/config/hub';
import { paths } from '@/config/paths';
import { useTown } from '@/config/town';
import { displayName, relativeTime } from '@/lib/format';
import { matchesSearch } from '@/lib/search';
import { useDebounced } from '@/lib/use-debounced';
import { SEARCH_MIN_LENGTH, useSearch } from '../api/search';

const EXCERPT_LENGTH = 120;

function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > EXCERPT_LENGTH ? `${flat.slice(0, EXCERPT_LENGTH - 1)}…` : flat;
}

/** The top bar's search: residents and posts from the server, the app's services filtered locally. */
export function SearchDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const town = useTown();
  const [query, setQuery] = useState('');
  const inputId = useId();
  const entries = useMemo(() => hubEntries(town.slug, town.productName), [town]);
  const services = query.trim() ? entries.filter((e) => matchesSearch(`${e.label} ${e.description}`, query)) : entries;

  const term = useDebounced(query.trim());
  const remote = useSearch(term, open);
  const wantsRemote = query.trim().length >= SEARCH_MIN_LENGTH;
  const residents = wantsRemote && remote.data ? remote.data.residents : [];
  const posts = wantsRemote && remote.data ? remote.data.posts : [];
  const waiting = wantsRemote && (query.trim() !== term || remote.isFetching);
  const total = residents.length + posts.length + services.length;
  const close = () => onOpenChange(false);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) setQuery('');
      }}
    >
      <DialogContent className="top-16 translate-y-0">
        <DialogTitle>Rechercher dans {town.productName}</DialogTitle>
        <DialogDescription>Trouvez un habitant, une publication, un service ou une rubrique.</DialogDescription>
        <label htmlFor={inputId} className="sr-only">
          Rechercher un habitant, une publication ou un service
        </label>
        <Input
          id={inputId}
          type="search"
          placeholder="Un nom, un mot, la météo…"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        <p className="sr-only" aria-live="polite">
          {waiting ? '' : `${total} résultat${total > 1 ? 's' : ''}`}
        </p>
        {waiting && (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner /> Recherche en cours…
          </p>
        )}
        {wantsRemote && remote.isError && !waiting && (
          <p className="text-sm text-destructive">
            La recherche d’habitants et de publications a échoué : {remote.error.message}
          </p>
        )}
        {total === 0 && !waiting && !(wantsRemote && remote.isError) ? (
          <p className="text-sm text-muted-foreground">Aucun résultat pour « {query.trim()} ».</p>
        ) : total === 0 ? null : (
          <div className="-mx-2 flex max-h-[60vh] flex-col gap-3 overflow-y-auto">
            {residents.length > 0 && (
              <ResultSection title="Habitants">
                {residents.map((resident) => {
                  const body = <ResidentSummary resident={resident} />;
                  return (
                    <li key={resident.id}>
                      {resident.username ? (
                        <Link to={paths.publicProfile(resident.username)} onClick={close} className={ROW}>
                          {body}
                        </Link>
                      ) : (
                        <span className={ROW}>{body}</span>
                      )}
                    </li>
                  );
                })}
              </ResultSection>
            )}
            {posts.length > 0 && (
              <ResultSection title="Publications">
                {posts.map((post) => (
                  <li key={post.id}>
                    <Link to={paths.post(post.id)} onClick={close} className={ROW}>
                      <span className="min-w-0">
                        <span className="block text-sm">{excerpt(post.content) || 'Publication avec photo'}</span>
                        <span className="block text-xs text-muted-foreground">
                          {displayName(post.author)} · {relativeTime(post.createdAt)}
                        </span>
                      </span>
                    </Link>
                  </li>
                ))}
              </ResultSection>
            )}
            {services.length > 0 && (
              <ResultSection title="Services">
                {services.map((entry) => (
                  <li key={entry.to}>
                    <Link to={entry.to} onClick={close} className={ROW}>
                      <entry.icon aria-hidden="true" className="size-5 shrink-0 text-primary" />
                      <span>
                        <span className="block text-sm font-medium">{entry.label}</span>
                        <span className="block text-xs text-muted-foreground">{entry.description}</span>
                      </span>
                    </Link>
                  </li>
                ))}
              </ResultSection>
            )}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

const ROW = 'flex items-center gap-3 rounded-lg px-2 py-2 hover:bg-accent';

function ResultSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="px-2 pb-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
        {title}
      </h3>
      <ul>{children}</ul>
    </section>
  );
}
