/** Every moderation query starts with 'moderation': one invalidation reloads the queue and the log. */
export const moderationKeys = {
  all: ['moderation'] as const,
  queue: ['moderation', 'queue'] as const,
  log: ['moderation', 'log'] as const,
};

/** `?cursor=…` when there is one. */
export const cursorQuery = (cursor: string | null) => (cursor ? `?cursor=${encodeURIComponent(cursor)}` : '');
