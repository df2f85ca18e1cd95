// @vitest-environment jsdom
import { INITIAL_DATA_ELEMENT_ID } from '@portmarin/shared/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makePost } from '@/test/fixtures';
import { feedQuery } from '@/features/posts';
import { promotionsQuery } from '@/features/promotions';
import { storiesQuery } from '@/features/stories';
import { sessionQuery } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { seedFirstScreen } from './first-screen';

function pageWith(json: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = INITIAL_DATA_ELEMENT_ID;
  block.textContent = json;
  document.head.append(block);
}

describe('seedFirstScreen', () => {
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
    seedFirstScreen(client);

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

  it('leaves the cache empty without a block or with an unreadable one', () => {
    const client = createQueryClient();
    seedFirstScreen(client);
    pageWith('{pas du json');
    seedFirstScreen(client);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});
