import type {
  CreateMunicipalServiceInput,
  MunicipalService,
  MunicipalServicesPage,
  MunicipalServicesQuery,
  UpdateMunicipalServiceInput,
} from '@portmarin/shared';
import { cursorCodec, cursorFields } from '../../db/cursor.ts';
import type { RowOf } from '../../db/rows.ts';
import type { municipalServices } from './municipal-services.schema.ts';
import { assignments, escapeLike, insertion, type Sql, prepared } from '../../db/sql.ts';
import { AppError } from '../../lib/app-error.ts';
import { resultsChanged, type SharedResults } from '../../plugins/shared-results.ts';

/** The shared results (plugins/shared-results.ts) holding the list's first pages. */
export const MUNICIPAL_SERVICES_TOPIC = 'municipal-services';

/** Says that a write changed the services: every instance drops the first pages it keeps. */
export const municipalServicesChanged = (sql: Sql): Promise<void> => resultsChanged(sql, [MUNICIPAL_SERVICES_TOPIC]);

type Row = RowOf<typeof municipalServices>;

const COLUMNS = `id, name, category, description, phone, email, address, opening_hours as "openingHours",
  website_url as "websiteUrl", is_emergency as "isEmergency"`;

/** The keyset of the list: category, name, id. */
const serviceCursor = cursorCodec<[category: string, name: string, id: string]>(
  cursorFields.text,
  cursorFields.text,
  cursorFields.uuid,
);

/** The text a service is found by: the same expression as its full-text index. */
const DOCUMENT = `name || ' ' || category || ' ' || coalesce(description, '')`;

/**
 * One page of services, by category then name (spec 2, section 7), optionally of one category
 * and matching a search: French full-text (accent-insensitive, stemmed) or an accent- and
 * case-insensitive substring of the name, category or description (a word being typed).
 */
export async function listMunicipalServices(sql: Sql, query: MunicipalServicesQuery): Promise<MunicipalServicesPage> {
  const after = serviceCursor.decode(query.cursor);
  const params: unknown[] = [];
  const where: string[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  if (query.category) where.push(`category = ${param(query.category)}`);
  if (query.q) {
    const q = param(query.q);
    const pattern = param(`%${escapeLike(query.q.toLowerCase())}%`);
    where.push(`(to_tsvector('public.french_unaccent'::regconfig, ${DOCUMENT}) @@ websearch_to_tsquery('public.french_unaccent', ${q})
      or public.immutable_unaccent(lower(${DOCUMENT})) like public.immutable_unaccent(${pattern}))`);
  }
  if (after) {
    where.push(`(category, name, id) > (${param(after[0])}, ${param(after[1])}, ${param(after[2])}::uuid)`);
  }
  const { rows } = await sql.query<MunicipalService>(
    prepared(
      `select ${COLUMNS} from municipal_services
     ${where.length ? `where ${where.join(' and ')}` : ''}
     order by category, name, id
     limit ${param(query.limit + 1)}`,
      params,
    ),
  );
  if (rows.length <= query.limit) return { services: rows, nextCursor: null };
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1]!;
  return { services: page, nextCursor: serviceCursor.encode([last.category, last.name, last.id]) };
}

/**
 * The list's JSON text as the route answers it: a first page without a search (the same for every
 * reader) from the instance's shared results, kept until a write of the services drops it.
 */
export async function readMunicipalServices(
  sql: Sql,
  results: SharedResults,
  query: MunicipalServicesQuery,
): Promise<string> {
  const load = async () => JSON.stringify(await listMunicipalServices(sql, query));
  if (query.q || query.cursor) return load();
  return results.get(MUNICIPAL_SERVICES_TOPIC, `${query.category ?? ''}:${query.limit}`, load);
}

function toService(row: Row): MunicipalService {
  return {
    id: row.id,
    name: row.name,
    category: row.category as MunicipalService['category'],
    description: row.description,
    phone: row.phone,
    email: row.email,
    address: row.address,
    openingHours: row.opening_hours,
    websiteUrl: row.website_url,
    isEmergency: row.is_emergency,
  };
}

/** Optional fields: '' clears (null), undefined leaves as is. */
const orNull = (value: string | null | undefined) => (value === undefined ? undefined : value || null);

function columns(input: UpdateMunicipalServiceInput) {
  return {
    name: input.name,
    category: input.category,
    description: orNull(input.description),
    phone: orNull(input.phone),
    email: orNull(input.email),
    address: orNull(input.address),
    opening_hours: orNull(input.openingHours),
    website_url: orNull(input.websiteUrl),
    is_emergency: input.isEmergency,
  };
}

export async function createMunicipalService(sql: Sql, input: CreateMunicipalServiceInput): Promise<MunicipalService> {
  const values: unknown[] = [];
  const { columns: names, placeholders } = insertion(columns(input), values);
  const { rows } = await sql.query<Row>(
    `insert into municipal_services (${names}) values (${placeholders}) returning *`,
    values,
  );
  await municipalServicesChanged(sql);
  return toService(rows[0]!);
}

export async function updateMunicipalService(
  sql: Sql,
  id: string,
  input: UpdateMunicipalServiceInput,
): Promise<MunicipalService> {
  const values: unknown[] = [id];
  const sets = [...assignments(columns(input), values), 'updated_at = now()'];
  const { rows } = await sql.query<Row>(
    `update municipal_services set ${sets.join(', ')} where id = $1 returning *`,
    values,
  );
  if (!rows[0]) throw new AppError('MUNICIPAL_SERVICE_NOT_FOUND');
  await municipalServicesChanged(sql);
  return toService(rows[0]);
}

export async function deleteMunicipalService(sql: Sql, id: string): Promise<void> {
  const { rowCount } = await sql.query('delete from municipal_services where id = $1', [id]);
  if (rowCount === 0) throw new AppError('MUNICIPAL_SERVICE_NOT_FOUND');
  await municipalServicesChanged(sql);
}
