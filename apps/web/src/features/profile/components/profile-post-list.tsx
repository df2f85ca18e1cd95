import { useEffect, useRef } from 'react';
import { PostCard } from '@/components/posts/post-card';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useProfilePosts, type ProfilePostsKind } from '../api/list-profile-posts';

type ProfilePostListProps = { username: string; kind: ProfilePostsKind; emptyText: string };

/** A resident's posts or liked posts, newest first, loading more as the end comes into view. */
export function ProfilePostList({ username, kind, emptyText }: ProfilePostListProps) {
  const query = useProfilePosts(username, kind);
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (query.isPending)
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner /> Chargement...
      </p>
    );
  if (query.isError)
    return (
      <div className="flex flex-col items-start gap-2 text-sm">
        <p className="text-destructive">Impossible de charger les publications. {query.error.message}</p>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          Réessayer
        </Button>
      </div>
    );

  const posts = query.data.pages.flatMap((page) => page.posts);
  if (posts.length === 0) return <p className="text-sm text-muted-foreground">{emptyText}</p>;

  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col gap-3">
        {posts.map((post) => (
          <li key={post.id}>
            <PostCard post={post} />
          </li>
        ))}
      </ul>
      <div ref={sentinel} />
      {hasNextPage && (
        <Button
          variant="outline"
          disabled={isFetchingNextPage}
          aria-busy={isFetchingNextPage}
          onClick={() => void fetchNextPage()}
        >
          {isFetchingNextPage && <Spinner />}
          Voir plus de publications
        </Button>
      )}
    </div>
  );
}
