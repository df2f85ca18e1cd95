import { z } from 'zod';
import { SAVED_ITEMS, SAVED_KINDS } from './kinds.ts';
import { PageQuery } from './posts.schemas.ts';
import { Text } from './text.schemas.ts';

/** The savable kinds, declared by their features (kinds.ts). */
export const SavedKind = z.enum(SAVED_KINDS, 'Type d’élément inconnu.');
export type SavedKind = z.infer<typeof SavedKind>;

/** The spec's tabs all, posts, videos, events; videos are saved posts with a video. */
export const SAVED_TABS = ['all', 'posts', 'videos', 'events'] as const;
export const SavedTab = z.enum(SAVED_TABS, 'Onglet inconnu.');
export type SavedTab = z.infer<typeof SavedTab>;

export const SavedTargetParams = z.object({
  kind: SavedKind,
  id: z.uuid('Identifiant invalide.'),
});
export type SavedTargetParams = z.infer<typeof SavedTargetParams>;

export const SavedQuery = PageQuery.extend({ tab: SavedTab.default('all') });
export type SavedQuery = z.infer<typeof SavedQuery>;

/** At most one page of cards at once. */
export const SAVED_IDS_MAX = 50;

/** `GET /api/saved/ids?kind=event&ids=a,b`: which of these ids the resident saved. */
export const SavedIdsQuery = z.object({
  kind: SavedKind,
  ids: Text.max(SAVED_IDS_MAX * 37, 'Trop d’identifiants.')
    .transform((value) => [...new Set(value.split(',').filter(Boolean))])
    .pipe(
      z
        .array(z.uuid('Identifiant invalide.'))
        .min(1, 'Au moins un identifiant.')
        .max(SAVED_IDS_MAX, `Au plus ${SAVED_IDS_MAX} identifiants.`),
    ),
});
export type SavedIdsQuery = z.infer<typeof SavedIdsQuery>;

export const SavedIds = z.object({ ids: z.array(z.uuid()) });
export type SavedIds = z.infer<typeof SavedIds>;

export const SavedState = z.object({ saved: z.boolean() });
export type SavedState = z.infer<typeof SavedState>;

/** One saved item of each savable kind: its schema is declared with the kind (`savable.item`). */
export const SavedItem = z.discriminatedUnion('kind', SAVED_ITEMS);
export type SavedItem = z.infer<typeof SavedItem>;

export const SavedPage = z.object({ items: z.array(SavedItem), nextCursor: z.string().nullable() });
export type SavedPage = z.infer<typeof SavedPage>;
