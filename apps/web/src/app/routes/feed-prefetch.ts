import type { QueryClient } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { feedQuery } from '@/features/feed/api/list-feed';
import { promotionsQuery } from '@/features/promotions/api/list-promotions';
import { storiesQuery } from '@/features/stories/api/list-stories';
import { sessionQuery } from '@/lib/auth';

/**
 * On a cold start at /feed (or /, which leads there) the screen's code and its four requests start
 * together with the first render, instead of one after the other once the route's chunk has loaded.
 */
export function prefetchFeed(queryClient: QueryClient, pathname: string): void {
  void queryClient.prefetchQuery(sessionQuery);
  if (pathname !== paths.feed && pathname !== paths.home) return;
  void import('./feed-route');
  void queryClient.prefetchInfiniteQuery(feedQuery);
  void queryClient.prefetchQuery(storiesQuery);
  void queryClient.prefetchQuery(promotionsQuery);
}
