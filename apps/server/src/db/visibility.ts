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
 * Who besides moderators still reads a hidden row of each kind: the owner rules of the app's
 * modules (their `hides`), built once per app (`app.visibility`), so two apps never share them.
 */
export type Visibility = {
  /** The SQL condition "the row `alias` of this kind is the reader `viewer`'s" (its author or owner). */
  ownedBy(kind: string, alias: string, viewer: string): string;
};

/** The rules of these hidden kinds (app.ts passes every module's `hides`). A kind declared twice stops the start. */
export function visibility(kinds: readonly HiddenKind[]): Visibility {
  const owners = new Map<string, HiddenKind['owner']>();
  for (const { kind, owner } of kinds) {
    if (owners.has(kind)) throw new Error(`the hidden kind '${kind}' is declared twice`);
    owners.set(kind, owner);
  }
  return {
    ownedBy(kind, alias, viewer) {
      const owner = owners.get(kind);
      if (!owner) throw new Error(`no module declares the hidden kind '${kind}'`);
      return owner(alias, viewer);
    },
  };
}

/**
 * The reader as a query sees them: `param` is the SQL parameter holding their id (`$3`), null for a
 * visitor; a moderator reads everything. PostgreSQL refuses a parameter no statement uses, so a
 * query passes the id only where it needs it (`sqlReader`) or reuses the one it has (`readerAt`).
 * A resident's reader carries the app's owner rules, which their own hidden rows are read by.
 */
export type SqlReader =
  { param: null; moderator: boolean } | { param: string; moderator: boolean; visibility: Visibility };

/** `reader`, their id added as a parameter by `add` only when the condition uses it. */
export function sqlReader(reader: Reader, add: (value: unknown) => string, visibility: Visibility): SqlReader {
  if (!reader) return { param: null, moderator: false };
  if (isStaff(reader)) return { param: null, moderator: true };
  return { param: add(reader.id), moderator: false, visibility };
}

/** `reader`, whose id the query already holds in `param` (ignored for a visitor). */
export function readerAt(reader: Reader, param: string, visibility: Visibility): SqlReader {
  return reader ? { param, moderator: isStaff(reader), visibility } : { param: null, moderator: false };
}

/** A visitor: no session, so only what nobody hid. */
export const VISITOR: SqlReader = { param: null, moderator: false };

/** Writes (liking, commenting, joining, following, messaging…) reach only content nobody hid. */
export const WRITER: SqlReader = { param: null, moderator: false };

/**
 * The SQL condition "the row `alias` of this kind is readable by `reader`":
 * `(alias.hidden_at is null or <reader owns it>)`, `true` for a moderator, and just
 * `alias.hidden_at is null` for a visitor (cheap: the column is nearly always null).
 */
export function notHidden(kind: string, alias: string, reader: SqlReader): string {
  if (reader.moderator) return 'true';
  if (!reader.param) return `${alias}.hidden_at is null`;
  return `(${alias}.hidden_at is null or ${reader.visibility.ownedBy(kind, alias, reader.param)})`;
}

/** The select expression telling the author that a row is hidden: `alias.hidden_at is not null`. */
export const hiddenFlag = (alias: string): string => `${alias}.hidden_at is not null`;
