import {
  MARKETPLACE_CATEGORIES,
  REAL_ESTATE_TYPES,
  pricePeriodOf,
  type ContactSellerResponse,
  type Listing,
  type ListingCondition,
  type ListingCounts,
  type ListingInputParsed,
  type ListingsPage,
  type ListingsQuery,
  type ListingStatus,
  type MarketplaceCategory,
  type MyListingsQuery,
  type PostAuthor,
  type PricePeriod,
  type RealEstateType,
  type Role,
} from '@portmarin/shared';
import type pg from 'pg';
import { directConversation, insertMessage, senderNameOf } from '../messages/index.ts';
import { staffEntry, withModerationLog } from '../../db/moderation-log.ts';
import { decodeCursor, pageOf } from '../../db/paging.ts';
import {
  assignments,
  escapeLike,
  insertion,
  inTransaction,
  isoMicro,
  isoTimestamp as iso,
  type Sql,
} from '../../db/sql.ts';
import { notHidden, readerAt, sqlReader, type Visibility } from '../../db/visibility.ts';
import { AppError } from '../../lib/app-error.ts';
import { deliverMessage, type Delivery } from '../messages/index.ts';
import { isStaff } from '../../lib/roles.ts';
import { uploadUrl } from '../../plugins/uploads.ts';
import { canDeleteListing, isListingOwner } from './marketplace.policy.ts';
import { shownUsername } from '../../db/user-names.ts';

/** Who reads: a signed-in resident, or null for a visitor. */
export type Viewer = { id: string; role: Role } | null;

type ListingRow = {
  id: string;
  title: string;
  description: string;
  price_cents: number;
  price_period: PricePeriod;
  category: MarketplaceCategory;
  real_estate_type: RealEstateType | null;
  surface_m2: number | null;
  rooms: number | null;
  condition: ListingCondition;
  location: string;
  status: ListingStatus;
  views_count: number;
  messages_count: number;
  seller_id: string;
  seller_name: string | null;
  seller_username: string | null;
  seller_image: string | null;
  seller_verified: boolean;
  buyer_id: string | null;
  buyer_name: string | null;
  buyer_username: string | null;
  buyer_image: string | null;
  buyer_verified: boolean | null;
  photos: { id: string; file: string; thumb: string; alt: string | null }[];
  created_at: string;
  sold_at: string | null;
  cursor_at: string;
  hidden: boolean;
  contacted: boolean;
};

/** The select list of a Listing from `marketplace_listings l`; `viewer` is the SQL parameter of the reader's id. */
function columns(viewer: string | null, cursorColumn = 'l.created_at'): string {
  return `l.id, l.title, l.description, l.price_cents, l.price_period, l.category, l.real_estate_type,
    l.surface_m2, l.rooms, l.condition, l.location, l.status, l.views_count, l.messages_count,
    l.seller_id, s.name as seller_name, ${shownUsername('s')} as seller_username,
    s.image as seller_image, s.verified as seller_verified,
    l.buyer_id, b.name as buyer_name, ${shownUsername('b')} as buyer_username,
    b.image as buyer_image, b.verified as buyer_verified,
    coalesce((select json_agg(json_build_object('id', up.id, 'file', up.file_name, 'thumb', up.thumb_name, 'alt', ph.alt)
                order by ph.position)
              from marketplace_listing_photos ph join uploads up on up.id = ph.upload_id
              where ph.listing_id = l.id), '[]'::json) as photos,
    ${iso('l.created_at')} as created_at, ${iso('l.sold_at')} as sold_at, ${isoMicro(cursorColumn)} as cursor_at,
    l.hidden_at is not null as hidden,
    ${
      viewer
        ? `exists(select 1 from marketplace_contacts c where c.listing_id = l.id and c.buyer_id = ${viewer})`
        : 'false'
    } as contacted`;
}

const FROM = `marketplace_listings l join "user" s on s.id = l.seller_id left join "user" b on b.id = l.buyer_id`;

/** Hidden listings exist only for their seller and moderators (db/visibility.ts). */
function visibleTo(viewer: Viewer, visibility: Visibility, viewerParam: string | null): string {
  return notHidden('listing', 'l', readerAt(viewer, viewerParam ?? '', visibility));
}

/** `visibleTo` for a query whose values are `values`: the actor's id added only when the condition uses it. */
function visibleWith(actor: NonNullable<Viewer>, visibility: Visibility, values: unknown[]): string {
  return notHidden(
    'listing',
    'l',
    sqlReader(actor, (value) => `$${values.push(value)}`, visibility),
  );
}

