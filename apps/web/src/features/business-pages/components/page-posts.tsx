import { PostList } from '@/features/posts';
import { useBusinessPagePosts } from '../api/list-business-page-posts';

/** The page's posts (like, comment, share on each card), newest first, loading more near the end. */
export function PagePosts({ pageId }: { pageId: string }) {
  const query = useBusinessPagePosts(pageId);
  return <PostList query={query} emptyText="Aucune publication pour le moment." />;
}
