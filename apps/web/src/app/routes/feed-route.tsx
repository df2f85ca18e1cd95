import { PinnedAnnouncements } from '@/features/announcements';
import { FeedPage } from '@/features/posts/components/feed-page';
import { PromotionCards } from '@/features/promotions';
import { StoriesStrip } from '@/features/stories';

/** The feed composes features that do not know each other: the town hall's pinned announcements, stories, promotions, posts. */
export function FeedRoute() {
  return <FeedPage pinned={<PinnedAnnouncements />} stories={<StoriesStrip />} promotions={<PromotionCards />} />;
}