function toListing(r: ListingRow, viewer: Viewer): Listing {
  const mine = viewer?.id === r.seller_id;
  const staff = isStaff(viewer);
  const seesBuyer = mine || staff || (viewer !== null && viewer.id === r.buyer_id);
  const seller: PostAuthor = {
    id: r.seller_id,
    name: r.seller_name,
    username: r.seller_username,
    image: r.seller_image,
    verified: r.seller_verified,
  };
  return {
    id: r.id,
    title: r.title,
    description: r.description,
    priceCents: r.price_cents,
    pricePeriod: r.price_period,
    category: r.category,
    realEstateType: r.real_estate_type,
    surfaceM2: r.surface_m2,
    rooms: r.rooms,
    condition: r.condition,
    location: r.location,
    status: r.status,
    photos: r.photos.map((p) => ({ id: p.id, url: uploadUrl(p.file), thumbnailUrl: uploadUrl(p.thumb), alt: p.alt })),
    seller,
    buyer:
      seesBuyer && r.buyer_id
        ? {
            id: r.buyer_id,
            name: r.buyer_name,
            username: r.buyer_username,
            image: r.buyer_image,
            verified: r.buyer_verified ?? false,
          }
        : null,
    viewsCount: mine || staff ? r.views_count : null,
    messagesCount: mine || staff ? r.messages_count : null,
    createdAt: r.created_at,
    soldAt: r.sold_at,
    isMine: mine,
    contacted: r.contacted,
    hidden: r.hidden,
  };
}

type PageSpec = { where: string[]; values: unknown[]; cursorColumn: string; cursor: string | undefined; limit: number };

/** One page, newest first by `cursorColumn` then id (keyset). */
async function pageOfListings(sql: Sql, visibility: Visibility, viewer: Viewer, spec: PageSpec): Promise<ListingsPage> {
  const values = [...spec.values];
  const param = (value: unknown) => `$${values.push(value)}`;
  const viewerParam = viewer ? param(viewer.id) : null;
  const where = [...spec.where, visibleTo(viewer, visibility, viewerParam)];
  const cursor = decodeCursor(spec.cursor);
  if (cursor) {
    where.push(`(${spec.cursorColumn}, l.id) < (${param(cursor.at)}::timestamptz, ${param(cursor.id)}::uuid)`);
  }
  const limit = param(spec.limit + 1);
  const { rows } = await sql.query<ListingRow>(
    `select ${columns(viewerParam, spec.cursorColumn)} from ${FROM}
     where ${where.join(' and ')}
     order by ${spec.cursorColumn} desc, l.id desc limit ${limit}`,
    values,
  );
  const page = pageOf(rows, spec.limit);
  return { listings: page.rows.map((r) => toListing(r, viewer)), nextCursor: page.nextCursor };
}

const DOCUMENT = `(l.title || ' ' || l.description || ' ' || l.location)`;

/** Parcourir and Immobilier: active listings, filtered; the text matches in French (stems, accents ignored) or as a substring. */
export function browseListings(
  sql: Sql,
  visibility: Visibility,
  viewer: Viewer,
  query: ListingsQuery,
): Promise<ListingsPage> {
  const values: unknown[] = [];
  const param = (value: unknown) => `$${values.push(value)}`;
  const where = [`l.status = 'active'`];
  if (query.category) where.push(`l.category = ${param(query.category)}`);
  if (query.realEstateType) where.push(`l.real_estate_type = ${param(query.realEstateType)}`);
  if (query.condition) where.push(`l.condition = ${param(query.condition)}`);
  if (query.minPriceCents !== undefined) where.push(`l.price_cents >= ${param(query.minPriceCents)}`);
  if (query.maxPriceCents !== undefined) where.push(`l.price_cents <= ${param(query.maxPriceCents)}`);
  if (query.q) {
    const q = param(query.q);
    const pattern = param(`%${escapeLike(query.q.toLowerCase())}%`);
    where.push(`(to_tsvector('public.french_unaccent'::regconfig, ${DOCUMENT}) @@ websearch_to_tsquery('public.french_unaccent', ${q})
      or public.immutable_unaccent(lower(${DOCUMENT})) like public.immutable_unaccent(${pattern}))`);
  }
  return pageOfListings(sql, visibility, viewer, {
    where,
    values,
    cursorColumn: 'l.created_at',
    cursor: query.cursor,
    limit: query.limit,
  });
}

/** Mes ventes: every listing of mine, whatever its status. */
export function myListings(
  sql: Sql,
  visibility: Visibility,
  viewer: NonNullable<Viewer>,
  query: MyListingsQuery,
): Promise<ListingsPage> {
  return pageOfListings(sql, visibility, viewer, {
    where: ['l.seller_id = $1'],
    values: [viewer.id],
    cursorColumn: 'l.created_at',
    cursor: query.cursor,
    limit: query.limit,
  });
}

