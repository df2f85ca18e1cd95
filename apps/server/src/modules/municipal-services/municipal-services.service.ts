import type {
  CreateMunicipalServiceInput,
  MunicipalService,
  MunicipalServicesPage,
  MunicipalServicesQuery,
  UpdateMunicipalServiceInput,
} from '@portmarin/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { municipalServices } from './municipal-services.schema.ts';
import { escapeLike, type Sql } from '../../db/sql.ts';
import { AppError } from '../../lib/app-error.ts';
import { decodeSortCursor, encodeSortCursor } from '../../db/sort-cursor.ts';

type Row = typeof municipalServices.$inferSelect;

const COLUMNS = `id, name, category, description, phone, email, address, opening_hours as "openingHours",
  website_url as "websiteUrl", is_emergency as "isEmergency"`;

/** The text a service is found by: the same expression as its full-text index. */
const DOCUMENT = `name || ' ' || category || ' ' || coalesce(description, '')`;

/**
 * One page of services, by category then name (spec 2, section 7), optionally of one category
 * and matching a search: French full-text (accent-insensitive, stemmed) or an accent- and
 * case-insensitive substring of the name, category or description (a word being typed).
 */
export async function listMunicipalServices(sql: Sql, query: MunicipalServicesQuery): Promise<MunicipalServicesPage> {
  const after = decodeSortCursor(query.cursor, 3);
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
    `select ${COLUMNS} from municipal_services
     ${where.length ? `where ${where.join(' and ')}` : ''}
     order by category, name, id
     limit ${param(query.limit + 1)}`,
    params,
  );
  if (rows.length <= query.limit) return { services: rows, nextCursor: null };
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1]!;
  return { services: page, nextCursor: encodeSortCursor([last.category, last.name, last.id]) };
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
    openingHours: row.openingHours,
    websiteUrl: row.websiteUrl,
    isEmergency: row.isEmergency,
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
    openingHours: orNull(input.openingHours),
    websiteUrl: orNull(input.websiteUrl),
    isEmergency: input.isEmergency,
  };
}

export async function createMunicipalService(db: Db, input: CreateMunicipalServiceInput): Promise<MunicipalService> {
  const [row] = await db
    .insert(municipalServices)
    .values({ ...columns(input), name: input.name, category: input.category })
    .returning();
  return toService(row!);
}

export async function updateMunicipalService(
  db: Db,
  id: string,
  input: UpdateMunicipalServiceInput,
): Promise<MunicipalService> {
  const [row] = await db
    .update(municipalServices)
    .set({ ...columns(input), updatedAt: new Date() })
    .where(eq(municipalServices.id, id))
    .returning();
  if (!row) throw new AppError('MUNICIPAL_SERVICE_NOT_FOUND');
  return toService(row);
}

export async function deleteMunicipalService(db: Db, id: string): Promise<void> {
  const [row] = await db
    .delete(municipalServices)
    .where(eq(municipalServices.id, id))
    .returning({ id: municipalServices.id });
  if (!row) throw new AppError('MUNICIPAL_SERVICE_NOT_FOUND');
}
