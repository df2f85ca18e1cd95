import type { FeedPage, MeResponse, PromotionsResponse, StoriesResponse } from '@portmarin/shared';
import type { QueryClient } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { feedQuery } from '@/features/feed/api/list-feed';
import { promotionsQuery } from '@/features/promotions/api/list-promotions';
import { storiesQuery } from '@/features/stories/api/list-stories';
import { sessionQuery } from '@/lib/auth';

/** The API's answers the server puts in the page at /feed (apps/server/src/plugins/first-screen.ts). */
type InitialData = Partial<{
  session: MeResponse;
  feed: FeedPage;
  stories: StoriesResponse;
  promotions: PromotionsResponse;
}>;

function readInitialData(): InitialData {
  const block = document.getElementById('initial-data');
  if (!block?.textContent) return {};
  try {
    return JSON.parse(block.textContent) as InitialData;
  } catch {
    return {};
  }
}

/** Puts the page's answers in the cache: the feed draws without waiting for its four requests. */
export function seedFirstScreen(queryClient: QueryClient): void {
  const data = readInitialData();
  if (data.session) queryClient.setQueryData(sessionQuery.queryKey, data.session);
  if (data.feed) queryClient.setQueryData(feedQuery.queryKey, { pages: [data.feed], pageParams: [undefined] });
  if (data.stories) queryClient.setQueryData(storiesQuery.queryKey, data.stories);
  if (data.promotions) queryClient.setQueryData(promotionsQuery.queryKey, data.promotions);
}

/** The feed's screen is the first one at /feed and at / (which leads there). */
export function opensOnFeed(pathname: string): boolean {
  return pathname === paths.feed || pathname === paths.home;
}

/**
 * On a cold start at /feed the screen's four requests start together with the first render,
 * instead of once the route's chunk has loaded. What the page already carries (seedFirstScreen)
 * is fresh, so it is not asked again.
 */
export function prefetchFeed(queryClient: QueryClient, pathname: string): void {
  void queryClient.prefetchQuery(sessionQuery);
  if (!opensOnFeed(pathname)) return;
  void queryClient.prefetchInfiniteQuery(feedQuery);
  void queryClient.prefetchQuery(storiesQuery);
  void queryClient.prefetchQuery(promotionsQuery);
}

/** The screen's code, asked in a task of its own: the module preloads it adds take a phone ~20 ms. */
export function preloadFeedRoute(pathname: string): void {
  if (opensOnFeed(pathname)) void import('./feed-route');
}
