import { ReportTargetType } from '@portmarin/shared';
import type { Sql } from '../../db/sql.ts';
import type { AppModule, ReportTarget } from '../../lib/app-module.ts';

/**
 * What the content-reports module knows of each kind of content, from the module that owns it: the
 * table a decision hides or restores (its hidden kind's), one query describing a set of them (the
 * author, a text excerpt, an image, where it lives, the app path that shows it, whether it is
 * hidden, and whether a given resident ($2) may read it), and what follows a decision. Table and
 * column names are the modules' constants, never input.
 */
/** `table` is quoted, ready for SQL ("user" is a reserved word). */
export type TargetKind = { table: string; describe: string; afterModeration?: ReportTarget['afterModeration'] };
export type ReportTargets = ReadonlyMap<ReportTargetType, TargetKind>;

/**
 * Every reportable kind of the app's modules, each with its hidden kind's table. A kind of the
 * shared contract no module declares, or declared twice, or whose hidden kind nobody declares,
 * stops the start.
 */
export function reportTargets(modules: readonly AppModule[]): ReportTargets {
  const tables = new Map(modules.flatMap((m) => m.hides ?? []).map((h) => [h.kind, h.table]));
  const targets = new Map<ReportTargetType, TargetKind>();
  for (const target of modules.flatMap((m) => m.reports ?? [])) {
    if (targets.has(target.type)) throw new Error(`the report target '${target.type}' is declared twice`);
    const table = tables.get(target.hiddenKind);
    if (!table)
      throw new Error(`the report target '${target.type}' hides '${target.hiddenKind}', which no module declares`);
    targets.set(target.type, {
      table: `"${table}"`,
      describe: target.describe,
      afterModeration: target.afterModeration,
    });
  }
  const missing = ReportTargetType.options.filter((type) => !targets.has(type));
  if (missing.length > 0) throw new Error(`no module declares the report targets ${missing.join(', ')}`);
  return targets;
}

export type TargetRow = {
  id: string;
  author_id: string | null;
  excerpt: string | null;
  image_url: string | null;
  place: string;
  link: string | null;
  hidden: boolean;
  readable: boolean;
};

/** The directory is searched by name: the query string is encoded here, not in SQL. */
function encodeLink(link: string | null): string | null {
  if (!link) return null;
  const q = link.indexOf('?q=');
  return q < 0 ? link : `${link.slice(0, q)}?q=${encodeURIComponent(link.slice(q + 3))}`;
}

/** The contents of one kind, by id; `viewerId` is whose `readable` is computed. */
export async function describeTargets(
  sql: Sql,
  targets: ReportTargets,
  type: ReportTargetType,
  ids: string[],
  viewerId: string | null,
): Promise<Map<string, TargetRow>> {
  if (ids.length === 0) return new Map();
  const { describe } = targets.get(type)!;
  // Kinds readable by every resident have no $2, which PostgreSQL could not type.
  const { rows } = await sql.query<TargetRow>(describe, describe.includes('$2') ? [ids, viewerId] : [ids]);
  return new Map(rows.map((row) => [row.id, { ...row, link: encodeLink(row.link) }]));
}
