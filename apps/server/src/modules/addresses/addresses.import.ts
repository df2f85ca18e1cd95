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
import type { Readable } from 'node:stream';
import type pg from 'pg';
import type { Sql } from '../../db/sql.ts';
import { inTransaction } from '../../db/sql.ts';
import { AppError } from '../../lib/app-error.ts';
import { readCsv, type CsvFormat } from '../../lib/csv-import.ts';

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

/** The BAN's per-commune export: `;`-separated UTF-8, columns found by name. */
const BAN_FORMAT: CsvFormat<BanRequiredColumn> = {
  delimiter: ';',
  // An address with « Ã© » would be printed on a letter: a file re-saved in Windows-1252 is refused.
  encoding: 'utf-8',
  columns: BAN_REQUIRED_COLUMNS,
  errors: {
    missing: 'ADDRESS_FILE_MISSING',
    empty: 'ADDRESS_FILE_EMPTY',
    notCsv: 'ADDRESS_FILE_NOT_CSV',
    columns: 'ADDRESS_FILE_COLUMNS',
    tooLarge: 'ADDRESS_FILE_TOO_LARGE',
  },
  fileHint: 'Envoyez l’export CSV par commune de la Base Adresse Nationale (adresses-<code INSEE>.csv).',
  maxRefusals: ADDRESS_REPORT_MAX_REFUSALS,
};
export const BAN_IMPORT_ERRORS = BAN_FORMAT.errors;

/**
 * Reads a BAN per-commune CSV as it streams in: each line checked by the shared schema, lines of
 * another commune than `codeInsee` and repeated ids refused with their reason. The kept lines are
 * held column by column (a 100,000-line file is a few tens of Mo), so the writing transaction can
 * be retried without reading the upload again.
 */
export async function readBanCsv(source: Readable, codeInsee: string): Promise<ParsedAddresses> {
  const kept: Columns = {
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
  };
  const seen = new Map<string, number>();
  const read = await readCsv(source, BAN_FORMAT, BanAddressLine, (address, line) => {
    if (address.code_insee !== codeInsee) {
      return `adresse d’une autre commune (code INSEE ${address.code_insee}, celui de la commune est ${codeInsee})`;
    }
    const first = seen.get(address.id);
    if (first !== undefined) return `id ${address.id} en double (déjà ligne ${first})`;
    seen.set(address.id, line);
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
    return undefined;
  });
  return { codeInsee, ...read, kept };
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
