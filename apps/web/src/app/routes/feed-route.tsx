import { FeedPage } from '@/features/posts/components/feed-page';
import { PromotionCards } from '@/features/promotions';
import { StoriesStrip } from '@/features/stories';

/** The feed composes features that do not know each other: stories, promotions, posts. */
export function FeedRoute() {
  return <FeedPage stories={<StoriesStrip />} promotions={<PromotionCards />} />;
}
