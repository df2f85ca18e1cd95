import type { Post } from '@portmarin/shared';
import { memo, type ReactNode } from 'react';
import { InfiniteList, type PagedQuery } from '@/components/infinite-list';
import { LoadError } from '@/components/load-error';
import { LoadingStatus } from '@/components/loading-status';
import { useRevealNearViewport } from '@/lib/use-reveal-near-viewport';
import { PostCard } from './post-card';

/**
 * A drawn post keeps its render while the list reveals the next ones: each reveal step then draws
 * one card, not every card above it again. The lists' posts keep their identity between pages.
 */
const ListedPostCard = memo(PostCard);

/** What the list reads of an infinite query of posts (the feed's, a profile's, a group's, a page's). */
export type PostPagesQuery = PagedQuery & {
  data: { pages: ReadonlyArray<{ posts: Post[] }> } | undefined;
  error: Error | null;
  refetch: () => unknown;
};

type PostListProps = {
  query: PostPagesQuery;
  /** Said when there is no post. */
  emptyText: string;
  /** A second line under it (the feed invites to post). */
  emptyHint?: string;
  /** Shown while the first page loads: 'Chargement...' unless the screen draws its own. */
  loading?: ReactNode;
  moreLabel?: string;
  /** Called once a post of the list is deleted (a list the cache does not update refetches). */
  onPostDeleted?: () => void;
};

/**
 * Posts newest first with their loading, error and empty states, loading older ones as the
 * reader nears the end. Cards are drawn as the reader comes near them, one per task: opening a
 * list does not draw twenty posts.
 */
export function PostList({
  query,
  emptyText,
  emptyHint,
  loading = <LoadingStatus />,
  moreLabel = 'Voir plus de publications',
  onPostDeleted,
}: PostListProps) {
  const posts = query.data?.pages.flatMap((page) => page.posts) ?? [];
  const { shown, allShown, itemRef } = useRevealNearViewport(
    posts.map((post) => post.id),
    1,
  );

  return (
    <div className="flex flex-col gap-4">
      <InfiniteList
        query={query}
        count={posts.length}
        ready={allShown}
        rootMargin="600px 0px"
        moreLabel={moreLabel}
        nextPageError="Impossible de charger les publications suivantes."
        loading={loading}
        failed={
          query.error && (
            <LoadError
              title="Impossible de charger les publications."
              error={query.error}
              onRetry={() => void query.refetch()}
              className="rounded-xl border border-border bg-card p-6"
            />
          )
        }
        empty={
          <div className="rounded-xl border border-border bg-card p-6 text-center">
            <p className={emptyHint ? 'font-medium' : 'text-sm text-muted-foreground'}>{emptyText}</p>
            {emptyHint && <p className="text-sm text-muted-foreground">{emptyHint}</p>}
          </div>
        }
      >
        <ul className="flex flex-col gap-4">
          {posts.slice(0, shown).map((post, index) => (
            <li key={post.id} ref={itemRef(index)}>
              <ListedPostCard post={post} onDeleted={onPostDeleted} />
            </li>
          ))}
        </ul>
      </InfiniteList>
    </div>
  );
}
