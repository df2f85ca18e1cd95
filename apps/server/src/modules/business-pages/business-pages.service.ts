import {
  BUSINESS_PAGE_PHOTOS,
  type BusinessPage,
  type BusinessPageFollowResponse,
  type BusinessPagePhotos,
  type BusinessPagesPage,
  type CreateBusinessPageInput,
  type PageQuery,
  type SessionUser,
  type UpdateBusinessPageInput,
} from '@portmarin/shared';
import type { z } from 'zod';
import { decodeCursor, pageOf } from '../../db/paging.ts';
import type pg from 'pg';
import { logModeration, staffEntry, withModerationLog } from '../../db/moderation-log.ts';
import { inTransaction, isoMicro, isoTimestamp as iso, type Sql, prepared } from '../../db/sql.ts';
import {
  hiddenFlag,
  notHidden,
  readerAt,
  sqlReader,
  WRITER,
  type Reader,
  type Visibility,
} from '../../db/visibility.ts';
import { AppError } from '../../lib/app-error.ts';
import { isForeignKeyViolation } from '../../lib/pg-errors.ts';
import { uploadUrl, type UploadStore } from '../../plugins/uploads.ts';
import { placePostsChanged } from '../posts/index.ts';
import { resultsChanged, type SharedResults } from '../../plugins/shared-results.ts';
import { canEditBusinessPage, canFollowBusinessPage } from './business-pages.policy.ts';
import { shownUsername } from '../../db/user-names.ts';

type Viewer = Pick<SessionUser, 'id' | 'role'> | null;
type CreateInput = z.output<typeof CreateBusinessPageInput>;
type UpdateInput = z.output<typeof UpdateBusinessPageInput>;

type PageRow = {
  id: string;
  name: string;
  description: string | null;
  category: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  website_url: string | null;
  address: string | null;
  cover_url: string | null;
  own_cover: boolean;
  logo_url: string | null;
  followers_count: number;
  rating: number | null;
  reviews_count: number;
  created_at: string;
  cursor_at: string;
  created_by: string;
  owner_name: string;
  owner_username: string | null;
  owner_image: string | null;
  followed_by_me: boolean;
  hidden: boolean;
};

/** The select list of a page, from `business_pages b join "user" u`; `viewer` is the viewer's id parameter or null. */
function pageColumns(viewer: string | null): string {
  const followed = viewer
    ? `exists(select 1 from business_page_follows f where f.page_id = b.id and f.user_id = ${viewer})`
    : 'false';
  return `b.id, b.name, b.description, b.category, b.contact_email, b.contact_phone, b.website_url, b.address,
  coalesce(b.cover_url, (
    select p.image_url from posts p where p.business_page_id = b.id and p.image_url is not null
    order by p.created_at desc, p.id desc limit 1)) as cover_url, b.cover_url is not null as own_cover, b.logo_url,
  b.followers_count, b.rating::float8 as rating, b.reviews_count,
  ${iso('b.created_at')} as created_at, ${isoMicro('b.created_at')} as cursor_at,
  b.created_by, u.name as owner_name, ${shownUsername('u')} as owner_username,
  u.image as owner_image, ${followed} as followed_by_me, ${hiddenFlag('b')} as hidden`;
}

function toBusinessPage(row: PageRow, viewer: Viewer): BusinessPage {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category,
    contactEmail: row.contact_email,
    contactPhone: row.contact_phone,
    websiteUrl: row.website_url,
    address: row.address,
    coverUrl: row.cover_url,
    ownCover: row.own_cover,
    logoUrl: row.logo_url,
    owner: { id: row.created_by, name: row.owner_name, username: row.owner_username, image: row.owner_image },
    followersCount: row.followers_count,
    rating: row.rating,
    reviewsCount: row.reviews_count,
    createdAt: row.created_at,
    followedByMe: row.followed_by_me,
    isOwner: viewer?.id === row.created_by,
    canEdit: canEditBusinessPage(viewer, { createdBy: row.created_by }),
    hiddenByModeration: row.hidden,
  };
}

/** The shared results holding the visitors' first pages of the list (decision 0099). */
export const BUSINESS_PAGES_TOPIC = 'business-pages';

/** Says that a write changed a page as the list shows it: every instance drops the first pages it keeps. */
export const businessPagesChanged = (sql: Sql): Promise<void> => resultsChanged(sql, [BUSINESS_PAGES_TOPIC]);

