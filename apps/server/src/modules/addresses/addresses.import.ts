import {
  ADDRESS_REPORT_MAX_EXAMPLES,
  ADDRESS_REPORT_MAX_REFUSALS,
  type AddressImportRefusal,
  type AddressImportReport,
  BAN_REQUIRED_COLUMNS,
  BanAddressLine,
  type BanRequiredColumn,
  type TownAddress,
} from '@portmarin/shared';
import { parse, type CsvError } from 'csv-parse';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import type { Sql } from '../../db/sql.ts';
import { inTransaction } from '../../db/sql.ts';
import { AppError } from '../../lib/app-error.ts';

/** The kept lines of a file, column by column: what `unnest` inserts. */
type Columns = {
  id: string[];
  numero: number[];
  rep: string[];
  nomVoie: string[];
  codePostal: string[];
  codeInsee: string[];
  nomCommune: string[];
  lon: number[];
  lat: number[];
  label: string[];
};

/** A BAN file read and checked line by line, nothing written yet. */
export type ParsedAddresses = {
  codeInsee: string;
  lines: number;
  refused: number;
  refusals: AddressImportRefusal[];
  kept: Columns;
};

/** « 12 bis rue du Port, 56290 Port-Marin »: the envelope's line and the picker's. */
export const addressLabel = (a: Pick<BanAddressLine, 'numero' | 'rep' | 'nom_voie' | 'code_postal' | 'nom_commune'>) =>
  `${a.numero}${a.rep ? ` ${a.rep}` : ''} ${a.nom_voie}, ${a.code_postal} ${a.nom_commune}`;

/** Rows per insert: 10 arrays of 5,000 values stay far below PostgreSQL's message limits. */
const BATCH = 5_000;

/**
 * Refuses what is not UTF-8 text (a spreadsheet re-saved in Windows-1252, an image) before the CSV
 * parser would read it as mangled letters: an address with « Ã© » would be printed on a letter.
 */
function utf8Guard(stop: (error: AppError) => AppError): Transform {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let bytes = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      try {
        decoder.decode(chunk, { stream: true });
      } catch {
        return done(stop(new AppError('ADDRESS_FILE_NOT_CSV')));
      }
      if (chunk.includes(0)) return done(stop(new AppError('ADDRESS_FILE_NOT_CSV')));
      done(null, chunk);
    },
    flush(done) {
      if (bytes === 0) return done(stop(new AppError('ADDRESS_FILE_EMPTY')));
      try {
        decoder.decode();
      } catch {
        return done(stop(new AppError('ADDRESS_FILE_NOT_CSV')));
      }
      done();
    },
  });
}

/** The header's check: every column an import stores is there, or the file is refused naming those missing. */
function columnIndexes(header: string[]): Record<BanRequiredColumn, number> {
  const names = header.map((name) => name.trim().toLowerCase());
  const missing = BAN_REQUIRED_COLUMNS.filter((column) => !names.includes(column));
  if (missing.length > 0) {
    const comma = names.length === 1 && names[0]!.includes(',');
    throw new AppError(
      'ADDRESS_FILE_COLUMNS',
      `Colonnes manquantes : ${missing.join(', ')}. ` +
        (comma
          ? 'Le séparateur de la Base Adresse Nationale est le point-virgule « ; », pas la virgule.'
          : 'Envoyez l’export CSV par commune de la Base Adresse Nationale (adresses-<code INSEE>.csv).'),
    );
  }
  return Object.fromEntries(BAN_REQUIRED_COLUMNS.map((column) => [column, names.indexOf(column)])) as Record<
    BanRequiredColumn,
    number
  >;
}

/**
 * Reads a BAN per-commune CSV as it streams in: each line checked by the shared schema, lines of
 * another commune than `codeInsee` and repeated ids refused with their reason. The kept lines are
 * held column by column (a 100,000-line file is a few tens of Mo), so the writing transaction can
 * be retried without reading the upload again.
 */
