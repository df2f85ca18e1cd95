import { useId, type ReactNode } from 'react';
import { LoadError } from '@/components/load-error';
import { LoadingStatus } from '@/components/loading-status';

type DecisionQueueProps<T extends { id: string }> = {
  title: string;
  /** The list's accessible name. */
  listLabel: string;
  loadErrorTitle: string;
  emptyText: string;
  query: { isPending: boolean; error: Error | null; refetch: () => unknown };
  items: readonly T[];
  /** An item's card content: what was asked, then its decision buttons. */
  children: (item: T) => ReactNode;
  /** The confirmation dialog of the decision. */
  dialog: ReactNode;
};

/**
 * A moderators' queue of requests awaiting a decision (« À valider »): its heading, loading, error
 * and empty states, one card per request.
 */
export function DecisionQueue<T extends { id: string }>({
  title,
  listLabel,
  loadErrorTitle,
  emptyText,
  query,
  items,
  children,
  dialog,
}: DecisionQueueProps<T>) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <h2 id={titleId} className="text-lg font-semibold">
        {title}
      </h2>
      {query.isPending ? (
        <LoadingStatus layout="section" hideLabel />
      ) : query.error ? (
        <LoadError title={loadErrorTitle} error={query.error} onRetry={() => void query.refetch()} />
      ) : items.length === 0 ? (
        <p className="py-4 text-center text-sm text-muted-foreground">{emptyText}</p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label={listLabel}>
          {items.map((item) => (
            <li key={item.id} className="flex flex-col gap-2 rounded-xl border border-border bg-card p-4">
              {children(item)}
            </li>
          ))}
        </ul>
      )}
      {dialog}
    </section>
  );
}
