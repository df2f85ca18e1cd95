import type {
  AnnouncementsResponse,
  FeedPage,
  MeResponse,
  PromotionsResponse,
  StoriesResponse,
} from '@portmarin/shared';
import { INITIAL_DATA_ELEMENT_ID } from '@portmarin/shared/constants';
import type { QueryClient } from '@tanstack/react-query';
import { currentAnnouncementsQuery } from '@/features/announcements';
import { feedQuery } from '@/features/posts';
import { promotionsQuery } from '@/features/promotions';
import { storiesQuery } from '@/features/stories';
import { sessionQuery } from '@/lib/auth';
import { readPageData } from '@/lib/page-data';

/** The API's answers the server puts in the page at /feed (apps/server/src/plugins/first-screen.ts). */
type InitialData = Partial<{
  session: MeResponse;
  feed: FeedPage;
  stories: StoriesResponse;
  promotions: PromotionsResponse;
  announcements: AnnouncementsResponse;
}>;

/** Puts the page's answers in the cache: the feed draws without waiting for its five requests. */
export function seedFirstScreen(queryClient: QueryClient): void {
  const data = readPageData<InitialData>(INITIAL_DATA_ELEMENT_ID) ?? {};
  if (data.session) queryClient.setQueryData(sessionQuery.queryKey, data.session);
  if (data.feed) queryClient.setQueryData(feedQuery.queryKey, { pages: [data.feed], pageParams: [undefined] });
  if (data.stories) queryClient.setQueryData(storiesQuery.queryKey, data.stories);
  if (data.promotions) queryClient.setQueryData(promotionsQuery.queryKey, data.promotions);
  if (data.announcements) queryClient.setQueryData(currentAnnouncementsQuery.queryKey, data.announcements);
}
