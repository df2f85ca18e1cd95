import { useQueryClient } from '@tanstack/react-query';
import { PlaceSearch } from '@/features/place-search';
import { PostComposer, PostList } from '@/features/posts';
import { useLivePlacePosts } from '@/lib/live-place-posts';
import { useGroupPosts } from '../api/list-group-posts';
import { groupKeys } from '../api/keys';

/** Publications: a search box, the composer for members, then the group's posts with the feed's card. */
export function GroupPosts({ groupId, canPost }: { groupId: string; canPost: boolean }) {
  const query = useGroupPosts(groupId);
  const queryClient = useQueryClient();
  useLivePlacePosts({ groupId }, groupKeys.posts(groupId));
  return (
    <PlaceSearch place={{ groupId }} label="Rechercher dans le groupe">
      <div className="flex flex-col gap-3">
        {canPost && (
          <PostComposer
            placeholder="Écrivez quelque chose au groupe..."
            place={{ groupId }}
            listKey={groupKeys.posts(groupId)}
          />
        )}
        <PostList
          query={query}
          emptyText="Aucune publication dans ce groupe pour le moment."
          onPostDeleted={() => void queryClient.invalidateQueries({ queryKey: groupKeys.posts(groupId) })}
        />
      </div>
    </PlaceSearch>
  );
}
