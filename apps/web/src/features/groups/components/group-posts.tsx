import { useQueryClient } from '@tanstack/react-query';
import { InfiniteList } from '@/components/infinite-list';
import { PostCard } from '@/features/posts/components/post-card';
import { PostComposer } from '@/features/posts/components/post-composer';
import { Button } from '@/components/ui/button';
import { LoadingStatus } from '@/components/loading-status';
import { useGroupPosts } from '../api/list-group-posts';
import { groupKeys } from '../api/keys';

/** Publications: the composer for members, then the group's posts with the feed's card. */
export function GroupPosts({ groupId, canPost }: { groupId: string; canPost: boolean }) {
  const query = useGroupPosts(groupId);
  const queryClient = useQueryClient();
  const posts = query.data?.pages.flatMap((page) => page.posts) ?? [];
  return (
    <div className="flex flex-col gap-3">
      {canPost && (
        <PostComposer
          placeholder="Écrivez quelque chose au groupe..."
          place={{ groupId }}
          listKey={groupKeys.posts(groupId)}
        />
      )}
      <InfiniteList
        query={query}
        count={posts.length}
        moreLabel="Voir plus de publications"
        loading={<LoadingStatus />}
        failed={
          <div className="flex flex-col items-start gap-2 text-sm">
            <p className="text-destructive">Impossible de charger les publications. {query.error?.message}</p>
            <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
              Réessayer
            </Button>
          </div>
        }
        empty={<p className="text-sm text-muted-foreground">Aucune publication dans ce groupe pour le moment.</p>}
      >
        <ul className="flex flex-col gap-3">
          {posts.map((post) => (
            <li key={post.id}>
              <PostCard
                post={post}
                onDeleted={() => void queryClient.invalidateQueries({ queryKey: groupKeys.posts(groupId) })}
              />
            </li>
          ))}
        </ul>
      </InfiniteList>
    </div>
  );
}
