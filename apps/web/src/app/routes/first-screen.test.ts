import { INITIAL_DATA_ELEMENT_ID } from '@portmarin/shared/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makePost } from '@/components/posts/test-utils';
import { feedQuery } from '@/features/feed/api/list-feed';
import { promotionsQuery } from '@/features/promotions/api/list-promotions';
import { storiesQuery } from '@/features/stories/api/list-stories';
import { sessionQuery } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { prefetchFirstScreen } from './first-screen';

function pageWith(json: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = INITIAL_DATA_ELEMENT_ID;
  block.textContent = json;
  document.head.append(block);
}

describe('prefetchFirstScreen', () => {
  afterEach(() => {
    document.getElementById(INITIAL_DATA_ELEMENT_ID)?.remove();
    vi.unstubAllGlobals();
  });

  it('fills the cache from the page, so the first screen asks the API for nothing', async () => {
    const post = makePost({ content: 'Marée basse à 14 h' });
    pageWith(
      JSON.stringify({
        session: { user: null },
        feed: { posts: [post], nextCursor: 'c1' },
        stories: { groups: [] },
        promotions: { promotions: [] },
      }),
    );
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const client = createQueryClient();
    prefetchFirstScreen(client, '/feed');

    expect(client.getQueryData(feedQuery.queryKey)).toEqual({
      pages: [{ posts: [post], nextCursor: 'c1' }],
      pageParams: [undefined],
    });
    await Promise.all([
      client.prefetchQuery(sessionQuery),
      client.prefetchInfiniteQuery(feedQuery),
      client.prefetchQuery(storiesQuery),
      client.prefetchQuery(promotionsQuery),
    ]);
    expect(fetch).not.toHaveBeenCalled();
    expect(client.getQueryData(sessionQuery.queryKey)).toEqual({ user: null });
    expect(client.getQueryData(promotionsQuery.queryKey)).toEqual({ promotions: [] });
  });

  it('seeds nothing without a block or with an unreadable one, and off the feed asks only the session', () => {
    const fetch = vi.fn(() => new Promise<Response>(() => {}));
    vi.stubGlobal('fetch', fetch);
    const client = createQueryClient();
    prefetchFirstScreen(client, '/menu');
    pageWith('{pas du json');
    prefetchFirstScreen(client, '/menu');
    expect(
      client
        .getQueryCache()
        .getAll()
        .map((query) => query.queryKey),
    ).toEqual([sessionQuery.queryKey]);
    expect(client.getQueryData(sessionQuery.queryKey)).toBeUndefined();
  });
});
