import {
  type Business,
  type BusinessesPage,
  type BusinessFlagsInput,
  type BusinessStats,
  type CreateBusinessInput,
  type ListBusinessesQuery,
  type UpdateBusinessInput,
} from '@portmarin/shared';
import type { z } from 'zod';
import type pg from 'pg';
import { cursorCodec, cursorFields } from '../../db/cursor.ts';
import { staffEntry, withModerationLog } from '../../db/moderation-log.ts';
import { isoMicro, isoTimestamp, type Sql, prepared } from '../../db/sql.ts';
import { hiddenFlag, notHidden, sqlReader, VISITOR, type Reader, type Visibility } from '../../db/visibility.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SharedResults } from '../../plugins/shared-results.ts';
import { canDeleteBusiness, canEditBusiness, canSetFlags, type Actor } from './businesses.policy.ts';
import { BUSINESSES_TOPIC, businessesChanged } from './businesses.changes.ts';

/** The list's query once validated (defaults applied, 'Tous' dropped). */
export type ListQuery = z.output<typeof ListBusinessesQuery>;

/** Numbered SQL parameters, added as a query is written. */
function sqlParams(): { values: unknown[]; add: (value: unknown) => string } {
  const values: unknown[] = [];
  return { values, add: (value) => `$${values.push(value)}` };
}

type Row = {
  id: string;
  business_name: string;
  owner_name: string | null;
  category: string;
  description: string | null;
  phone: string | null;
  email: string | null;
  address: string | null;
  website_url: string | null;
  opening_hours: string | null;
  logo_url: string | null;
  is_verified: boolean;
  is_sponsored: boolean;
  is_featured: boolean;
  rating: string | null;
  reviews_count: number;
  created_by: string | null;
  created_at: string;
  cursor_at: string;
  hidden: boolean;
};

const COLUMNS = `b.id, b.business_name, b.owner_name, b.category, b.description, b.phone, b.email, b.address,
  b.website_url, b.opening_hours, b.logo_url, b.is_verified, b.is_sponsored, b.is_featured, b.rating,
  b.reviews_count, b.created_by, ${isoTimestamp('b.created_at')} as created_at, ${isoMicro('b.created_at')} as cursor_at,
  ${hiddenFlag('b')} as hidden`;

function toBusiness(row: Row): Business {
  return {
    id: row.id,
    businessName: row.business_name,
    ownerName: row.owner_name,
    category: row.category,
    description: row.description,
    phone: row.phone,
    email: row.email,
    address: row.address,
    websiteUrl: row.website_url,
    openingHours: row.opening_hours,
    logoUrl: row.logo_url,
    isVerified: row.is_verified,
    isSponsored: row.is_sponsored,
    isFeatured: row.is_featured,
    rating: row.rating === null ? null : Number(row.rating),
    reviewsCount: row.reviews_count,
    createdBy: row.created_by,
    createdAt: row.created_at,
    hiddenByModeration: row.hidden,
  };
}

// ------------------------------------------------------------------ cursors

/** 'Entreprises Locales' keyset: sponsored, verified, featured, rating (0 without), then id. */
const rankCursor = cursorCodec<[sponsored: boolean, verified: boolean, featured: boolean, rating: string, id: string]>(
  cursorFields.bool,
  cursorFields.bool,
  cursorFields.bool,
  cursorFields.decimal,
  cursorFields.uuid,
);
/** 'Annuaire Local' keyset: featured, then creation time (microseconds) and id. */
const directoryCursor = cursorCodec<[featured: boolean, at: string, id: string]>(
  cursorFields.bool,
  cursorFields.time,
  cursorFields.uuid,
);

function cursorOf(order: 'rank' | 'directory', row: Row): string {
  return order === 'rank'
    ? rankCursor.encode([row.is_sponsored, row.is_verified, row.is_featured, row.rating ?? '0', row.id])
    : directoryCursor.encode([row.is_featured, row.cursor_at, row.id]);
}

// ------------------------------------------------------------------ reading

/** Letters and digits of a search, each a prefix in a French full-text query ('boul port' → 'boul:* & port:*'). */
export function prefixQuery(q: string): string | null {
  const words = q.normalize('NFC').match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.length > 0
    ? words
        .slice(0, 8)
        .map((w) => `${w}:*`)
        .join(' & ')
    : null;
}

