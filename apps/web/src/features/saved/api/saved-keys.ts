import type { SavedKind, SavedTab } from '@portmarin/shared';

/**
 * Query keys of saved items, shared by the bookmark button and the /saved screen: a bookmark
 * added or removed anywhere reloads the lists under 'saved'.
 */
export const savedKeys = {
  all: ['saved'] as const,
  lists: ['saved', 'list'] as const,
  list: (tab: SavedTab) => ['saved', 'list', tab] as const,
  state: (kind: SavedKind, id: string) => ['saved', 'state', kind, id] as const,
};
