import { InfiniteList } from '@/components/infinite-list';
import { PostCard } from '@/features/posts/components/post-card';
import { Button } from '@/components/ui/button';
import { LoadingStatus } from '@/components/loading-status';
import { useBusinessPagePosts } from '../api/list-business-page-posts';

/** The page's posts (like, comment, share on each card), newest first, loading more near the end. */
export function PagePosts({ pageId }: { pageId: string }) {
  const query = useBusinessPagePosts(pageId);
  const posts = query.data?.pages.flatMap((page) => page.posts) ?? [];

  return (
    <div className="flex flex-col gap-3">
      <InfiniteList
        query={query}
        count={posts.length}
        moreLabel="Voir plus de publications"
        nextPageError="Impossible de charger les publications suivantes."
        loading={<LoadingStatus />}
        failed={
          <div role="alert" className="flex flex-col items-start gap-2 text-sm">
            <p className="text-destructive">Impossible de charger les publications. {query.error?.message}</p>
            <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
              Réessayer
            </Button>
          </div>
        }
        empty={
          <p className="rounded-xl border border-border bg-card p-6 text-center text-sm text-muted-foreground">
            Aucune publication pour le moment.
          </p>
        }
      >
        <ul className="flex flex-col gap-3">
          {posts.map((post) => (
            <li key={post.id}>
              <PostCard post={post} />
            </li>
          ))}
        </ul>
      </InfiniteList>
    </div>
  );
}