/**
 * Both screens read this list: 'rank' for 'Entreprises Locales' (sponsored, verified, featured,
 * rating), 'directory' for 'Annuaire Local' (featured, newest). Filtered by category and by a
 * search, accent-insensitive: French full-text on name, category and description, each word a
 * prefix, so it filters as one types.
 */
export async function listBusinesses(
  sql: Sql,
  visibility: Visibility,
  query: ListQuery,
  reader: Reader,
): Promise<BusinessesPage> {
  // Each order takes back only its own cursor: the other's has a different length.
  const rank = query.order === 'rank' ? rankCursor.decode(query.cursor) : null;
  const directory = query.order === 'directory' ? directoryCursor.decode(query.cursor) : null;
  const { values, add } = sqlParams();
  const where: string[] = [notHidden('business', 'b', sqlReader(reader, add, visibility))];
  if (query.category) where.push(`b.category = ${add(query.category)}`);
  const tsquery = query.q ? prefixQuery(query.q) : null;
  if (query.q?.trim() && !tsquery) return { businesses: [], nextCursor: null };
  if (tsquery) {
    // The expression of businesses_search_idx (GIN), so the search reads the index.
    where.push(
      `to_tsvector('public.french_unaccent'::regconfig, b.business_name || ' ' || b.category || ' ' || coalesce(b.description, ''))
         @@ to_tsquery('public.french_unaccent', ${add(tsquery)})`,
    );
  }
  let orderBy: string;
  if (query.order === 'rank') {
    // The columns of businesses_rank_idx as drizzle wrote them (desc nulls last), so the index gives the order.
    orderBy =
      'b.is_sponsored desc nulls last, b.is_verified desc nulls last, b.is_featured desc nulls last, coalesce(b.rating, 0) desc, b.id';
    if (rank) {
      // Compared as integers, not as the indexed booleans: PostgreSQL then reads businesses_rank_idx
      // in order and skips what comes before the cursor, instead of estimating the row comparison
      // (badly, from its leading boolean) into a bitmap scan and a sort of everything after it.
      const [sponsored, verified, featured, rating, id] = rank;
      const columns = '(b.is_sponsored::int, b.is_verified::int, b.is_featured::int, coalesce(b.rating, 0))';
      const key = `(${add(Number(sponsored))}::int, ${add(Number(verified))}::int, ${add(Number(featured))}::int, ${add(rating)}::numeric)`;
      where.push(`(${columns} < ${key} or (${columns} = ${key} and b.id > ${add(id)}::uuid))`);
    }
  } else {
    orderBy = 'b.is_featured desc nulls last, b.created_at desc nulls last, b.id desc nulls last';
    if (directory) {
      const [featured, at, id] = directory;
      where.push(
        `(b.is_featured, b.created_at, b.id) < (${add(featured)}::boolean, ${add(at)}::timestamptz, ${add(id)}::uuid)`,
      );
    }
  }
  const { rows } = await sql.query<Row>(
    prepared(
      `select ${COLUMNS} from businesses b
     where ${where.join(' and ')}
     order by ${orderBy}
     limit ${add(query.limit + 1)}`,
      values,
    ),
  );
  const more = rows.length > query.limit;
  const page = more ? rows.slice(0, query.limit) : rows;
  return { businesses: page.map(toBusiness), nextCursor: more ? cursorOf(query.order, page.at(-1)!) : null };
}

/**
 * The list's JSON text as the route answers it: a visitor's first page of an order and category
 * without a search (the same for every visitor) from the instance's shared results, kept until a
 * write of the businesses or of their ratings drops it.
 */
export async function readBusinesses(
  sql: Sql,
  visibility: Visibility,
  results: SharedResults,
  query: ListQuery,
  reader: Reader,
): Promise<string> {
  const load = async () => JSON.stringify(await listBusinesses(sql, visibility, query, reader));
  if (reader || query.q || query.cursor) return load();
  return results.get(BUSINESSES_TOPIC, `${query.order}:${query.category ?? ''}:${query.limit}`, load);
}

/** The counters of 'Entreprises Locales', over every business but those a moderator hid. */
export async function businessStats(sql: Sql): Promise<BusinessStats> {
  const { rows } = await sql.query<BusinessStats>(
    `select count(*)::int as total, (count(*) filter (where is_verified))::int as verified,
       (count(*) filter (where is_sponsored))::int as sponsored
     from businesses b where ${notHidden('business', 'b', VISITOR)}`,
  );
  return rows[0]!;
}

