import type { Post } from '@portmarin/shared';
import type { QueryClient } from '@tanstack/react-query';
import { postKeys } from './post-keys';

const MAX_DEPTH = 6;

function isPost(value: unknown): value is Post {
  if (!value || typeof value !== 'object') return false;
  const candidate = value as Partial<Post>;
  return (
    typeof candidate.id === 'string' &&
    typeof candidate.content === 'string' &&
    typeof candidate.likesCount === 'number' &&
    typeof candidate.author === 'object'
  );
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype;
}

/**
 * Returns `value` with the post `id` replaced by `update(post)` wherever it appears (a post, a
 * page of posts, infinite pages…); `null` drops it from the arrays holding it. Untouched branches
 * keep their identity so unrelated queries do not re-render.
 */
export function mapPosts(value: unknown, id: string, update: (post: Post) => Post | null, depth = 0): unknown {
  if (depth > MAX_DEPTH) return value;
  if (isPost(value)) {
    if (value.id !== id) return value;
    return update(value) ?? value;
  }
  if (Array.isArray(value)) {
    let changed = false;
    const next: unknown[] = [];
    for (const item of value) {
      const mapped = isPost(item) && item.id === id ? update(item) : mapPosts(item, id, update, depth + 1);
      if (mapped !== item) changed = true;
      if (mapped !== null) next.push(mapped);
    }
    return changed ? next : value;
  }
  if (isPlainObject(value)) {
    let changed = false;
    const next: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      const mapped = mapPosts(item, id, update, depth + 1);
      if (mapped !== item) changed = true;
      next[key] = mapped;
    }
    return changed ? next : value;
  }
  return value;
}

/** Applies a change of one post to every cached query that holds it (feed, post, profile, search). */
export function updatePostInCaches(queryClient: QueryClient, id: string, update: (post: Post) => Post | null): void {
  for (const query of queryClient.getQueryCache().getAll()) {
    const data = query.state.data;
    if (data === undefined) continue;
    const next = mapPosts(data, id, update);
    if (next !== data) queryClient.setQueryData(query.queryKey, next);
  }
}

/** A deleted post leaves every list at once; its own queries are dropped. */
export function removePostFromCaches(queryClient: QueryClient, id: string): void {
  updatePostInCaches(queryClient, id, () => null);
  queryClient.removeQueries({ queryKey: postKeys.detail(id) });
  queryClient.removeQueries({ queryKey: postKeys.comments(id) });
}