/** Mes achats: the listings sold to me, latest sale first. */
export function myPurchases(
  sql: Sql,
  visibility: Visibility,
  viewer: NonNullable<Viewer>,
  query: MyListingsQuery,
): Promise<ListingsPage> {
  return pageOfListings(sql, visibility, viewer, {
    where: ['l.buyer_id = $1', `l.status = 'sold'`, 'l.sold_at is not null'],
    values: [viewer.id],
    cursorColumn: 'l.sold_at',
    cursor: query.cursor,
    limit: query.limit,
  });
}

/** Active listings nobody hid, per category and per real-estate subcategory. */
export async function listingCounts(sql: Sql): Promise<ListingCounts> {
  const { rows } = await sql.query<{ category: MarketplaceCategory; type: RealEstateType | null; n: number }>(
    `select category, real_estate_type as type, count(*)::int as n from marketplace_listings
     where status = 'active' and hidden_at is null group by category, real_estate_type`,
  );
  const categories = Object.fromEntries(MARKETPLACE_CATEGORIES.map((c) => [c, 0])) as ListingCounts['categories'];
  const realEstate = Object.fromEntries(REAL_ESTATE_TYPES.map((t) => [t, 0])) as ListingCounts['realEstate'];
  // Only the known names: a row written outside the API with another spelling is not a category.
  for (const row of rows) {
    if (Object.hasOwn(categories, row.category)) categories[row.category] += row.n;
    if (row.category === 'Immobilier' && row.type && Object.hasOwn(realEstate, row.type)) realEstate[row.type] += row.n;
  }
  return { categories, realEstate };
}

async function readListing(sql: Sql, visibility: Visibility, id: string, viewer: Viewer): Promise<Listing> {
  const values: unknown[] = [id];
  const viewerParam = viewer ? `$${values.push(viewer.id)}` : null;
  const { rows } = await sql.query<ListingRow>(
    `select ${columns(viewerParam)} from ${FROM} where l.id = $1 and ${visibleTo(viewer, visibility, viewerParam)}`,
    values,
  );
  if (!rows[0]) throw new AppError('LISTING_NOT_FOUND');
  return toListing(rows[0], viewer);
}

/**
 * A listing's page. Its first opening by each signed-in resident other than the seller counts one
 * view (visitors have no identity to count once).
 */
export async function getListing(sql: Sql, visibility: Visibility, id: string, viewer: Viewer): Promise<Listing> {
  const listing = await readListing(sql, visibility, id, viewer);
  if (viewer && !listing.isMine) {
    await sql.query(
      `with v as (
         insert into marketplace_listing_views (listing_id, viewer_id) values ($1, $2)
         on conflict do nothing returning listing_id
       )
       update marketplace_listings set views_count = views_count + 1 where id in (select listing_id from v)`,
      [id, viewer.id],
    );
  }
  return listing;
}

/**
 * The columns a listing takes from the 'Vendre' form, the one list its insert and its update write:
 * rents get /mois or /nuit, only Immobilier keeps its type and sizes.
 */
function listingColumns(input: ListingInputParsed) {
  const realEstate = input.category === 'Immobilier';
  const type = realEstate ? (input.realEstateType ?? null) : null;
  return {
    title: input.title,
    description: input.description,
    price_cents: input.priceCents,
    price_period: pricePeriodOf(input.category, type),
    category: input.category,
    real_estate_type: type,
    surface_m2: realEstate ? (input.surfaceM2 ?? null) : null,
    rooms: realEstate ? (input.rooms ?? null) : null,
    condition: input.condition,
    location: input.location,
  };
}

/**
 * Attaches the photos in order, replacing any before. Each must be the seller's own post upload
 * that no post and no other listing uses (else UPLOAD_NOT_FOUND). Returns the uploads dropped.
 */
async function setPhotos(
  client: pg.PoolClient,
  sellerId: string,
  listingId: string,
  photoIds: string[],
  photoAlts: string[],
) {
  if (photoIds.length) {
    const { rows } = await client.query<{ id: string }>(
      `select u.id from uploads u
       where u.id = any($1::uuid[]) and u.user_id = $2 and u.kind = 'post'
         and not exists(select 1 from posts p where p.image_upload_id = u.id)
         and not exists(select 1 from marketplace_listing_photos ph where ph.upload_id = u.id and ph.listing_id <> $3)
       for update of u`,
      [photoIds, sellerId, listingId],
    );
    if (rows.length !== photoIds.length) throw new AppError('UPLOAD_NOT_FOUND');
  }
  const { rows: dropped } = await client.query<{ upload_id: string }>(
    `delete from marketplace_listing_photos where listing_id = $1 returning upload_id`,
    [listingId],
  );
  await client.query(
    `insert into marketplace_listing_photos (listing_id, upload_id, position, alt)
     select $1, id, (ord - 1)::smallint, nullif(alt, '')
     from unnest($2::uuid[], $3::text[]) with ordinality as t(id, alt, ord) where id is not null`,
    [listingId, photoIds, photoAlts],
  );
  return dropped.map((r) => r.upload_id).filter((id) => !photoIds.includes(id));
}

