/**
 * Query keys of the posts cache, shared by every screen that shows posts (feed, single post,
 * profiles, search) so that a like, a comment, an edit or a deletion reaches all of them.
 */
export const postKeys = {
  all: ['posts'] as const,
  feed: ['posts', 'feed'] as const,
  detail: (id: string) => ['posts', 'detail', id] as const,
  comments: (id: string) => ['posts', 'comments', id] as const,
};
