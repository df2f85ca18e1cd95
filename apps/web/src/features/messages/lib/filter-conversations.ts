import type { ConversationSummary } from '@portmarin/shared';
import { normalizeForSearch } from '@/lib/search';

/**
 * Spec: the search box filters conversations by name, case-insensitively (accents are ignored too).
 * A conversation matches on its title, its business page's name or any member's name or username.
 */
export function filterConversations(
  conversations: readonly ConversationSummary[],
  query: string,
): ConversationSummary[] {
  const needle = normalizeForSearch(query.trim());
  if (!needle) return [...conversations];
  return conversations.filter((c) =>
    [c.title, c.businessPage?.name ?? '', ...c.members.flatMap((m) => [m.name ?? '', m.username ?? ''])].some((name) =>
      normalizeForSearch(name).includes(needle),
    ),
  );
}

/** Newest activity first (the server's order, kept when the cache is patched). */
export function sortByActivity(conversations: readonly ConversationSummary[]): ConversationSummary[] {
  return [...conversations].sort((a, b) => Date.parse(b.lastActivityAt) - Date.parse(a.lastActivityAt));
}
