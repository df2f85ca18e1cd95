import type { FeedPage, MeResponse, PromotionsResponse, StoriesResponse } from '@portmarin/shared';
import { INITIAL_DATA_ELEMENT_ID } from '@portmarin/shared/constants';
import type { QueryClient } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { feedQuery } from '@/features/feed/api/list-feed';
import { promotionsQuery } from '@/features/promotions/api/list-promotions';
import { storiesQuery } from '@/features/stories/api/list-stories';
import { sessionQuery } from '@/lib/auth';
import { readPageData } from '@/lib/page-data';

/** The API's answers the server puts in the page at /feed (apps/server/src/plugins/first-screen.ts). */
type InitialData = Partial<{
  session: MeResponse;
  feed: FeedPage;
  stories: StoriesResponse;
  promotions: PromotionsResponse;
}>;

/** The feed's screen is the first one at /feed and at / (which leads there). */
function opensOnFeed(pathname: string): boolean {
  return pathname === paths.feed || pathname === paths.home;
}

/**
 * Puts the page's answers in the cache, then asks for what is missing: the feed draws without
 * waiting for its route's code to ask. What the page carries is fresh, so it is not asked again.
 */
export function prefetchFirstScreen(queryClient: QueryClient, pathname: string): void {
  const data = readPageData<InitialData>(INITIAL_DATA_ELEMENT_ID) ?? {};
  if (data.session) queryClient.setQueryData(sessionQuery.queryKey, data.session);
  if (data.feed) queryClient.setQueryData(feedQuery.queryKey, { pages: [data.feed], pageParams: [undefined] });
  if (data.stories) queryClient.setQueryData(storiesQuery.queryKey, data.stories);
  if (data.promotions) queryClient.setQueryData(promotionsQuery.queryKey, data.promotions);

  void queryClient.prefetchQuery(sessionQuery);
  if (!opensOnFeed(pathname)) return;
  void queryClient.prefetchInfiniteQuery(feedQuery);
  void queryClient.prefetchQuery(storiesQuery);
  void queryClient.prefetchQuery(promotionsQuery);
}