export async function readBanCsv(source: Readable, codeInsee: string): Promise<ParsedAddresses> {
  const result: ParsedAddresses = {
    codeInsee,
    lines: 0,
    refused: 0,
    refusals: [],
    kept: {
      id: [],
      numero: [],
      rep: [],
      nomVoie: [],
      codePostal: [],
      codeInsee: [],
      nomCommune: [],
      lon: [],
      lat: [],
      label: [],
    },
  };
  const refuse = (line: number, reason: string) => {
    result.refused += 1;
    if (result.refusals.length < ADDRESS_REPORT_MAX_REFUSALS) result.refusals.push({ line, reason });
  };
  const seen = new Map<string, number>();
  // The header line, once read: the file's width and where each stored column is.
  const file: { width: number | null; columns: Record<BanRequiredColumn, number> | null } = {
    width: null,
    columns: null,
  };

  let unclosedQuote = false;
  // Why the file was refused whole. A stream that fails ends the pipeline with an AbortError of its
  // own over HTTP (the upload still coming in): the refusal is kept here to be answered instead.
  let refusal: AppError | null = null;
  const stop = (error: AppError) => (refusal ??= error);
  const parser = parse({
    delimiter: ';',
    bom: true,
    info: true,
    relax_column_count: true,
    skip_empty_lines: true,
    // A quote inside a field is a letter (« Chemin dit "du Roy" »); fields a spreadsheet quoted still read.
    relax_quotes: true,
    skip_records_with_error: true,
    // Called as the parser reads, ahead of the records the loop below has yet to take.
    on_skip: (error: CsvError | undefined) => {
      // A quote opened and never closed swallowed the rest of the file: reading on would retire
      // every address after it.
      if (error?.code === 'CSV_QUOTE_NOT_CLOSED') unclosedQuote = true;
      result.lines += 1;
      refuse(Number(error?.lines ?? 0), 'ligne illisible');
      return undefined;
    },
  });

  await pipeline(
    source,
    utf8Guard(stop),
    parser,
    async (records: AsyncIterable<{ record: string[]; info: { lines: number } }>) => {
      for await (const { record, info } of records) {
        if (file.width === null) {
          try {
            Object.assign(file, { width: record.length, columns: columnIndexes(record) });
          } catch (error) {
            throw error instanceof AppError ? stop(error) : error;
          }
          continue;
        }
        result.lines += 1;
        const line = info.lines;
        if (record.length !== file.width) {
          refuse(line, `${record.length} colonnes au lieu de ${file.width}`);
          continue;
        }
        const fields = Object.fromEntries(
          BAN_REQUIRED_COLUMNS.map((column) => [column, record[file.columns![column]]]),
        );
        const parsed = BanAddressLine.safeParse(fields);
        if (!parsed.success) {
          refuse(line, [...new Set(parsed.error.issues.map((issue) => issue.message))].join(' ; '));
          continue;
        }
        const address = parsed.data;
        if (address.code_insee !== codeInsee) {
          refuse(
            line,
            `adresse d’une autre commune (code INSEE ${address.code_insee}, celui de la commune est ${codeInsee})`,
          );
          continue;
        }
        const first = seen.get(address.id);
        if (first !== undefined) {
          refuse(line, `id ${address.id} en double (déjà ligne ${first})`);
          continue;
        }
        seen.set(address.id, line);
        const kept = result.kept;
        kept.id.push(address.id);
        kept.numero.push(address.numero);
        kept.rep.push(address.rep);
        kept.nomVoie.push(address.nom_voie);
        kept.codePostal.push(address.code_postal);
        kept.codeInsee.push(address.code_insee);
        kept.nomCommune.push(address.nom_commune);
        kept.lon.push(address.lon);
        kept.lat.push(address.lat);
        kept.label.push(addressLabel(address));
      }
    },
  ).catch((error: unknown) => {
    if (refusal) throw refusal;
    if (error instanceof AppError) throw error;
    // The parser's own failures (a binary file it cannot split into lines): the file, not the server.
    if ((error as { code?: string }).code?.startsWith('CSV_')) throw new AppError('ADDRESS_FILE_NOT_CSV');
    throw error;
  });
  if (file.width === null) throw new AppError(unclosedQuote ? 'ADDRESS_FILE_NOT_CSV' : 'ADDRESS_FILE_EMPTY');
  if (unclosedQuote) {
    throw new AppError(
      'ADDRESS_FILE_NOT_CSV',
      'Un guillemet « " » ouvert n’est jamais refermé : la fin du fichier est illisible, rien n’a été lu.',
    );
  }
  result.refusals.sort((a, b) => a.line - b.line);
  return result;
}

const COMPARED = ['numero', 'rep', 'nom_voie', 'code_postal', 'code_insee', 'nom_commune', 'lon', 'lat'];
const tuple = (table: string) => `(${COMPARED.map((c) => `${table}.${c}`).join(', ')})`;

/** The kept lines in a temporary table of the transaction, by batches. */
async function stage(client: pg.PoolClient, kept: Columns): Promise<void> {
  await client.query(
    `create temp table incoming_addresses (
       id text primary key, numero int not null, rep text not null, nom_voie text not null,
       code_postal text not null, code_insee text not null, nom_commune text not null,
       lon float8 not null, lat float8 not null, label text not null
     ) on commit drop`,
  );
  for (let start = 0; start < kept.id.length; start += BATCH) {
    const slice = <T>(values: T[]) => values.slice(start, start + BATCH);
    await client.query(
      `insert into incoming_addresses
       select * from unnest($1::text[], $2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
         $8::float8[], $9::float8[], $10::text[])`,
      [
        slice(kept.id),
        slice(kept.numero),
        slice(kept.rep),
        slice(kept.nomVoie),
        slice(kept.codePostal),
        slice(kept.codeInsee),
        slice(kept.nomCommune),
        slice(kept.lon),
        slice(kept.lat),
        slice(kept.label),
      ],
    );
  }
  await client.query('analyze incoming_addresses');
}

