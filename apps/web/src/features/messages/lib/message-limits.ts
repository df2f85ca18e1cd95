/**
 * Limits of packages/shared (messages.schemas.ts), repeated here because a value import from there
 * brings zod into the messaging chunk; message-limits.test.ts keeps them equal.
 */
export const MESSAGE_MAX_LENGTH = 2000;
export const GROUP_MAX_PARTICIPANTS = 50;
