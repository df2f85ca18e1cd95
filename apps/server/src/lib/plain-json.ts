/**
 * The serializer of routes whose answer is built field by field from typed SQL rows (the feed, the
 * community lists): checking it again with zod on the way out only costs time (measured: about 3×
 * JSON.stringify for a 20-post page, see bench/feed.ts and bench/community-lists.ts). The response
 * schema still types the handler and documents the route.
 */
export const plainJson = () => (data: unknown) => JSON.stringify(data);
