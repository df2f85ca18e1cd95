import { InfiniteList } from '@/components/infinite-list';
import { PostCard } from '@/features/posts';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useProfilePosts, type ProfilePostsKind } from '../api/list-profile-posts';

type ProfilePostListProps = { username: string; kind: ProfilePostsKind; emptyText: string };

/** A resident's posts or liked posts, newest first, loading more as the end comes into view. */
export function ProfilePostList({ username, kind, emptyText }: ProfilePostListProps) {
  const query = useProfilePosts(username, kind);
  const posts = query.data?.pages.flatMap((page) => page.posts) ?? [];

  return (
    <div className="flex flex-col gap-3">
      <InfiniteList
        query={query}
        count={posts.length}
        moreLabel="Voir plus de publications"
        loading={
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner /> Chargement...
          </p>
        }
        failed={
          <div className="flex flex-col items-start gap-2 text-sm">
            <p className="text-destructive">Impossible de charger les publications. {query.error?.message}</p>
            <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
              Réessayer
            </Button>
          </div>
        }
        empty={<p className="text-sm text-muted-foreground">{emptyText}</p>}
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
