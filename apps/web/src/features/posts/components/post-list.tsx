import { memo } from 'react';
import { InfiniteList } from '@/components/infinite-list';
import { LoadError } from '@/components/load-error';
import { PostCard } from './post-card';
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
      <InfiniteList
        query={feed}
        count={posts.length}
        ready={allShown}
        rootMargin="600px 0px"
        nextPageError="Impossible de charger les publications suivantes."
        loading={
          <div className="flex flex-col gap-4">
            <p role="status" className="sr-only">
              Chargement des publications…
            </p>
            <PostSkeleton />
            <PostSkeleton />
            <PostSkeleton />
          </div>
        }
        failed={
          feed.error && (
            <LoadError
              title="Impossible de charger les publications."
              error={feed.error}
              onRetry={() => void feed.refetch()}
              className="rounded-xl border border-border bg-card p-6"
            />
          )
        }
        empty={
          <div className="rounded-xl border border-border bg-card p-6 text-center">
            <p className="font-medium">Aucune publication pour le moment.</p>
            <p className="text-sm text-muted-foreground">Soyez le premier à partager une nouvelle !</p>
          </div>
        }
      >
        <ul className="flex flex-col gap-4">
          {posts.slice(0, shown).map((post, index) => (
            <li key={post.id} ref={itemRef(index)}>
              <ListedPostCard post={post} />
            </li>
          ))}
        </ul>
      </InfiniteList>
    </section>
  );
}
