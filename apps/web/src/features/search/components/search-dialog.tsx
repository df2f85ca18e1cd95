import type { Post, SearchKind, SearchResults } from '@portmarin/shared';
import { ChevronDown, type LucideIcon } from 'lucide-react';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ResidentSummary } from '@/components/resident-summary';
import { LoadingStatus } from '@/components/loading-status';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useTown } from '@/config/town';
import { excerpt, postSignerName, relativeTime } from '@/lib/format';
import { matchesSearch } from '@/lib/search';
import { useDebounced } from '@/lib/use-debounced';
import { hubEntries, type SearchRow } from '@/lib/web-feature';
import { SEARCH_MIN_LENGTH, useSearch, useSearchMore } from '../api/search';
import { communityItems, COMMUNITY_KINDS, kindIcon, remoteCount, sectionTitle } from '../lib/search-sections';

/**
 * The top bar's search: every kind the server finds (residents, posts, announcements, events, listings, groups,
 * pages, ideas, referendums…), grouped by kind; the app's rubriques filtered locally.
 */
export function SearchDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const town = useTown();
  const [query, setQuery] = useState('');
  const inputId = useId();
  const entries = useMemo(() => hubEntries(town), [town]);
  const rubriques = query.trim() ? entries.filter((e) => matchesSearch(`${e.label} ${e.description}`, query)) : entries;

  const term = useDebounced(query.trim());
  const remote = useSearch(term, open);
  const wantsRemote = query.trim().length >= SEARCH_MIN_LENGTH;
  const data = wantsRemote ? remote.data : undefined;
  const waiting = wantsRemote && (query.trim() !== term || remote.isFetching);
  const total = remoteCount(data) + rubriques.length;
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
        <DialogDescription>
          Trouvez un habitant, une publication, un événement, une annonce, un groupe, une entreprise, un service, une
          association, une idée ou un référendum.
        </DialogDescription>
        <label htmlFor={inputId} className="sr-only">
          Rechercher un habitant, une publication, un événement, une annonce, un groupe, une entreprise, un service, une
          association, une idée ou un référendum
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
        {waiting && <LoadingStatus label="Recherche en cours…" />}
        {wantsRemote && remote.isError && !waiting && (
          <p className="text-sm text-destructive">La recherche a échoué : {remote.error.message}</p>
        )}
        {total === 0 && !waiting && !(wantsRemote && remote.isError) ? (
          <p className="text-sm text-muted-foreground">Aucun résultat pour « {query.trim()} ».</p>
        ) : total === 0 ? null : (
          <div className="-mx-2 flex max-h-[60vh] flex-col gap-3 overflow-y-auto">
            {data && (
              // Keyed by the query: 'Voir plus' starts again for each new search.
              <RemoteSections key={term} term={term} data={data} onNavigate={close} />
            )}
            {rubriques.length > 0 && (
              <ResultSection title="Rubriques">
                {rubriques.map((entry) => (
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

function RemoteSections({ term, data, onNavigate }: { term: string; data: SearchResults; onNavigate: () => void }) {
  return (
    <>
      <PagedSection
        kind="residents"
        term={term}
        data={data}
        render={(resident) => (
          <li key={resident.id}>
            {resident.username ? (
              <Link to={paths.publicProfile(resident.username)} onClick={onNavigate} className={ROW}>
                <ResidentSummary resident={resident} />
              </Link>
            ) : (
              <span className={ROW}>
                <ResidentSummary resident={resident} />
              </span>
            )}
          </li>
        )}
      />
      <PagedSection
        kind="posts"
        term={term}
        data={data}
        render={(post: Post) => (
          <li key={post.id}>
            <Link to={paths.post(post.id)} onClick={onNavigate} className={ROW}>
              <span className="min-w-0">
                <span className="block text-sm">{excerpt(post.content) || 'Publication avec photo'}</span>
                <span className="block text-xs text-muted-foreground">
                  {postSignerName(post)} · {relativeTime(post.createdAt)}
                </span>
              </span>
            </Link>
          </li>
        )}
      />
      {COMMUNITY_KINDS.map((kind) => (
        <PagedSection
          key={kind}
          kind={kind}
          term={term}
          data={data}
          toItems={(found) => communityItems(kind, found as SearchResults[typeof kind])}
          render={(item: SearchRow) => (
            <CommunityRow key={item.id} item={item} icon={kindIcon(kind)} onNavigate={onNavigate} />
          )}
        />
      ))}
    </>
  );
}

function CommunityRow({
  item,
  icon: Icon,
  onNavigate,
}: {
  item: SearchRow;
  icon: LucideIcon | undefined;
  onNavigate: () => void;
}) {
  return (
    <li>
      <Link to={item.to} onClick={onNavigate} className={ROW}>
        {Icon && <Icon aria-hidden="true" className="size-5 shrink-0 text-primary" />}
        <span className="min-w-0">
          <span className="block truncate text-sm font-medium">{item.label}</span>
          {item.detail && <span className="block truncate text-xs text-muted-foreground">{item.detail}</span>}
        </span>
      </Link>
    </li>
  );
}

/**
 * One kind's results under its heading, with 'Voir plus' while the server has more. `toItems`
 * turns the server's rows into what `render` shows (the rows themselves by default).
 */
function PagedSection<K extends SearchKind, T = SearchResults[K][number]>({
  kind,
  term,
  data,
  render,
  toItems = (found) => found as unknown as T[],
}: {
  kind: K;
  term: string;
  data: SearchResults;
  render: (item: T) => ReactNode;
  toItems?: (found: SearchResults[K]) => T[];
}) {
  const [wantsMore, setWantsMore] = useState(false);
  const more = useSearchMore(term, kind, data.nextCursors[kind], wantsMore);
  const items = [
    ...toItems(data[kind]),
    ...(wantsMore && more.data ? more.data.pages.flatMap((page) => toItems(page[kind])) : []),
  ];
  if (items.length === 0) return null;
  const hasMore = wantsMore ? more.hasNextPage : data.nextCursors[kind] !== null;
  const loading = more.isFetching;
  const title = sectionTitle(kind);
  return (
    <ResultSection title={title}>
      {items.map(render)}
      {(hasMore || loading || more.isError) && (
        <li className="px-2 pt-1">
          {more.isError && !loading && <p className="pb-1 text-xs text-destructive">{more.error.message}</p>}
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Voir plus : ${title}`}
            aria-busy={loading || undefined}
            disabled={loading}
            onClick={() => {
              if (!wantsMore) setWantsMore(true);
              else if (more.isError && !more.data) void more.refetch();
              else void more.fetchNextPage();
            }}
          >
            {loading ? <Spinner /> : <ChevronDown aria-hidden="true" />}
            Voir plus
          </Button>
        </li>
      )}
    </ResultSection>
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