/**
 * The list's JSON text as the route answers it: a visitor's first page (the same for every
 * visitor) from the instance's shared results, kept until a write it shows drops it.
 */
export async function readBusinessPages(
  sql: Sql,
  visibility: Visibility,
  results: SharedResults,
  viewer: Viewer,
  query: PageQuery,
): Promise<string> {
  const load = async () => JSON.stringify(await listBusinessPages(sql, visibility, viewer, query));
  if (viewer || query.cursor) return load();
  return results.get(BUSINESS_PAGES_TOPIC, `visitor:${query.limit}`, load);
}

/** Every page, newest first (spec: ordered by created_at descending), by cursor. */
export async function listBusinessPages(
  sql: Sql,
  visibility: Visibility,
  viewer: Viewer,
  query: PageQuery,
): Promise<BusinessPagesPage> {
  const cursor = decodeCursor(query.cursor);
  const values: unknown[] = [query.limit + 1];
  const viewerParam = viewer ? `$${values.push(viewer.id)}` : null;
  let where = `where ${notHidden('business-page', 'b', readerAt(viewer, viewerParam ?? '', visibility))}`;
  if (cursor) {
    values.push(cursor.at, cursor.id);
    where += ` and (b.created_at, b.id) < ($${values.length - 1}::timestamptz, $${values.length}::uuid)`;
  }
  const { rows } = await sql.query<PageRow>(
    prepared(
      `select ${pageColumns(viewerParam)}
     from business_pages b join "user" u on u.id = b.created_by
     ${where}
     order by b.created_at desc, b.id desc
     limit $1`,
      values,
    ),
  );
  const page = pageOf(rows, query.limit);
  return { pages: page.rows.map((row) => toBusinessPage(row, viewer)), nextCursor: page.nextCursor };
}

export async function getBusinessPage(
  sql: Sql,
  visibility: Visibility,
  viewer: Viewer,
  id: string,
): Promise<BusinessPage> {
  const values: unknown[] = [id];
  const viewerParam = viewer ? `$${values.push(viewer.id)}` : null;
  const { rows } = await sql.query<PageRow>(
    `select ${pageColumns(viewerParam)}
     from business_pages b join "user" u on u.id = b.created_by
     where b.id = $1 and ${notHidden('business-page', 'b', readerAt(viewer, viewerParam ?? '', visibility))}`,
    values,
  );
  const row = rows[0];
  if (!row) throw new AppError('BUSINESS_PAGE_NOT_FOUND');
  return toBusinessPage(row, viewer);
}

/** A view by someone other than its owner: the advertising hub's Analytics shows the count (issue 19). */
export async function countBusinessPageView(sql: Sql, id: string): Promise<void> {
  await sql.query('update business_pages set views_count = views_count + 1 where id = $1', [id]);
}

/**
 * Throws BUSINESS_PAGE_NOT_FOUND unless the page exists and `reader` may read it (a page a
 * moderator hid: its owner and moderators); gives its owner.
 */
export async function requireBusinessPage(
  sql: Sql,
  visibility: Visibility,
  id: string,
  reader: Reader,
): Promise<{ createdBy: string }> {
  const values: unknown[] = [id];
  const hidden = notHidden(
    'business-page',
    'b',
    sqlReader(reader, (v) => `$${values.push(v)}`, visibility),
  );
  const { rows } = await sql.query<{ created_by: string }>(
    prepared(`select created_by from business_pages b where b.id = $1 and ${hidden}`, values),
  );
  const row = rows[0];
  if (!row) throw new AppError('BUSINESS_PAGE_NOT_FOUND');
  return { createdBy: row.created_by };
}

/**
 * Who answers the page's messages, as the page: its owner today; managers, when pages have them,
 * join this list and every conversation that reads it.
 */
export async function pageStaff(sql: Sql, id: string): Promise<{ name: string; staffIds: string[] }> {
  const { rows } = await sql.query<{ name: string; created_by: string }>(
    `select b.name, b.created_by from business_pages b where b.id = $1 and ${notHidden('business-page', 'b', WRITER)}`,
    [id],
  );
  const row = rows[0];
  if (!row) throw new AppError('BUSINESS_PAGE_NOT_FOUND');
  return { name: row.name, staffIds: [row.created_by] };
}

