import { SUGGESTION_STATUSES, type SuggestionStatus } from '@portmarin/shared';
import { Lightbulb } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { InfiniteList } from '@/components/infinite-list';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { LoadingStatus } from '@/components/loading-status';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { formatCount } from '@/lib/format';
import { isStaff } from '@/lib/roles';
import { useSuggestionStats } from '../api/get-suggestion-stats';
import { useSuggestions } from '../api/list-suggestions';
import { statusLabel } from '../lib/suggestion-form';
import { SuggestionCard } from './suggestion-card';
import { SuggestionForm } from './suggestion-form';

/** /idea-box: Boîte à idées (spec 2). */
export function IdeaBoxPage() {
  const session = useSession();
  const me = session.status === 'ready' ? session.user : null;
  const moderator = isStaff(me);
  const [formOpen, setFormOpen] = useState(false);
  const [status, setStatus] = useState<SuggestionStatus | null>(null);
  const formId = useId();
  const filterId = useId();

  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 py-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="flex items-center gap-2 text-2xl font-bold">
          <Lightbulb aria-hidden="true" className="size-6 text-primary" />
          Boîte à idées
        </h1>
        {me ? (
          <Button aria-expanded={formOpen} aria-controls={formId} onClick={() => setFormOpen((open) => !open)}>
            Nouvelle suggestion
          </Button>
        ) : (
          session.status === 'ready' && (
            <p className="text-sm text-muted-foreground">
              <Link to={paths.auth} className="font-medium text-primary underline underline-offset-4">
                Connectez-vous
              </Link>{' '}
              pour proposer une idée.
            </p>
          )
        )}
      </div>
      <p className="text-sm text-muted-foreground">
        Proposez vos idées pour améliorer l’application et votez pour celles des autres habitants.
      </p>
      {formOpen && me && <SuggestionForm id={formId} onClose={() => setFormOpen(false)} />}
      <Stats />
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">Suggestions populaires</h2>
        <div className="flex items-center gap-2">
          <label htmlFor={filterId} className="text-sm text-muted-foreground">
            Statut
          </label>
          <select
            id={filterId}
            value={status ?? ''}
            onChange={(e) => setStatus((e.target.value || null) as SuggestionStatus | null)}
            className="h-9 rounded-lg border border-input bg-card px-2 text-sm text-card-foreground"
          >
            <option value="">Tous</option>
            {SUGGESTION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {statusLabel(s)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <SuggestionList status={status} viewer={{ signedIn: !!me, moderator }} />
    </section>
  );
}

/** The four figures, counted by the server ("Planifiées" are the spec's done ones). */
function Stats() {
  const stats = useSuggestionStats();
  if (!stats.data) return stats.isError ? null : <LoadingStatus layout="section" />;
  const figures = [
    ['Suggestions', stats.data.suggestions],
    ['En cours', stats.data.inProgress],
    ['Planifiées', stats.data.done],
    ['Votes', stats.data.votes],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {figures.map(([label, value]) => (
        <div key={label} className="flex flex-col-reverse rounded-xl border border-border bg-card p-3 text-center">
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className="text-2xl font-bold text-card-foreground">{formatCount(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

function SuggestionList({
  status,
  viewer,
}: {
  status: SuggestionStatus | null;
  viewer: { signedIn: boolean; moderator: boolean };
}) {
  const query = useSuggestions(status);
  const suggestions = query.data?.pages.flatMap((page) => page.suggestions) ?? [];
  return (
    <div className="flex flex-col gap-3">
      <InfiniteList
        query={query}
        count={suggestions.length}
        moreLabel="Voir plus de suggestions"
        loading={<LoadingStatus layout="section" />}
        failed={
          <LoadError
            title="Impossible de charger les suggestions."
            error={query.error ?? new Error('Erreur inconnue')}
            onRetry={() => void query.refetch()}
          />
        }
        empty={<p className="py-8 text-center text-sm text-muted-foreground">Aucune suggestion pour le moment.</p>}
        nextPageError="Impossible de charger la suite des suggestions."
      >
        <ul className="flex flex-col gap-3">
          {suggestions.map((suggestion) => (
            <li key={suggestion.id}>
              <SuggestionCard suggestion={suggestion} viewer={viewer} />
            </li>
          ))}
        </ul>
      </InfiniteList>
    </div>
  );
}
