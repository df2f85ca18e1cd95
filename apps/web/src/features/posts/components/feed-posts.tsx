import { useFeed } from '../api/list-feed';
import { PostList } from './post-list';

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
export function FeedPosts() {
  const feed = useFeed();
  return (
    <section aria-labelledby="feed-posts-title" className="flex flex-col gap-4">
      <h2 id="feed-posts-title" className="sr-only">
        Publications
      </h2>
      <PostList
        query={feed}
        moreLabel="Charger plus"
        emptyText="Aucune publication pour le moment."
        emptyHint="Soyez le premier à partager une nouvelle !"
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
      />
    </section>
  );
}
