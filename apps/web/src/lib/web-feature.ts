import type { NotificationType, SavedItem, SavedKind, SearchKind, SearchResults } from '@portmarin/shared';
import type { LucideIcon } from 'lucide-react';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/** What a declaration may need of the town: the assistant's route and tile are named after it. */
export type TownNames = { slug: string; productName: string };

/** A tile of the hub (the menu's « Services et rubriques », the search's « Rubriques »). */
export type HubEntry = { label: string; description: string; to: string; icon: LucideIcon };

/** One result of the search dialog as a row: where it leads, its name and one line about it. */
export type SearchRow = { id: string; to: string; label: string; detail: string };

/**
 * A search kind's section in the search dialog: its heading and, for a kind shown as rows (not the
 * residents' or the posts' own), its rows' icon and how a result becomes a row.
 */
export type SearchSection = {
  [K in SearchKind]: {
    kind: K;
    title: string;
    rows?: { icon: LucideIcon; of: (found: SearchResults[K]) => SearchRow[] };
  };
}[SearchKind];

/**
 * How a notification of a type is shown: its badge, and whom it comes from when no resident sent it
 * (the town hall's carry its mark rather than an empty avatar).
 */
export type NotificationShape = { icon: LucideIcon; from?: 'townHall' };

/**
 * How a saved item of a kind is shown on its card (features/saved): its kind's label, what it
 * leads to, its picture (or the kind's icon) and its lines of details.
 */
export type SavedShape = {
  [K in SavedKind]: {
    kind: K;
    label: string;
    icon: LucideIcon;
    target: (item: Extract<SavedItem, { kind: K }>) => { id: string; title: string; path: string };
    picture: (item: Extract<SavedItem, { kind: K }>) => string | null;
    Details: ComponentType<{ item: Extract<SavedItem, { kind: K }> }>;
  };
}[SavedKind];

/**
 * What a feature shows in the screens other features own (the hub…). It loads on demand, with the
 * first screen that needs it, so that the icons and texts stay out of the feed's first download.
 */
export type FeatureParts = {
  /** Its tiles of the hub, in their order. */
  hub?: (town: TownNames) => HubEntry[];
  /** Its sections of the search dialog, one per search kind it owns. */
  search?: SearchSection[];
  /** How a notification of each type it sends is shown. */
  notifications?: Partial<Record<NotificationType, NotificationShape>>;
  /** How a saved item of each kind it owns is shown. */
  saved?: SavedShape[];
};

/** A feature's card on the visitors' home: its place (1 first) and its component, loaded with the home. */
export type VisitorHomePart = { position: number; load: () => Promise<ComponentType> };

/**
 * A feature's part of /moderation: the reports' queue or the admins' log (one feature each), or a
 * list under « À valider » (in its position), loaded with the screen.
 */
export type ModerationPart = {
  slot: 'queue' | 'log' | 'pending';
  position?: number;
  load: () => Promise<ComponentType>;
};

/**
 * A web feature's description of itself, exported by its `feature.ts` and listed once in
 * `features/index.ts`: the router and the hub are built from that list (ordered by `orderFeatures`).
 */
export type WebFeature = {
  /** Its folder's name under `src/features/`. */
  name: string;
  /** Where its tiles stand in the hub (smaller first; spaced, so that a new one slots in): set when its parts hold tiles. */
  hubPosition?: number;
  /**
   * Its screens: paths from `config/paths.ts`, components loaded on demand (`screen`). `slug`: the
   * town's, for a path named after it.
   */
  routes?: (slug: string) => RouteObject[];
  /**
   * The paths of its screens that `config/paths.ts` does not list (a feature added later keeps its
   * own), walked by the every-screen e2e like the others.
   */
  paths?: Record<string, string | ((id: string) => string)>;
  /** For each of `paths` taking an id, the list the e2e walk reads a seeded id from: `api` answers `{ [list]: [{ id }] }`. */
  seededIds?: Record<string, { api: string; list: string }>;
  /** Its parts of other features' screens, loaded on demand (`() => import('./parts')`). */
  parts?: () => Promise<FeatureParts>;
  /** Its card on the visitors' home, if it has one. */
  visitorHome?: VisitorHomePart;
  /** Its parts of the moderators' screen. */
  moderation?: ModerationPart[];
};

/**
 * The features in the app's order: those with hub tiles by their `hubPosition`, then the others by
 * name, so that the list (one line each, in any order) gives one order. The hub's tiles follow it.
 */
export function orderFeatures(features: readonly WebFeature[]): WebFeature[] {
  const place = (feature: WebFeature) => feature.hubPosition ?? Number.POSITIVE_INFINITY;
  return [...features].sort((a, b) => place(a) - place(b) || a.name.localeCompare(b.name));
}

let registered: readonly WebFeature[] = [];
let loading: Promise<readonly FeatureParts[]> | undefined;
let loaded: readonly FeatureParts[] | undefined;

/** src/app passes the list in at start (shared rooms never import a feature). */
export function registerFeatures(features: readonly WebFeature[]) {
  registered = features;
  loading = undefined;
  loaded = undefined;
}

/** Every feature's parts, in the list's order: a screen that shows them awaits this before it draws. */
export function loadFeatureParts(): Promise<readonly FeatureParts[]> {
  loading ??= Promise.all(registered.map((feature) => feature.parts?.() ?? {})).then((parts) => (loaded = parts));
  return loading;
}

/** The loaded parts; the screens that show them are reached through `screen`, which loads them first. */
export function featureParts(): readonly FeatureParts[] {
  if (!loaded) throw new Error('The features’ parts are read before loadFeatureParts() resolved.');
  return loaded;
}

/** The hub's tiles, in the order of the features' list. */
export function hubEntries(town: TownNames): HubEntry[] {
  return featureParts().flatMap((parts) => parts.hub?.(town) ?? []);
}

/** Each search kind's section, as its feature declares it. */
export function searchSection<K extends SearchKind>(kind: K): Extract<SearchSection, { kind: K }> | undefined {
  const section = featureParts()
    .flatMap((parts) => parts.search ?? [])
    .find((candidate) => candidate.kind === kind);
  return section as Extract<SearchSection, { kind: K }> | undefined;
}

/** How a notification of `type` is shown, as the feature that sends it declares. */
export function notificationShape(type: NotificationType): NotificationShape | undefined {
  return featureParts().find((parts) => parts.notifications?.[type])?.notifications?.[type];
}

/** How a saved item of `kind` is shown, as the feature that owns the kind declares. */
export function savedShape<K extends SavedKind>(kind: K): Extract<SavedShape, { kind: K }> | undefined {
  const shape = featureParts()
    .flatMap((parts) => parts.saved ?? [])
    .find((candidate) => candidate.kind === kind);
  return shape as Extract<SavedShape, { kind: K }> | undefined;
}

/**
 * A screen loaded on demand: the route's component from its module, with the features' parts
 * (fetched side by side with it, once).
 */
export function screen<M extends Record<K, ComponentType>, K extends keyof M>(load: () => Promise<M>, name: K) {
  return async () => {
    const [module] = await Promise.all([load(), loadFeatureParts()]);
    return { Component: module[name] };
  };
}
