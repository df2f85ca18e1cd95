import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

/** What the list reads of an infinite query (TanStack's useInfiniteQuery result). */
export type PagedQuery = {
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
};

type InfiniteListProps = {
  query: PagedQuery;
  /** How many items the loaded pages hold. */
  count: number;
  /** Shown while the first page loads. */
  loading: ReactNode;
  /** Shown when loading failed with nothing to show. */
  failed: ReactNode;
  /** Shown when there is nothing to list. */
  empty: ReactNode;
  /** The items. */
  children: ReactNode;
  /** Said when a further page failed (the button stays, to try again). */
  nextPageError?: string;
  moreLabel?: string;
  /** The more button's accessible name, when its label needs the list named ('Charger plus de commentaires'). */
  moreName?: string;
  /** The next page waits for this (the feed: until every loaded post is drawn). */
  ready?: boolean;
  /** How far before the end the next page starts loading. */
  rootMargin?: string;
};

/**
 * A list that loads its next page as its end comes near, with a "Charger plus" button for keyboards
 * and when scrolling does not trigger it. It renders into its parent's layout (no wrapper).
 */
export function InfiniteList({
  query,
  count,
  loading,
  failed,
  empty,
  children,
  nextPageError,
  moreLabel = 'Charger plus',
  moreName,
  ready = true,
  rootMargin = '400px 0px',
}: InfiniteListProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const { isError, isFetchingNextPage, fetchNextPage } = query;
  const more = query.hasNextPage && ready;

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !more || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        // A failed page waits for the button: no retry loop while the sentinel stays in view.
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage && !isError) void fetchNextPage();
      },
      { rootMargin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [more, isFetchingNextPage, isError, fetchNextPage, rootMargin]);

  return (
    <>
      {query.isPending ? loading : isError && count === 0 ? failed : count === 0 ? empty : children}
      {nextPageError && query.isFetchNextPageError && (
        <p role="alert" className="text-center text-sm text-destructive">
          {nextPageError}
        </p>
      )}
      {more && (
        <>
          <div ref={sentinel} aria-hidden="true" />
          <Button
            variant="outline"
            className="self-center"
            disabled={isFetchingNextPage}
            aria-busy={isFetchingNextPage}
            aria-label={moreName}
            onClick={() => void fetchNextPage()}
          >
            {isFetchingNextPage && <Spinner />}
            {moreLabel}
          </Button>
        </>
      )}
    </>
  );
}
