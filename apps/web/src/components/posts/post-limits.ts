/**
 * Limits of packages/shared (posts.schemas.ts, uploads.schemas.ts), repeated here because a value
 * import from there brings zod into the feed's chunk; post-limits.test.ts keeps them equal.
 */
export const POST_MAX_LENGTH = 5000;
export const COMMENT_MAX_LENGTH = 2000;
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
