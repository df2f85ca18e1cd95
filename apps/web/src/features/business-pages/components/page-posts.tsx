import { PostList } from '@/features/posts';
import { useLivePlacePosts } from '@/lib/live-place-posts';
import { businessPageKeys } from '../api/keys';
import { useBusinessPagePosts } from '../api/list-business-page-posts';

/** The page's posts (like, comment, share on each card), newest first, loading more near the end. */
export function PagePosts({ pageId }: { pageId: string }) {
  const query = useBusinessPagePosts(pageId);
  useLivePlacePosts({ businessPageId: pageId }, businessPageKeys.posts(pageId));
  return <PostList query={query} emptyText="Aucune publication pour le moment." />;
}