const FIELDS = {
  name: 'name',
  description: 'description',
  category: 'category',
  contactEmail: 'contact_email',
  contactPhone: 'contact_phone',
  websiteUrl: 'website_url',
  address: 'address',
} as const satisfies Record<keyof CreateInput, string>;

/** A new page by a signed-in resident, recorded as its creator (`created_by`). */
export async function createBusinessPage(
  sql: Sql,
  visibility: Visibility,
  viewer: SessionUser,
  input: CreateInput,
): Promise<BusinessPage> {
  const { rows } = await sql.query<{ id: string }>(
    `insert into business_pages (name, description, category, contact_email, contact_phone, website_url, address, created_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
    [
      input.name,
      input.description ?? null,
      input.category ?? null,
      input.contactEmail ?? null,
      input.contactPhone ?? null,
      input.websiteUrl ?? null,
      input.address ?? null,
      viewer.id,
    ],
  );
  await businessPagesChanged(sql);
  return getBusinessPage(sql, visibility, viewer, rows[0]!.id);
}

/** The page's pictures: the columns holding them and the upload kind each takes. */
const PICTURES = {
  coverUploadId: { column: 'cover_url', kind: 'cover' },
  logoUploadId: { column: 'logo_url', kind: 'avatar' },
} as const;

/**
 * Changes the fields sent; the owner, a moderator or an admin only (else 403). A cover or logo is
 * an upload of the editor's own, not held by anything else; the picture it replaces is deleted.
 */
export async function updateBusinessPage(
  pool: pg.Pool,
  visibility: Visibility,
  uploads: UploadStore,
  viewer: SessionUser,
  id: string,
  input: UpdateInput,
): Promise<BusinessPage> {
  const page = await requireBusinessPage(pool, visibility, id, viewer);
  if (!canEditBusinessPage(viewer, page)) throw new AppError('FORBIDDEN');
  const sets: string[] = [];
  const values: unknown[] = [id];
  for (const [key, column] of Object.entries(FIELDS) as Array<[keyof typeof FIELDS, string]>) {
    const value = input[key];
    if (value === undefined) continue;
    sets.push(`${column} = $${values.push(value)}`);
  }
  const pictures = (Object.keys(PICTURES) as Array<keyof typeof PICTURES>).filter((key) => input[key] !== undefined);
  if (sets.length === 0 && pictures.length === 0) return getBusinessPage(pool, visibility, viewer, id);

  const entry = staffEntry(
    viewer.id,
    page.createdBy,
    'edit',
    { type: 'business-page', id },
    { fields: Object.keys(input) },
  );
  // One transaction (withModerationLog runs an owner's edit straight on the pool): the claims lock
  // their uploads until the page holds them.
  const replaced = await inTransaction(pool, async (sql) => {
    const { rows } = await sql.query<{ cover_url: string | null; logo_url: string | null }>(
      'select cover_url, logo_url from business_pages where id = $1 for update',
      [id],
    );
    const before = rows[0];
    if (!before) throw new AppError('BUSINESS_PAGE_NOT_FOUND');
    const old: string[] = [];
    for (const key of pictures) {
      const { column, kind } = PICTURES[key];
      const uploadId = input[key];
      const url = uploadId ? (await uploads.claim(sql, viewer.id, uploadId, [kind])).url : null;
      sets.push(`${column} = $${values.push(url)}`);
      const previous = before[column];
      if (previous && previous !== url) old.push(previous);
    }
    sets.push('updated_at = now()');
    await sql.query(`update business_pages set ${sets.join(', ')} where id = $1`, values);
    if (entry) await logModeration(sql, entry);
    return old;
  });
  // Its name and logo sign its posts, and show in the list.
  await placePostsChanged(pool);
  await businessPagesChanged(pool);
  // A replaced or removed picture is nobody's any more: its upload and files go.
  for (const url of replaced) {
    const uploadId = await uploadIdAt(pool, url);
    if (uploadId) await uploads.remove(uploadId);
  }
  return getBusinessPage(pool, visibility, viewer, id);
}

/** The upload whose image is shown at `url`, if it is one. */
async function uploadIdAt(sql: Sql, url: string): Promise<string | null> {
  const { rows } = await sql.query<{ id: string }>('select id from uploads where $1::text || file_name = $2', [
    uploadUrl(''),
    url,
  ]);
  return rows[0]?.id ?? null;
}

/** Deletes the page with its posts and follows (ON DELETE CASCADE); the owner, a moderator or an admin only. */
export async function deleteBusinessPage(
  pool: pg.Pool,
  visibility: Visibility,
  uploads: UploadStore,
  viewer: SessionUser,
  id: string,
): Promise<void> {
  const page = await requireBusinessPage(pool, visibility, id, viewer);
  if (!canEditBusinessPage(viewer, page)) throw new AppError('FORBIDDEN');
  const { rows: photos } = await pool.query<{ id: string }>(
    `select image_upload_id as id from posts where business_page_id = $1 and image_upload_id is not null
     union all
     select u.id from business_pages b join uploads u on $2::text || u.file_name in (b.cover_url, b.logo_url)
     where b.id = $1`,
    [id, uploadUrl('')],
  );
  const entry = staffEntry(viewer.id, page.createdBy, 'delete', { type: 'business-page', id });
  const { rowCount } = await withModerationLog(pool, entry, (sql) =>
    sql.query('delete from business_pages where id = $1', [id]),
  );
  if (!rowCount) throw new AppError('BUSINESS_PAGE_NOT_FOUND');
  await businessPagesChanged(pool);
  for (const photo of photos) await uploads.remove(photo.id);
}

/** What a follow changed: the answer, and the page's owner and name when this follow is new. */
export type FollowChange = BusinessPageFollowResponse & { newFollower: { ownerId: string; pageName: string } | null };

/**
 * Follows (or stops following) a page. One statement each: the follow row and the count change
 * together, the page's row lock orders concurrent calls, and a repeated call changes nothing. The
 * owner's own follow is refused.
 */
export async function setBusinessPageFollow(
  sql: Sql,
  userId: string,
  pageId: string,
  follow: boolean,
): Promise<FollowChange> {
  const statement = follow
    ? `with changed as (
         insert into business_page_follows (page_id, user_id)
         select b.id, $2 from business_pages b
         where b.id = $1 and b.created_by <> $2 and ${notHidden('business-page', 'b', WRITER)}
         on conflict do nothing returning 1)
       update business_pages set followers_count = followers_count + (select count(*) from changed)::int
       where id = $1 and ${notHidden('business-page', 'business_pages', WRITER)}
       returning followers_count, created_by, name, (select count(*) from changed)::int as added`
    : `with changed as (
         delete from business_page_follows where page_id = $1 and user_id = $2 returning 1)
       update business_pages set followers_count = followers_count - (select count(*) from changed)::int
       where id = $1 returning followers_count, created_by, name, 0 as added`;
  try {
    const { rows } = await sql.query<{ followers_count: number; created_by: string; name: string; added: number }>(
      statement,
      [pageId, userId],
    );
    const row = rows[0];
    if (!row) throw new AppError('BUSINESS_PAGE_NOT_FOUND');
    if (follow && !canFollowBusinessPage({ id: userId }, { createdBy: row.created_by })) {
      throw new AppError('CANNOT_FOLLOW_OWN_PAGE');
    }
    // Its followers' count is in the list.
    await businessPagesChanged(sql);
    return {
      following: follow,
      followersCount: row.followers_count,
      newFollower: row.added > 0 ? { ownerId: row.created_by, pageName: row.name } : null,
    };
  } catch (error) {
    // The page was deleted between the check and the insert.
    if (isForeignKeyViolation(error)) throw new AppError('BUSINESS_PAGE_NOT_FOUND');
    throw error;
  }
}

/** The 6 latest photos of the page's posts. */
export async function listBusinessPagePhotos(
  sql: Sql,
  visibility: Visibility,
  pageId: string,
  reader: Reader,
): Promise<BusinessPagePhotos> {
  await requireBusinessPage(sql, visibility, pageId, reader);
  const values: unknown[] = [pageId, BUSINESS_PAGE_PHOTOS];
  const hidden = notHidden(
    'post',
    'p',
    sqlReader(reader, (v) => `$${values.push(v)}`, visibility),
  );
  const { rows } = await sql.query<{ post_id: string; url: string; thumbnail_url: string | null }>(
    `select p.id as post_id, p.image_url as url, p.thumbnail_url
     from posts p
     where p.business_page_id = $1 and p.image_url is not null and ${hidden}
     order by p.created_at desc, p.id desc
     limit $2`,
    values,
  );
  return { photos: rows.map((r) => ({ postId: r.post_id, url: r.url, thumbnailUrl: r.thumbnail_url ?? r.url })) };
}
