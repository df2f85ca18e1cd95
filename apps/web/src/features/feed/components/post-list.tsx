import { memo, useEffect, useRef } from 'react';
import { PostCard } from '@/components/posts/post-card';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useRevealNearViewport } from '@/lib/use-reveal-near-viewport';
import { useFeed } from '../api/list-feed';

/**
 * A drawn post keeps its render while the list reveals the next ones: each reveal step then draws
 * one card, not every card above it again. The feed's posts keep their identity between pages.
 */
const ListedPostCard = memo(PostCard);

function PostSkeleton() {
  return (
    <div className="animate-pulse rounded-xl border border-border bg-card p-4">
      <div className="flex items-center gap-3">
        <div className="size-10 rounded-full bg-muted" />
        <div className="flex flex-1 flex-col gap-2">
          <div className="h-3 w-1/3 rounded bg-muted" />
          <div className="h-2 w-1/5 rounded bg-muted" />
        </div>
      </div>
      <div className="mt-4 h-3 w-full rounded bg-muted" />
      <div className="mt-2 h-3 w-2/3 rounded bg-muted" />
    </div>
  );
}

/** The feed's posts, newest first, loading older ones as the resident scrolls. */
export function PostList() {
  const feed = useFeed();
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage, isError } = feed;

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        // A failed page waits for the button: no retry loop while the sentinel stays in view.
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage && !isError) void fetchNextPage();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, isError]);

  const posts = feed.data?.pages.flatMap((page) => page.posts) ?? [];
  // Drawn as the reader comes near them, one per task: opening the feed does not draw twenty posts.
  const { shown, allShown, itemRef } = useRevealNearViewport(
    posts.map((post) => post.id),
    1,
  );

  return (
    <section aria-labelledby="feed-posts-title" className="flex flex-col gap-4">
      <h2 id="feed-posts-title" className="sr-only">
        Publications
      </h2>
      {feed.isPending ? (
        <div className="flex flex-col gap-4">
          <p role="status" className="sr-only">
            Chargement des publications…
          </p>
          <PostSkeleton />
          <PostSkeleton />
          <PostSkeleton />
        </div>
      ) : feed.isError && posts.length === 0 ? (
        <div
          role="alert"
          className="flex flex-col items-center gap-3 rounded-xl border border-border bg-card p-6 text-center"
        >
          <p className="font-medium">Impossible de charger les publications.</p>
          <p className="text-sm text-muted-foreground">{feed.error.message}</p>
          <Button variant="outline" onClick={() => void feed.refetch()}>
            Réessayer
          </Button>
        </div>
      ) : posts.length === 0 ? (
        <div className="rounded-xl border border-border bg-card p-6 text-center">
          <p className="font-medium">Aucune publication pour le moment.</p>
          <p className="text-sm text-muted-foreground">Soyez le premier à partager une nouvelle !</p>
        </div>
      ) : (
        <ul className="flex flex-col gap-4">
          {posts.slice(0, shown).map((post, index) => (
            <li key={post.id} ref={itemRef(index)}>
              <ListedPostCard post={post} />
            </li>
          ))}
        </ul>
      )}

      {feed.isFetchNextPageError && (
        <p role="alert" className="text-center text-sm text-destructive">
          Impossible de charger les publications suivantes.
        </p>
      )}
      {hasNextPage && allShown && (
        <>
          <div ref={sentinel} aria-hidden="true" />
          {/* For keyboards and when scrolling does not trigger the loading. */}
          <Button
            variant="outline"
            className="self-center"
            disabled={isFetchingNextPage}
            aria-busy={isFetchingNextPage}
            onClick={() => void fetchNextPage()}
          >
            {isFetchingNextPage && <Spinner />}
            Charger plus
          </Button>
        </>
      )}
    </section>
  );
}