type Uploads = { remove(uploadId: string): Promise<void> };

/** The files of photos no listing shows any more; failures only leave them to the orphan purge. */
async function removeUploads(uploads: Uploads, ids: string[]): Promise<void> {
  await Promise.all(ids.map((id) => uploads.remove(id).catch(() => {})));
}

export async function createListing(
  pool: pg.Pool,
  visibility: Visibility,
  seller: NonNullable<Viewer>,
  input: ListingInputParsed,
): Promise<Listing> {
  const values: unknown[] = [];
  const { columns, placeholders } = insertion({ seller_id: seller.id, ...listingColumns(input) }, values);
  const id = await inTransaction(pool, async (client) => {
    const { rows } = await client.query<{ id: string }>(
      `insert into marketplace_listings (${columns}) values (${placeholders}) returning id`,
      values,
    );
    await setPhotos(client, seller.id, rows[0]!.id, input.photoIds, input.photoAlts);
    return rows[0]!.id;
  });
  return readListing(pool, visibility, id, seller);
}

type Locked = { seller_id: string; status: ListingStatus; title: string; hidden: boolean };

/** The listing locked for a change, as the actor may see it (else 404). */
async function lockListing(
  client: Sql,
  visibility: Visibility,
  id: string,
  actor: NonNullable<Viewer>,
): Promise<Locked> {
  const values: unknown[] = [id];
  const { rows } = await client.query<Locked>(
    `select l.seller_id, l.status, l.title, l.hidden_at is not null as hidden
     from marketplace_listings l where l.id = $1 and ${visibleWith(actor, visibility, values)} for update`,
    values,
  );
  if (!rows[0]) throw new AppError('LISTING_NOT_FOUND');
  return rows[0];
}

/** The seller edits the whole form again (not once sold). */
export async function updateListing(
  pool: pg.Pool,
  visibility: Visibility,
  uploads: Uploads,
  actor: NonNullable<Viewer>,
  id: string,
  input: ListingInputParsed,
): Promise<Listing> {
  const dropped = await inTransaction(pool, async (client) => {
    const listing = await lockListing(client, visibility, id, actor);
    if (!isListingOwner(actor, listing.seller_id)) throw new AppError('LISTING_OWNER_ONLY');
    if (listing.status === 'sold') throw new AppError('LISTING_SOLD');
    const values: unknown[] = [id];
    const changes = assignments(listingColumns(input), values);
    await client.query(
      `update marketplace_listings set ${changes.join(', ')}, updated_at = now() where id = $1`,
      values,
    );
    return setPhotos(client, actor.id, id, input.photoIds, input.photoAlts);
  });
  await removeUploads(uploads, dropped);
  return readListing(pool, visibility, id, actor);
}

/** Its seller, or a moderator (logged), deletes a listing with its photos. */
export async function deleteListing(
  pool: pg.Pool,
  visibility: Visibility,
  uploads: Uploads,
  actor: NonNullable<Viewer>,
  id: string,
) {
  const values: unknown[] = [id];
  const { rows } = await pool.query<{ seller_id: string }>(
    `select l.seller_id from marketplace_listings l where l.id = $1 and ${visibleWith(actor, visibility, values)}`,
    values,
  );
  const listing = rows[0];
  if (!listing) throw new AppError('LISTING_NOT_FOUND');
  if (!canDeleteListing(actor, listing.seller_id)) throw new AppError('LISTING_OWNER_ONLY');
  const mine = isListingOwner(actor, listing.seller_id);
  const entry = mine ? null : staffEntry(actor.id, listing.seller_id, 'listing.delete', { type: 'listing', id });
  const photos = await withModerationLog(pool, entry, async (sql) => {
    const { rows: shown } = await sql.query<{ upload_id: string }>(
      'select upload_id from marketplace_listing_photos where listing_id = $1',
      [id],
    );
    await sql.query('delete from marketplace_listings where id = $1', [id]);
    return shown.map((r) => r.upload_id);
  });
  await removeUploads(uploads, photos);
}

