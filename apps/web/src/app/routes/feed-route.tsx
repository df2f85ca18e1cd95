import { FeedPage } from '@/features/feed/components/feed-page';

/** The feed composes features that do not know each other: stories, promotions, posts. */
export function FeedRoute() {
  return <FeedPage />;
}