export async function getBusiness(sql: Sql, visibility: Visibility, id: string, reader: Reader): Promise<Business> {
  const values: unknown[] = [id];
  const hidden = notHidden(
    'business',
    'b',
    sqlReader(reader, (v) => `$${values.push(v)}`, visibility),
  );
  const { rows } = await sql.query<Row>(`select ${COLUMNS} from businesses b where b.id = $1 and ${hidden}`, values);
  if (!rows[0]) throw new AppError('BUSINESS_NOT_FOUND');
  return toBusiness(rows[0]);
}

// ------------------------------------------------------------------ writing

type Fields = CreateBusinessInput | UpdateBusinessInput;

function fieldValues(input: Fields): unknown[] {
  return [
    input.businessName,
    input.ownerName,
    input.category,
    input.description,
    input.phone,
    input.email,
    input.address,
    input.websiteUrl,
    input.openingHours,
  ];
}

/** 'Ajouter votre entreprise': a new entry, its creator the signed-in resident. */
export async function createBusiness(sql: Sql, actor: Actor, input: CreateBusinessInput): Promise<Business> {
  const { rows } = await sql.query<Row>(
    `insert into businesses as b (business_name, owner_name, category, description, phone, email, address,
       website_url, opening_hours, created_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     returning ${COLUMNS}`,
    [...fieldValues(input), actor.id],
  );
  await businessesChanged(sql);
  return toBusiness(rows[0]!);
}

async function ownerOf(sql: Sql, id: string): Promise<{ createdBy: string | null }> {
  const { rows } = await sql.query<{ created_by: string | null }>(`select created_by from businesses where id = $1`, [
    id,
  ]);
  if (!rows[0]) throw new AppError('BUSINESS_NOT_FOUND');
  return { createdBy: rows[0].created_by };
}

export async function updateBusiness(
  pool: pg.Pool,
  actor: Actor,
  id: string,
  input: UpdateBusinessInput,
): Promise<Business> {
  const owner = await ownerOf(pool, id);
  if (!canEditBusiness(actor, owner)) throw new AppError('BUSINESS_EDIT_FORBIDDEN');
  const entry = staffEntry(actor.id, owner.createdBy, 'edit', { type: 'business', id });
  const { rows } = await withModerationLog(pool, entry, (sql) =>
    sql.query<Row>(
      `update businesses as b set business_name = $1, owner_name = $2, category = $3, description = $4, phone = $5,
       email = $6, address = $7, website_url = $8, opening_hours = $9, updated_at = now()
     where b.id = $10
     returning ${COLUMNS}`,
      [...fieldValues(input), id],
    ),
  );
  if (!rows[0]) throw new AppError('BUSINESS_NOT_FOUND');
  await businessesChanged(pool);
  return toBusiness(rows[0]);
}

/** Moderators verify and feature; admins sponsor too. */
export async function setBusinessFlags(
  pool: pg.Pool,
  actor: Actor,
  id: string,
  flags: BusinessFlagsInput,
): Promise<Business> {
  const allowed = canSetFlags(actor, flags);
  if (allowed === 'forbidden') throw new AppError('FORBIDDEN');
  if (allowed === 'admins-only') throw new AppError('SPONSOR_ADMINS_ONLY');
  const entry = staffEntry(actor.id, null, 'flags', { type: 'business', id }, { ...flags });
  const { rows } = await withModerationLog(pool, entry, (sql) =>
    sql.query<Row>(
      `update businesses as b set is_verified = coalesce($2, b.is_verified), is_featured = coalesce($3, b.is_featured),
       is_sponsored = coalesce($4, b.is_sponsored), updated_at = now()
     where b.id = $1
     returning ${COLUMNS}`,
      [id, flags.isVerified ?? null, flags.isFeatured ?? null, flags.isSponsored ?? null],
    ),
  );
  if (!rows[0]) throw new AppError('BUSINESS_NOT_FOUND');
  await businessesChanged(pool);
  return toBusiness(rows[0]);
}

export async function deleteBusiness(pool: pg.Pool, actor: Actor, id: string): Promise<void> {
  const owner = await ownerOf(pool, id);
  if (!canDeleteBusiness(actor, owner)) throw new AppError('BUSINESS_EDIT_FORBIDDEN');
  const entry = staffEntry(actor.id, owner.createdBy, 'delete', { type: 'business', id });
  await withModerationLog(pool, entry, (sql) => sql.query('delete from businesses where id = $1', [id]));
  await businessesChanged(pool);
}
