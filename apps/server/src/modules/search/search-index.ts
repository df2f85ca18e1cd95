import type pg from 'pg';
import { replaceFunctions, sqlVersion, syncTableVersion } from '../../db/table-version.ts';
import type { SearchDocument, SearchPart } from '../../lib/app-module.ts';
import { REALTIME_CHANNEL } from '../../plugins/realtime-bus.ts';
import { invalidationPayload } from '../../plugins/realtime-hub.ts';

/**
 * The search index kept current from the modules' declarations (`SearchPart.document`): for each
 * kind, statement triggers on its own table and on every table it reads refresh the documents of
 * the rows a statement touched; the lexicon (`search_words`) follows the documents' words. Installed
 * at the start when the declarations changed (their SQL's hash is the table's comment), the index
 * then rebuilt from the rows: one place writes the index, whatever module writes the rows.
 */

/** The document's columns, in the table's order. */
const COLUMNS = [
  'kind',
  'row_id',
  'vector',
  'names',
  'title',
  'title_key',
  'at',
  'until',
  'state',
  'score',
  'hidden',
  'hidden_owners',
  'hidden_kind',
  'hidden_row',
  'visitors',
  'members_of',
] as const;

const vectorOf = (text: string, weight: 'A' | 'D') =>
  `setweight(to_tsvector('public.french_unaccent'::regconfig, coalesce(${text}, '')), '${weight}')`;

/** The select list of a kind's documents over `document.from`, in COLUMNS' order. */
export function documentColumns(kind: string, d: SearchDocument): string {
  const hidden = d.hidden ?? [];
  const byKind = hidden.filter((h) => 'ownersOf' in h);
  if (byKind.length > 1) throw new Error(`the search kind '${kind}' names more than one hidden row of another kind`);
  const owners = hidden.flatMap((h) => ('owner' in h ? [`case when ${h.when} then (${h.owner})::text end`] : []));
  const other = byKind[0] && 'ownersOf' in byKind[0] ? byKind[0] : undefined;
  const vector = [d.name && vectorOf(d.name, 'A'), d.text && vectorOf(d.text, 'D')].filter(Boolean).join(' || ');
  return [
    `'${kind}'`,
    `(${d.id})::text`,
    vector || `''::tsvector`,
    d.substring ? `public.immutable_unaccent(lower(${d.substring}))` : 'null::text',
    d.title ? `(${d.title})::text` : 'null::text',
    d.title ? `public.immutable_unaccent(lower(${d.title}))` : 'null::text',
    d.at ?? 'null::timestamptz',
    d.until ?? 'null::timestamptz',
    d.state ? `(${d.state})::text` : 'null::text',
    d.score ?? 'null::int',
    hidden.length ? hidden.map((h) => `coalesce(${h.when}, false)`).join(' or ') : 'false',
    owners.length ? `array_remove(array[${owners.join(', ')}], null)` : `'{}'::text[]`,
    other ? `case when ${other.when} then '${other.ownersOf.kind}' end` : 'null::text',
    other ? `case when ${other.when} then (${other.ownersOf.row})::text end` : 'null::text',
    d.visitors ? `coalesce(${d.visitors}, true)` : 'true',
    d.membersOf ? `(${d.membersOf.group})` : 'null::uuid',
  ]
    .map((value, i) => `${value} as ${COLUMNS[i]}`)
    .join(',\n      ');
}

