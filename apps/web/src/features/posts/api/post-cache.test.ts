import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { makePost } from '@/test/fixtures';
import { removePostFromCaches, updatePostInCaches } from './post-cache';

describe('post caches', () => {
  it('updates a post wherever it is cached and drops it on deletion', () => {
    const client = new QueryClient();
    const a = makePost({ id: 'a' });
    const b = makePost({ id: 'b' });
    client.setQueryData(['posts', 'feed'], { pages: [{ posts: [a, b], nextCursor: null }], pageParams: [undefined] });
    client.setQueryData(['posts', 'detail', 'a'], a);
    client.setQueryData(['profile', 'yann', 'posts'], { posts: [a], nextCursor: null });
    const untouched = { count: 1 };
    client.setQueryData(['other'], untouched);

    updatePostInCaches(client, 'a', (p) => ({ ...p, likesCount: 10 }));
    expect(client.getQueryData<{ likesCount: number }>(['posts', 'detail', 'a'])!.likesCount).toBe(10);
    expect(client.getQueryData(['profile', 'yann', 'posts'])).toMatchObject({ posts: [{ id: 'a', likesCount: 10 }] });
    expect(client.getQueryData(['other'])).toBe(untouched);

    removePostFromCaches(client, 'a');
    expect(client.getQueryData(['posts', 'feed'])).toMatchObject({ pages: [{ posts: [{ id: 'b' }] }] });
    expect(client.getQueryData(['profile', 'yann', 'posts'])).toMatchObject({ posts: [] });
    expect(client.getQueryData(['posts', 'detail', 'a'])).toBeUndefined();
  });
});