/**
 * Active ↔ inactive, or sold (optionally to a resident who contacted the seller about it). Sold is
 * final: the sale is then what the buyer's 'Mes achats' shows.
 */
export async function setListingStatus(
  pool: pg.Pool,
  visibility: Visibility,
  actor: NonNullable<Viewer>,
  id: string,
  status: ListingStatus,
  buyerId: string | null | undefined,
): Promise<Listing> {
  await inTransaction(pool, async (client) => {
    const listing = await lockListing(client, visibility, id, actor);
    if (!isListingOwner(actor, listing.seller_id)) throw new AppError('LISTING_OWNER_ONLY');
    if (listing.status === 'sold') throw new AppError('LISTING_SOLD');
    if (status !== 'sold') {
      if (buyerId) throw new AppError('VALIDATION_ERROR', 'Un acheteur se choisit seulement pour une vente.');
      await client.query('update marketplace_listings set status = $2, updated_at = now() where id = $1', [id, status]);
      return;
    }
    if (buyerId) {
      const { rowCount } = await client.query(
        'select 1 from marketplace_contacts where listing_id = $1 and buyer_id = $2',
        [id, buyerId],
      );
      if (!rowCount) throw new AppError('LISTING_BUYER_NOT_CONTACT');
    }
    await client.query(
      `update marketplace_listings set status = 'sold', buyer_id = $2, sold_at = now(), updated_at = now() where id = $1`,
      [id, buyerId ?? null],
    );
  });
  return readListing(pool, visibility, id, actor);
}

/** The residents who contacted the seller about the listing, first contact first (the seller's candidates). */
export async function listingContacts(
  sql: Sql,
  visibility: Visibility,
  actor: NonNullable<Viewer>,
  id: string,
): Promise<PostAuthor[]> {
  const values: unknown[] = [id];
  const { rows: found } = await sql.query<{ seller_id: string }>(
    `select l.seller_id from marketplace_listings l where l.id = $1 and ${visibleWith(actor, visibility, values)}`,
    values,
  );
  if (!found[0]) throw new AppError('LISTING_NOT_FOUND');
  if (!isListingOwner(actor, found[0].seller_id)) throw new AppError('LISTING_OWNER_ONLY');
  const { rows } = await sql.query<PostAuthor>(
    `select u.id, u.name, ${shownUsername('u')} as username, u.image, u.verified
     from marketplace_contacts c join "user" u on u.id = c.buyer_id
     where c.listing_id = $1 order by c.created_at, u.id`,
    [id],
  );
  return rows;
}

/**
 * 'Contacter le vendeur': the message goes to the seller in their direct conversation, naming the
 * listing and its link; each resident's first contact counts once in messages_count.
 */
export async function contactSeller(
  pool: pg.Pool,
  delivery: Delivery,
  buyerId: string,
  id: string,
  text: string,
  publicUrl: string,
): Promise<ContactSellerResponse> {
  const stored = await inTransaction(pool, async (client) => {
    // The row is locked for the update below at once: a share lock upgraded later deadlocks two
    // contacts at the same time (40P01). A sale or deactivation waits for this contact, or it sees it.
    const { rows } = await client.query<{ seller_id: string; status: ListingStatus; title: string }>(
      `select seller_id, status, title from marketplace_listings where id = $1 and hidden_at is null for no key update`,
      [id],
    );
    const listing = rows[0];
    if (!listing) throw new AppError('LISTING_NOT_FOUND');
    if (listing.seller_id === buyerId) throw new AppError('LISTING_OWN_CONTACT');
    if (listing.status !== 'active') throw new AppError('LISTING_UNAVAILABLE');
    await client.query(
      `with c as (
         insert into marketplace_contacts (listing_id, buyer_id) values ($1, $2)
         on conflict do nothing returning listing_id
       )
       update marketplace_listings set messages_count = messages_count + 1 where id in (select listing_id from c)`,
      [id, buyerId],
    );
    const conversation = await directConversation(client, buyerId, listing.seller_id);
    // The full address: the message, its notification and its push can be opened or copied as they are.
    const content = `À propos de votre annonce « ${listing.title} » (${publicUrl}/marketplace/${id}) :\n\n${text}`;
    const message = (await insertMessage(client, buyerId, conversation.id, content, null))!;
    const senderName = await senderNameOf(client, buyerId);
    return { message, senderName, sellerId: listing.seller_id };
  });
  await deliverMessage(delivery, {
    message: stored.message,
    participants: [buyerId, stored.sellerId],
    senderName: stored.senderName,
  });
  return { conversationId: stored.message.conversationId };
}