type Kind = 'added' | 'changed' | 'restored' | 'unchanged' | 'retired';

/** What the staged file would change: counts and the first addresses of each kind, by street and number. */
async function compare(client: pg.PoolClient): Promise<Pick<AddressImportReport, Kind | 'examples'>> {
  const { rows } = await client.query<{ kind: Kind; total: string; id: string; label: string }>(
    `with classified as (
       select i.id, i.label, i.nom_voie, i.numero, i.rep,
         case when t.id is null then 'added'
              when t.retired_at is not null then 'restored'
              when ${tuple('t')} is distinct from ${tuple('i')} then 'changed'
              else 'unchanged' end as kind
       from incoming_addresses i left join town_addresses t on t.id = i.id
       union all
       select t.id, t.label, t.nom_voie, t.numero, t.rep, 'retired'
       from town_addresses t
       where t.retired_at is null and not exists (select 1 from incoming_addresses i where i.id = t.id)
     ),
     ranked as (
       select kind, id, label,
         count(*) over (partition by kind) as total,
         row_number() over (partition by kind order by nom_voie, numero, rep, id) as rank
       from classified
     )
     select kind, total, id, label from ranked where rank <= ${ADDRESS_REPORT_MAX_EXAMPLES}
     order by kind, rank`,
  );
  const report = {
    added: 0,
    changed: 0,
    restored: 0,
    unchanged: 0,
    retired: 0,
    examples: { added: [], changed: [], restored: [], retired: [] } as Record<
      Exclude<Kind, 'unchanged'>,
      TownAddress[]
    >,
  };
  for (const row of rows) {
    report[row.kind] = Number(row.total);
    if (row.kind !== 'unchanged') report.examples[row.kind].push({ id: row.id, label: row.label });
  }
  return report;
}

/** Writes the staged file: new and changed addresses in place (by BAN id), the missing ones retired. */
async function apply(client: pg.PoolClient): Promise<void> {
  await client.query(
    `insert into town_addresses (id, numero, rep, nom_voie, code_postal, code_insee, nom_commune, lon, lat, label)
     select id, numero, rep, nom_voie, code_postal, code_insee, nom_commune, lon, lat, label from incoming_addresses
     on conflict (id) do update set
       ${[...COMPARED, 'label'].map((c) => `${c} = excluded.${c}`).join(', ')},
       retired_at = null, imported_at = now()
     where ${tuple('town_addresses')} is distinct from ${tuple('excluded')} or town_addresses.retired_at is not null`,
  );
  await client.query(
    `update town_addresses set retired_at = now()
     where retired_at is null and not exists (select 1 from incoming_addresses i where i.id = town_addresses.id)`,
  );
}

/**
 * A full import of the town's addresses, or its preview (`mode: 'preview'` writes nothing). One
 * transaction: a failure leaves the addresses as they were. Imports are taken one at a time (an
 * advisory lock), so two admins' files never mix. An import keeping no line is refused: it would
 * retire every address.
 */
export async function importAddresses(
  pool: pg.Pool,
  parsed: ParsedAddresses,
  mode: AddressImportReport['mode'],
): Promise<AddressImportReport> {
  if (mode === 'import' && parsed.kept.id.length === 0) throw new AppError('ADDRESS_FILE_NO_ADDRESS');
  const changes = await inTransaction(pool, async (client) => {
    await client.query(`select pg_advisory_xact_lock(hashtext('town_addresses import'))`);
    await stage(client, parsed.kept);
    const found = await compare(client);
    if (mode === 'import') await apply(client);
    return found;
  });
  return {
    mode,
    codeInsee: parsed.codeInsee,
    lines: parsed.lines,
    kept: parsed.kept.id.length,
    refused: parsed.refused,
    refusals: parsed.refusals,
    ...changes,
    // A full import: every kept address is current, every other one retired.
    current: parsed.kept.id.length,
  };
}

/** The admin screen's figures. */
export async function addressesSummary(sql: Sql, codeInsee: string) {
  const { rows } = await sql.query<{ current: number; retired: number; last: string | null }>(
    `select count(*) filter (where retired_at is null)::int as current,
       count(*) filter (where retired_at is not null)::int as retired,
       to_char(max(imported_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as last
     from town_addresses`,
  );
  const row = rows[0]!;
  return { codeInsee, current: row.current, retired: row.retired, lastImportedAt: row.last };
}