/** The table a document's `from` starts with, and the name of its key column (`posts`, `id`). */
function ownTable(d: SearchDocument): { table: string; key: string } {
  return { table: d.from.trim().split(/\s+/)[0]!, key: d.id.split('.')[1]! };
}

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`).replace(/"/g, '');

/** Refreshes the documents of the kind's rows whose ids `ids` selects (a column `id`): the rows gone or no longer searchable leave. */
function refresh(part: SearchPart, ids: string): string {
  const d = part.document;
  const set = COLUMNS.slice(2);
  return `with ids as (${ids}),
    fresh as (
      select ${documentColumns(part.kind, d)}
      from ${d.from}
      where ${d.id} in (select id from ids)${d.where ? ` and (${d.where})` : ''}),
    gone as (
      delete from search_documents s
      where s.kind = '${part.kind}' and s.row_id in (select id::text from ids)
        and not exists (select 1 from fresh f where f.row_id = s.row_id))
    insert into search_documents as s (${COLUMNS.join(', ')})
    select * from fresh order by row_id
    on conflict (kind, row_id) do update set ${set.map((c) => `${c} = excluded.${c}`).join(', ')}
    where (${set.map((c) => `s.${c}`).join(', ')}) is distinct from (${set.map((c) => `excluded.${c}`).join(', ')})`;
}

type Trigger = { fn: string; table: string; body: Record<'INSERT' | 'UPDATE' | 'DELETE', string> };

/**
 * The columns of its own table a kind's documents read: every `alias.column` of that table's alias
 * in the declaration's SQL (the join conditions of `from` included).
 */
export function ownColumns(d: SearchDocument): string[] {
  const alias = d.from.trim().split(/\s+/)[1]!;
  const hidden = (d.hidden ?? []).flatMap((h) => [h.when, 'owner' in h ? h.owner : h.ownersOf.row]);
  const texts = [
    d.from,
    d.id,
    d.where,
    d.name,
    d.text,
    d.substring,
    d.title,
    d.at,
    d.until,
    d.state,
    d.score,
    d.visitors,
    d.membersOf?.group,
    ...hidden,
    ...(d.reads ?? []).map((r) => r.key),
  ];
  const pattern = new RegExp(`(?<![\\w."])${alias}\\.("?)([a-z_][a-z0-9_]*)\\1(?![\\w"])`, 'gi');
  const columns = new Set<string>();
  for (const text of texts) for (const m of (text ?? '').matchAll(pattern)) columns.add(m[2]!);
  return [...columns].sort();
}

/**
 * The keys (`key`) of the rows an update changed in one of `columns`: only their documents are
 * refreshed (a like updates its post's counter, a join its group's member count: nothing to do).
 * A statement trigger with transition tables cannot be limited to columns (`UPDATE OF`).
 */
const changed = (key: string, columns: string[]) =>
  `select n.${key} as id from new_rows n join old_rows o on o.${key} = n.${key}
    where (${columns.map((c) => `n.${c}`).join(', ')}, null) is distinct from (${columns.map((c) => `o.${c}`).join(', ')}, null)`;

/** The triggers of a kind: on its own table, and on each table its documents read. */
function triggersOf(part: SearchPart): Trigger[] {
  const d = part.document;
  const { table, key } = ownTable(d);
  const name = (t: string) => `search_index_${snake(part.kind)}_${snake(t)}`;
  const own: Trigger = {
    fn: name(table),
    table,
    body: {
      INSERT: refresh(part, `select ${key} as id from new_rows`),
      UPDATE: refresh(part, changed(key, ownColumns(d))),
      DELETE: `delete from search_documents where kind = '${part.kind}' and row_id in (select ${key}::text from old_rows)`,
    },
  };
  const reads = (d.reads ?? []).map(({ table: other, key: ref, column = 'id', columns }): Trigger => {
    const rows = (from: string) =>
      `select ${d.id} as id from ${d.from} where ${ref} in (select id from (${from}) k(id))`;
    return {
      fn: name(other),
      table: other,
      body: {
        INSERT: refresh(part, rows(`select ${column} from new_rows`)),
        UPDATE: refresh(part, rows(changed(column, columns))),
        DELETE: refresh(part, rows(`select ${column} from old_rows`)),
      },
    };
  });
  return [own, ...reads];
}

/**
 * The lexicon follows the documents: every plain word of three letters or more, numbers aside.
 * Written in order, as the documents are, so that two writers never wait on each other in a cycle.
 */
const LEXICON: Trigger = {
  fn: 'search_index_words',
  table: 'search_documents',
  body: {
    INSERT: `insert into search_words (word)
      select distinct w from new_rows, unnest(tsvector_to_array(vector)) w
      where w ~ '^[[:alnum:]]{3,40}$' and w !~ '^[0-9]+$'
      order by 1
      on conflict do nothing`,
    UPDATE: `insert into search_words (word)
      select distinct w from new_rows, unnest(tsvector_to_array(vector)) w
      where w ~ '^[[:alnum:]]{3,40}$' and w !~ '^[0-9]+$'
      order by 1
      on conflict do nothing`,
    DELETE: '',
  },
};

/** The topic of the results kept from the index (search-shared.ts). */
export const SEARCH_TOPIC = 'search';

/**
 * Bumped by every statement that changed a document: results kept from an older index are stale.
 * Read as `last_value + is_called::int` (the first `nextval` leaves `last_value` as it was).
 */
export const INDEX_VERSION = 'search_index_version';

/**
 * A statement that changed documents bumps the index's version (a sequence: no lock, so writers never
 * wait on each other; read by the next search on any instance) and drops the results every instance
 * keeps, at commit (the realtime bus).
 */
const changedDocuments = (rows: string) => `if exists (select 1 from ${rows}) then
    perform nextval('${INDEX_VERSION}');
    perform pg_notify('${REALTIME_CHANNEL}', '${invalidationPayload([SEARCH_TOPIC])}');
  end if`;

const CHANGED: Trigger = {
  fn: 'search_index_changed',
  table: 'search_documents',
  body: {
    INSERT: changedDocuments('new_rows'),
    UPDATE: changedDocuments('new_rows'),
    DELETE: changedDocuments('old_rows'),
  },
};

const EVENTS = {
  INSERT: 'new table as new_rows',
  UPDATE: 'old table as old_rows new table as new_rows',
  DELETE: 'old table as old_rows',
} as const;

/**
 * The lexicon's words within `typos` of `stem` (none when `typos` is 0), the nearest first: pg_trgm's
 * index finds the candidates (a threshold below its 0.3, which misses two typos in a short stem),
 * `levenshtein_less_equal` keeps those within the distance. A function, so that the threshold is its own.
 */
export const NEAR_WORDS = `create function search_index_near_words(stem text, typos int, max int) returns setof text
  language sql stable parallel safe set pg_trgm.similarity_threshold = 0.2 as $fn$
    select l.word from search_words l
    where typos > 0 and l.word % stem and levenshtein_less_equal(l.word, stem, typos) between 1 and typos
    order by levenshtein(l.word, stem), l.word <-> stem, l.word limit max
  $fn$`;

/** The SQL creating every trigger of the index (functions and triggers), from the declarations. */
export function indexTriggersSql(parts: Iterable<SearchPart>): string[] {
  const triggers = [...[...parts].flatMap(triggersOf), LEXICON, CHANGED];
  return [
    `create sequence if not exists ${INDEX_VERSION}`,
    NEAR_WORDS,
    ...triggers.flatMap(({ fn, table, body }) =>
      (Object.keys(EVENTS) as Array<keyof typeof EVENTS>)
        .filter((event) => body[event])
        .flatMap((event) => {
          const f = `${fn}_${event.toLowerCase()}`;
          return [
            `create function ${f}() returns trigger language plpgsql as $fn$
begin
  ${body[event]};
  return null;
end $fn$`,
            `create trigger ${f} after ${event} on ${table} referencing ${EVENTS[event]} for each statement execute function ${f}()`,
          ];
        }),
    ),
  ];
}

/** Every document of a kind, from its rows (the backfill). */
export function backfillSql(part: SearchPart): string {
  const d = part.document;
  return `insert into search_documents (${COLUMNS.join(', ')})
    select ${documentColumns(part.kind, d)} from ${d.from}${d.where ? ` where ${d.where}` : ''}`;
}

/**
 * Installs the triggers when theirs changed, and rebuilds the index when the documents'
 * declarations changed (or on a new database): one transaction under a lock, so that instances
 * starting together do it once. The table's comment holds both versions (their SQL's hashes): a
 * trigger change alone (which rows an update refreshes) does not rebuild millions of documents.
 */
export async function syncSearchIndex(pool: pg.Pool, parts: Iterable<SearchPart>): Promise<void> {
  const list = [...parts];
  const statements = indexTriggersSql(list);
  const backfill = list.map(backfillSql);
  const triggers = sqlVersion(statements);
  const documents = sqlVersion(backfill);
  await syncTableVersion(pool, 'search_documents', async (client, installed) => {
    const [installedTriggers, built] = installed.split(' ');
    if (installedTriggers !== triggers) await replaceFunctions(client, 'search_index_', statements);
    if (built !== documents) {
      await client.query('truncate search_documents, search_words');
      for (const statement of backfill) await client.query(statement);
    }
    return `${triggers} ${documents}`;
  });
}
