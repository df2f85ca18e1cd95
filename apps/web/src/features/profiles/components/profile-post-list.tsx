import { PostList } from '@/features/posts';
import { useProfilePosts, type ProfilePostsKind } from '../api/list-profile-posts';

type ProfilePostListProps = { username: string; kind: ProfilePostsKind; emptyText: string };

/** A resident's posts or liked posts, newest first, loading more as the end comes into view. */
export function ProfilePostList({ username, kind, emptyText }: ProfilePostListProps) {
  const query = useProfilePosts(username, kind);
  return <PostList query={query} emptyText={emptyText} />;
}
