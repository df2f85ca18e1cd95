import type { Role } from '@portmarin/shared';
import { isStaff } from '../lib/roles.ts';

/**
 * Content a moderator hid (`hidden_at` set) is readable only by its author and by moderators and
 * admins; for everyone else, visitors included, it does not exist. Every read path asks here,
 * so the rule is written once.
 */

/**
 * A kind of content a moderator can hide (`hidden_at` set on its table), as its module declares it
 * (lib/app-module.ts). Besides moderators, only its owner still reads a hidden row: `owner` is the
 * SQL condition "the row `alias` is the reader `viewer`'s" (`viewer` is a SQL parameter such as `$2`).
 */
export type HiddenKind = {
  kind: string;
  /** Unquoted (`user`). */
  table: string;
  owner: (alias: string, viewer: string) => string;
};

/** Who reads: a signed-in resident's id and role, or null for a visitor. */
export type Reader = { id: string; role: Role } | null;

/**
 * The reader as a query sees them: `param` is the SQL parameter holding their id (`$3`), null for a
 * visitor; a moderator reads everything. PostgreSQL refuses a parameter no statement uses, so a
 * query passes the id only where it needs it (`sqlReader`) or reuses the one it has (`readerAt`).
 */
export type SqlReader = { param: string | null; moderator: boolean };

/** `reader`, their id added as a parameter by `add` only when the condition uses it. */
export function sqlReader(reader: Reader, add: (value: unknown) => string): SqlReader {
  if (!reader) return { param: null, moderator: false };
  if (isStaff(reader)) return { param: null, moderator: true };
  return { param: add(reader.id), moderator: false };
}

/** `reader`, whose id the query already holds in `param` (ignored for a visitor). */
export function readerAt(reader: Reader, param: string): SqlReader {
  return { param: reader ? param : null, moderator: isStaff(reader) };
}

/** A visitor: no session, so only what nobody hid. */
export const VISITOR: SqlReader = { param: null, moderator: false };

/** Writes (liking, commenting, joining, following, messaging…) reach only content nobody hid. */
export const WRITER: SqlReader = { param: null, moderator: false };

/** Each hidden kind's owner rule, from the modules' declarations (`useHiddenKinds`, at the app's start). */
const owners = new Map<string, HiddenKind['owner']>();

/**
 * The kinds of content moderators can hide, as the modules declare them (app.ts passes every
 * module's `hides`). A kind declared twice is a mistake that stops the start.
 */
export function useHiddenKinds(kinds: readonly HiddenKind[]): void {
  const seen = new Set<string>();
  for (const { kind } of kinds) {
    if (seen.has(kind)) throw new Error(`the hidden kind '${kind}' is declared twice`);
    seen.add(kind);
  }
  owners.clear();
  for (const { kind, owner } of kinds) owners.set(kind, owner);
}

/** The reader who may read a hidden row of each kind besides moderators: its author or owner. */
export function ownedBy(kind: string, alias: string, viewer: string): string {
  const owner = owners.get(kind);
  if (!owner) throw new Error(`no module declares the hidden kind '${kind}'`);
  return owner(alias, viewer);
}

/**
 * The SQL condition "the row `alias` of this kind is readable by `reader`":
 * `(alias.hidden_at is null or <reader owns it>)`, `true` for a moderator, and just
 * `alias.hidden_at is null` for a visitor (cheap: the column is nearly always null).
 */
export function notHidden(kind: string, alias: string, reader: SqlReader): string {
  if (reader.moderator) return 'true';
  if (!reader.param) return `${alias}.hidden_at is null`;
  return `(${alias}.hidden_at is null or ${ownedBy(kind, alias, reader.param)})`;
}

/** The select expression telling the author that a row is hidden: `alias.hidden_at is not null`. */
export const hiddenFlag = (alias: string): string => `${alias}.hidden_at is not null`;
