import type { Role } from '@portmarin/shared';
import { isStaff } from '../lib/roles.ts';

/**
 * Content a moderator hid (`hidden_at` set) is readable only by its author and by moderators and
 * admins; for everyone else, visitors included, it does not exist. Every read path asks here,
 * so the rule is written once.
 */

/** The kinds of content a moderator can hide, each with a `hidden_at` column. */
export type HiddenKind =
  | 'post'
  | 'comment'
  | 'message'
  | 'story'
  | 'review'
  | 'profile'
  | 'group'
  | 'businessPage'
  | 'business'
  | 'event'
  | 'listing';

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

/** The reader who may read a hidden row of each kind besides moderators: its author or owner. */
function ownedBy(kind: HiddenKind, alias: string, viewer: string): string {
  switch (kind) {
    case 'profile':
      return `${alias}.id = ${viewer}`;
    case 'group':
      return `exists(select 1 from group_members ga where ga.group_id = ${alias}.id and ga.user_id = ${viewer} and ga.role = 'admin')`;
    case 'businessPage':
    case 'business':
      return `${alias}.created_by = ${viewer}`;
    case 'message':
      return `${alias}.sender_id = ${viewer}`;
    case 'event':
      return `${alias}.organizer_id = ${viewer}`;
    case 'listing':
      return `${alias}.seller_id = ${viewer}`;
    default:
      return `${alias}.user_id = ${viewer}`;
  }
}

/**
 * The SQL condition "the row `alias` of this kind is readable by `reader`":
 * `(alias.hidden_at is null or <reader owns it>)`, `true` for a moderator, and just
 * `alias.hidden_at is null` for a visitor (cheap: the column is nearly always null).
 */
export function notHidden(kind: HiddenKind, alias: string, reader: SqlReader): string {
  if (reader.moderator) return 'true';
  if (!reader.param) return `${alias}.hidden_at is null`;
  return `(${alias}.hidden_at is null or ${ownedBy(kind, alias, reader.param)})`;
}

/** The select expression telling the author that a row is hidden: `alias.hidden_at is not null`. */
export const hiddenFlag = (alias: string): string => `${alias}.hidden_at is not null`;
