import { isKindsDeclaration, type ContentKind, type KindsDeclaration } from './content-kind.ts';
import * as features from './features.ts';

/**
 * The lists of kinds, derived from the features' declarations (`declareKinds` in each feature's
 * shared file, gathered through features.ts). A file that uses these lists is never one of
 * features.ts's, or evaluating it would need itself (kinds.test.ts walks the imports).
 */

/**
 * Declarations are read by their export's name, `<feature>Kinds`, never by the type of every export:
 * a feature's file may type its exports with `ErrorCode`, which is derived from these declarations.
 */
type DeclarationExports = {
  [K in keyof typeof features as K extends `${string}Kinds` ? K : never]: (typeof features)[K];
};
type Declarations = Extract<DeclarationExports[keyof DeclarationExports], KindsDeclaration>;
type DeclaredKind = Declarations['kinds'][number];

/** Names of the declared kinds that have `flag`, as a literal union. */
type KindsWith<Flag extends keyof ContentKind> = Extract<DeclaredKind, { readonly [F in Flag]: true | object }>['name'];
type Listed<K extends 'notifications' | 'uploads'> =
  | Extract<Declarations, { readonly [F in K]: readonly string[] }>[K][number]
  | Extract<DeclaredKind, { readonly [F in K]: readonly string[] }>[K][number];

export type ContentKindName = DeclaredKind['name'];
export type ReportTargetName = KindsWith<'reportable'>;
export type SearchKindName = Extract<DeclaredKind, { readonly search: object }>['search']['section'];
export type SavedKindName = KindsWith<'savable'>;
export type NotificationTypeName = Listed<'notifications'>;
export type UploadKindName = Listed<'uploads'>;

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;
/** The error codes the features declare, each with its literal status and message. */
export type DeclaredErrors = UnionToIntersection<Extract<Declarations, { readonly errors: object }>['errors']>;
/** The zod schemas of the savable kinds' items, as a union. */
export type DeclaredSavedItem = Extract<DeclaredKind, { readonly savable: object }>['savable']['item'];
/** Each search section with the schema of one of its results. */
export type DeclaredSearchResults = {
  [
    K in Extract<DeclaredKind, { readonly search: { readonly result: object } }> as K['search']['section']
  ]: K['search']['result'];
};

/** Every feature's declaration, by feature name. */
export const KIND_DECLARATIONS: readonly KindsDeclaration[] = Object.entries(features as Record<string, unknown>)
  .flatMap(([name, value]) => {
    if (!isKindsDeclaration(value)) return [];
    // The derived types read the exports named so: another name would leave its kinds out of them.
    if (!name.endsWith('Kinds')) throw new Error(`the kinds declaration '${name}' must be exported as <feature>Kinds`);
    return [value];
  })
  .sort((a, b) => a.feature.localeCompare(b.feature));

/** Every content kind, each once, with the feature that declares it. */
export const CONTENT_KINDS: ReadonlyArray<ContentKind & { readonly feature: string }> = KIND_DECLARATIONS.flatMap(
  (declaration) => declaration.kinds.map((kind) => ({ ...kind, feature: declaration.feature })),
);

/** The value of `list` declared twice, if any (a kind, a section, a type…). */
function twice(values: readonly string[]): string | undefined {
  return values.find((value, i) => values.indexOf(value) !== i);
}

const doubled =
  twice(KIND_DECLARATIONS.map((d) => d.feature)) ??
  twice(CONTENT_KINDS.map((k) => k.name)) ??
  twice(CONTENT_KINDS.flatMap((k) => (k.search ? [k.search.section] : []))) ??
  twice(
    KIND_DECLARATIONS.flatMap((d) => [...(d.notifications ?? []), ...d.kinds.flatMap((k) => k.notifications ?? [])]),
  ) ??
  twice(KIND_DECLARATIONS.flatMap((d) => Object.keys(d.errors ?? {})));
// A name declared twice would make two features answer for one value: the contract refuses to load.
if (doubled !== undefined) throw new Error(`'${doubled}' is declared twice in the kinds of packages/shared`);

type NonEmpty<T> = readonly [T, ...T[]];
const nonEmpty = <T>(values: T[]): NonEmpty<T> => values as unknown as NonEmpty<T>;

/** Every kind a resident can « Signaler » (issues 18 and 19). */
export const REPORT_TARGET_TYPES = nonEmpty(
  CONTENT_KINDS.filter((k) => k.reportable).map((k) => k.name as ReportTargetName),
);

/** What the reported thing is called, for accessible names and the moderators' queue. */
export const REPORT_TARGET_LABELS = Object.fromEntries(
  CONTENT_KINDS.filter((k) => k.reportable).map((k) => [k.name, k.label]),
) as Record<ReportTargetName, string>;

const searchable = CONTENT_KINDS.flatMap((k) => (k.search ? [k.search] : [])).sort((a, b) => a.order - b.order);

/** What the top-bar search finds, in the order the results are shown. */
export const SEARCH_KINDS = nonEmpty(searchable.map((s) => s.section as SearchKindName));

/** Results per kind when every kind is asked at once (the dialog's first screen). */
export const SEARCH_FIRST_PAGE = Object.fromEntries(searchable.map((s) => [s.section, s.firstPage])) as Record<
  SearchKindName,
  number
>;

/** What a resident can bookmark (spec 2, "Saved items"). */
export const SAVED_KINDS = nonEmpty(CONTENT_KINDS.filter((k) => k.savable).map((k) => k.name as SavedKindName));

/** The savable kinds' item schemas, in the order of SAVED_KINDS (saved.schemas.ts unites them). */
export const SAVED_ITEMS = nonEmpty(
  CONTENT_KINDS.flatMap((k) => (k.savable ? [k.savable.item as DeclaredSavedItem] : [])),
);

/** The result schemas the searchable kinds declare, by section (search.schemas.ts names them). */
export const DECLARED_SEARCH_RESULTS = Object.fromEntries(
  searchable.map((s) => [s.section, s.result]),
) as DeclaredSearchResults;

/** The error codes the features declare (errors.ts adds them to `ERRORS`). */
export const DECLARED_ERRORS = Object.assign({}, ...KIND_DECLARATIONS.map((d) => d.errors ?? {})) as DeclaredErrors;

/** Every notification type, each sent by one feature. */
export const NOTIFICATION_TYPES = nonEmpty(
  KIND_DECLARATIONS.flatMap((d) => [
    ...(d.notifications ?? []),
    ...d.kinds.flatMap((k) => k.notifications ?? []),
  ]) as NotificationTypeName[],
);

/** Every upload kind (image format), taken by one feature or more. */
export const UPLOAD_KINDS = nonEmpty([
  ...new Set(KIND_DECLARATIONS.flatMap((d) => [...(d.uploads ?? []), ...d.kinds.flatMap((k) => k.uploads ?? [])])),
] as UploadKindName[]);
