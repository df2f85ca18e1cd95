/**
 * What a feature tells the contract about its content kinds (post, listing, event…), declared once
 * in its own shared file. The lists of report targets, search kinds, saved kinds, notification types
 * and upload kinds are derived from these declarations (kinds.ts); nothing else spells them.
 * This file imports nothing, so every feature's file can use it without an evaluation cycle.
 */

/** One content kind and what residents may do with it. */
export type ContentKind = {
  /** Its one name, singular kebab-case: the value in SQL, the API and the code (`business-page`). */
  readonly name: string;
  /** What residents call one, in French (accessible names, the moderators' queue). */
  readonly label: string;
  /** Residents may « Signaler » one (content-reports). */
  readonly reportable?: boolean;
  /**
   * The top bar's search finds them: the key of their section in the results, its place in the
   * order of the sections (smaller first), how many results the first screen shows and the zod
   * schema of one result (search.schemas.ts gathers them).
   */
  readonly search?: {
    readonly section: string;
    readonly order: number;
    readonly firstPage: number;
    readonly result: unknown;
  };
  /** Residents may bookmark one (saved): the zod schema of its saved item (saved.schemas.ts unites them). */
  readonly savable?: { readonly item: unknown };
  /** The notification types it sends. */
  readonly notifications?: readonly string[];
  /** The upload kinds (image formats) its photos are taken as. */
  readonly uploads?: readonly string[];
};

/** A feature's declaration: its kinds, and what it sends or takes apart from any kind. */
export type FeatureKinds = {
  /** The feature's one name: its server module, its web feature, its shared file. */
  readonly feature: string;
  readonly kinds: readonly ContentKind[];
  /** Notification types that are about no content kind of its own (a friend request, a warning). */
  readonly notifications?: readonly string[];
  /** Upload kinds that are no content kind's (a profile's avatar and cover). */
  readonly uploads?: readonly string[];
  /** Its API error codes, HTTP status and French message (errors.ts adds them to `ERRORS`). */
  readonly errors?: { readonly [code: string]: { readonly status: number; readonly message: string } };
};

/** How kinds.ts tells a declaration from the other exports of the features' files. */
export const KINDS_DECLARATION: unique symbol = Symbol('kinds declaration');

export type KindsDeclaration = FeatureKinds & { readonly [KINDS_DECLARATION]: true };

/**
 * A feature's kinds, exported from its shared file as `<feature>Kinds`: `const` keeps each name a
 * literal, so the derived zod enums and their types list exactly the declared values.
 */
export function declareKinds<const D extends FeatureKinds>(declaration: D): D & { readonly [KINDS_DECLARATION]: true } {
  return Object.freeze({ ...declaration, [KINDS_DECLARATION]: true as const });
}

export function isKindsDeclaration(value: unknown): value is KindsDeclaration {
  return typeof value === 'object' && value !== null && KINDS_DECLARATION in value;
}
