/** The cache keys of the business pages feature. */
export const businessPageKeys = {
  all: ['business-pages'] as const,
  list: ['business-pages', 'list'] as const,
  page: (id: string) => ['business-pages', 'page', id] as const,
  posts: (id: string) => ['business-pages', 'posts', id] as const,
  photos: (id: string) => ['business-pages', 'photos', id] as const,
};
