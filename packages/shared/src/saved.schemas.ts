import { z } from 'zod';
import { SAVED_KINDS } from './kinds.ts';
import { SavedLostFound } from './lost-found.schemas.ts';
import { PricePeriod } from './marketplace.schemas.ts';
import { Post, PageQuery } from './posts.schemas.ts';
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

/** A saved event as its card shows it. */
export const SavedEvent = z.object({
  id: z.uuid(),
  title: z.string(),
  startsAt: z.string(),
  location: z.string(),
  imageUrl: z.string().nullable(),
  cancelled: z.boolean(),
});

/** A saved listing as its card shows it; its photo when the listing has one. */
export const SavedListing = z.object({
  id: z.uuid(),
  title: z.string(),
  priceCents: z.number().int().min(0),
  pricePeriod: PricePeriod,
  imageUrl: z.string().nullable(),
  /** Sold and withdrawn (inactive) listings stay saved, marked as such. */
  status: z.enum(['active', 'inactive', 'sold']),
});

/** A saved business page as its card shows it. */
export const SavedBusinessPage = z.object({
  id: z.uuid(),
  name: z.string(),
  category: z.string().nullable(),
  coverUrl: z.string().nullable(),
});

const savedAt = z.string();

export const SavedItem = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('post'), savedAt, post: Post }),
  z.object({ kind: z.literal('event'), savedAt, event: SavedEvent }),
  z.object({ kind: z.literal('listing'), savedAt, listing: SavedListing }),
  z.object({ kind: z.literal('business-page'), savedAt, businessPage: SavedBusinessPage }),
  z.object({ kind: z.literal('lost-found'), savedAt, lostFound: SavedLostFound }),
]);
export type SavedItem = z.infer<typeof SavedItem>;

export const SavedPage = z.object({ items: z.array(SavedItem), nextCursor: z.string().nullable() });
export type SavedPage = z.infer<typeof SavedPage>;
