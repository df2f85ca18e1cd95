import type pg from 'pg';
import { inTransaction } from './sql.ts';

/**
 * Where an open-data import writes: a table keyed by an official identifier (an RNA number, a
 * SIRET, the town's own service code) under a unique index. Every column is text.
 */
export type ImportTarget = {
  table: string;
  /** The official identifier's column: an entry is found by it, never doubled. */
  key: string;
  /** The column a report names an entry by. */
  label: string;
  /** The columns written, the key and the label among them. */
  columns: readonly string[];
  /** Written when the entry is added only: what the town may have edited since (a category, a description). */
  insertOnly?: readonly string[];
  /** Named maximum of examples per kind in a report. */
  maxExamples: number;
};

/** The kept lines, column by column, each array as long as the key's. */
export type ImportRows = Record<string, (string | null)[]>;

export type UpsertReport = {
  added: number;
  updated: number;
  unchanged: number;
  examples: { added: string[]; updated: string[] };
};

/**
 * The kept lines of a file as `upsertByKey` takes them, gathered one by one: a key seen earlier in
 * the file is refused (`add` returns the report's reason), the first line wins.
 */
export function importRows(target: ImportTarget) {
  const rows: ImportRows = Object.fromEntries(target.columns.map((c) => [c, []]));
  const seen = new Map<string, number>();
  return {
    rows,
    count: () => rows[target.key]!.length,
    add(row: Record<string, string | null>, line: number): string | undefined {
      const key = row[target.key]!;
      const first = seen.get(key);
      if (first !== undefined) return `${key} en double (déjà ligne ${first})`;
      seen.set(key, line);
      for (const c of target.columns) rows[c]!.push(row[c] ?? null);
      return undefined;
    },
  };
}

/** Rows per insert: a few arrays of 5,000 values stay far below PostgreSQL's message limits. */
const BATCH = 5_000;

const ident = (name: string) => {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain SQL name: ${name}`);
  return `"${name}"`;
};

/**
 * Adds the new entries and updates the changed ones by their key, or (`preview`) only counts what
 * would be. One transaction (nothing half-written), imports into one table taken one at a time
 * (an advisory lock), entries absent from the file left as they are: the town's directory holds
 * entries typed by hand too.
 */
export async function upsertByKey(
  pool: pg.Pool,
  target: ImportTarget,
  rows: ImportRows,
  mode: 'preview' | 'import',
): Promise<UpsertReport> {
  const table = ident(target.table);
  const columns = target.columns.map(ident);
  const key = ident(target.key);
  const compared = target.columns.filter((c) => c !== target.key && !target.insertOnly?.includes(c)).map(ident);
  const tuple = (alias: string) => `(${compared.map((c) => `${alias}.${c}`).join(', ')})`;
  const total = rows[target.key]!.length;

  return inTransaction(pool, async (client) => {
    await client.query('select pg_advisory_xact_lock(hashtext($1))', [`${target.table} import`]);
    await client.query(
      `create temp table incoming_rows (${columns.map((c) => `${c} text${c === key ? ' primary key' : ''}`).join(', ')})
       on commit drop`,
    );
    for (let start = 0; start < total; start += BATCH) {
      await client.query(
        `insert into incoming_rows (${columns.join(', ')})
         select * from unnest(${columns.map((_, i) => `$${i + 1}::text[]`).join(', ')})`,
        target.columns.map((c) => rows[c]!.slice(start, start + BATCH)),
      );
    }
    await client.query('analyze incoming_rows');
    const { rows: found } = await client.query<{
      kind: 'added' | 'updated' | 'unchanged';
      total: string;
      label: string;
    }>(
      `with classified as (
         select i.${ident(target.label)} as label,
           case when t.${key} is null then 'added'
                when ${tuple('t')} is distinct from ${tuple('i')} then 'updated'
                else 'unchanged' end as kind
         from incoming_rows i left join ${table} t on t.${key} = i.${key}
       ),
       ranked as (
         select kind, label, count(*) over (partition by kind) as total,
           row_number() over (partition by kind order by label) as rank
         from classified
       )
       select kind, total, label from ranked where rank <= $1 order by kind, rank`,
      [target.maxExamples],
    );
    const report: UpsertReport = { added: 0, updated: 0, unchanged: 0, examples: { added: [], updated: [] } };
    for (const row of found) {
      report[row.kind] = Number(row.total);
      if (row.kind !== 'unchanged') report.examples[row.kind].push(row.label);
    }
    if (mode === 'import') {
      await client.query(
        `insert into ${table} (${columns.join(', ')})
         select ${columns.join(', ')} from incoming_rows
         on conflict (${key}) do update set
           ${compared.map((c) => `${c} = excluded.${c}`).join(', ')}, updated_at = now()
         where ${tuple(table)} is distinct from ${tuple('excluded')}`,
      );
    }
    return report;
  });
}
