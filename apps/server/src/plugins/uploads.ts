import {
  type Role,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_PIXELS,
  UPLOAD_MAX_SIDE,
  UPLOAD_THUMB_SIDE,
  type UploadKind,
  type UploadResponse,
} from '@portmarin/shared';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import sharp, { type OutputInfo } from 'sharp';
import type { Sql } from '../db/sql.ts';
import type { ImageColumn, PrivateImages } from '../lib/app-module.ts';
import { AppError } from '../lib/app-error.ts';
import { isStaff } from '../lib/roles.ts';
import type { Job } from './jobs.ts';
import { reportingFailures, storageFromEnv, type ObjectStorage, type StoredObject } from './object-storage.ts';

/** Stored names are always server-generated: `<uuid>.webp` and `<uuid>-thumb.webp`. */
export const UPLOAD_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(-thumb)?\.webp$/;

const STORED_QUALITY = 82;
const THUMB_QUALITY = 75;

/** The public path of a stored file. */
export function uploadUrl(fileName: string): string {
  return `/uploads/${fileName}`;
}

type Sniffed = 'jpeg' | 'png' | 'webp' | 'heif';

/** ISO-BMFF brands of HEIC and AVIF still images (and their image sequences). */
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1', 'avif', 'avis']);

/** The image type told by the file's first bytes, never by its name or declared type. */
export function sniffImage(data: Buffer): Sniffed | null {
  if (data.length < 12) return null;
  if (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (data.toString('latin1', 4, 8) === 'ftyp' && HEIF_BRANDS.has(data.toString('latin1', 8, 12))) return 'heif';
  return null;
}

function decodeError(error: unknown): AppError {
  const message = error instanceof Error ? error.message : '';
  return new AppError(/pixel limit/i.test(message) ? 'IMAGE_TOO_MANY_PIXELS' : 'INVALID_IMAGE');
}

/** How long a photo may stay attached to nothing (a composer closed after choosing it). */
export const ORPHAN_UPLOAD_HOURS = 24;

type OwnedUpload = { id: string; url: string; thumbnailUrl: string };

/** Who asks for a stored image, read only when the image is not for everyone. */
export type ImageReader = () => Promise<{ id: string; role: Role } | null>;

/** A stored image as served: its bytes, and whether it is for its readers only (never cached by others). */
export type OpenedImage = StoredObject & { private: boolean };

/**
 * The stored images: objects in `storage` (a folder or a bucket), one `uploads` row each. Every
 * module reaches them through `app.uploads`.
 */
export type UploadStore = {
  /** Where the bytes live: every original, thumbnail and deletion goes through it. */
  readonly storage: ObjectStorage;
  /**
   * Validates an image by its bytes, re-encodes it as WebP (orientation applied, bounded size, no
   * metadata: sharp drops EXIF and GPS unless asked to keep them) with a thumbnail, stores both
   * under server-generated names and records the upload. A refusal leaves nothing behind.
   */
  save(userId: string, kind: UploadKind, data: Buffer): Promise<UploadResponse>;
  /** An upload of this resident (of one of `kinds` when given), else UPLOAD_NOT_FOUND. */
  getOwned(userId: string, uploadId: string, kinds?: UploadKind[]): Promise<OwnedUpload>;
  /**
   * An upload of this resident, of one of `kinds`, that no row holds yet (a post, an event, a
   * report…: every column the modules declare), locked until the transaction of `sql` ends so two
   * writes cannot take it at once; else UPLOAD_NOT_FOUND.
   */
  claim(sql: Sql, userId: string, uploadId: string, kinds: UploadKind[]): Promise<OwnedUpload>;
  /**
   * Deletes these uploads' rows in the transaction of `sql` (the one deleting the content that held
   * them) and queues their files for deletion: from its commit on they are served to nobody, and
   * the files go through `deleteObjects` once it is committed, or the retry job while the storage is
   * down. Returns the queued names.
   */
  discard(sql: Sql, uploadIds: readonly (string | null | undefined)[]): Promise<string[]>;
  /**
   * Deletes queued files (after the commit that queued them) and their queue rows. A storage failure
   * is logged and left to the retry job: the content is already gone, so the caller still succeeds.
   */
  deleteObjects(names: readonly string[]): Promise<void>;
  /** `discard` in a statement of its own, then `deleteObjects` (a replaced public photo, the seeds). */
  remove(uploadId: string): Promise<void>;
  /**
   * One run of the retry job: claims the queued files due (`now` on), deletes them from the storage
   * and from the queue; a failing storage leaves them for a later run. Returns how many went.
   */
  retryDeletions(now: Date): Promise<number>;
  /**
   * The stored image `name` for this reader, else null: a file is served only while an upload row
   * says who may read it (unknown, deleted, malformed, or a private photo they may not see: the
   * modules' `privateImages` say which and to whom).
   */
  open(name: string, reader: ImageReader): Promise<OpenedImage | null>;
  /**
   * Deletes, with their files, the uploads attached to nothing for a day: no column a module
   * declares as holding uploads names them. Called lazily when a photo is uploaded, as expired
   * stories are when a story is added.
   */
  purgeOrphans(): Promise<number>;
};

/** How many queued files a run of the retry job claims at once. */
const DELETION_BATCH = 500;

/**
 * Queues stored files for deletion in the transaction of `sql`, the one removing what named them
 * (an account's uploads going with it by cascade). Names are checked first.
 */
export async function queueObjectDeletions(sql: Sql, names: readonly string[]): Promise<void> {
  const checked = names.filter((name) => UPLOAD_NAME.test(name));
  if (checked.length === 0) return;
  await sql.query('insert into pending_object_deletions (name) select unnest($1::text[]) on conflict do nothing', [
    checked,
  ]);
}

/** What a module writing a photo into its row needs of the store. */
export type UploadClaim = Pick<UploadStore, 'claim'>;

/** A row's photo after an edit: whether it changes, its new upload and URL, and the upload it lets go. */
export type PhotoEdit = { changed: boolean; id: string | null; url: string | null; removedUploadId: string | null };

/**
 * The photo an edit asks for, on a row holding `current`: `uploadId` undefined (or the same) keeps
 * it, null removes it, an id replaces it with one of the actor's own uploads, claimed in the
 * transaction of `sql`. The caller deletes `removedUploadId` once its transaction committed.
 */
export async function replacePhoto(
  sql: Sql,
  uploads: UploadClaim,
  actorId: string,
  current: string | null,
  uploadId: string | null | undefined,
): Promise<PhotoEdit> {
  if (uploadId === undefined || uploadId === current) {
    return { changed: false, id: current, url: null, removedUploadId: null };
  }
  const url = uploadId === null ? null : (await uploads.claim(sql, actorId, uploadId, ['post'])).url;
  return { changed: true, id: uploadId, url, removedUploadId: current };
}

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * The SQL condition "some row holds the upload `u`", one test per column the modules declare: its
 * id, its path (of the image or of its thumbnail), or its file name inside a JSON value.
 */
export function heldBy(columns: readonly ImageColumn[], u: string): string {
  const path = (name: string) => `'${uploadUrl('')}' || ${u}.${name}`;
  const tests = columns.flatMap((declared) => {
    if (!('holds' in declared)) return [];
    const [table, column] = declared.column.split('.') as [string, string];
    const from = `select 1 from ${ident(table)} x where`;
    const x = `x.${ident(column)}`;
    switch (declared.holds) {
      case 'upload id':
        return [`exists (${from} ${x} = ${u}.id)`];
      case 'upload path':
        return [`exists (${from} ${x} in (${path('file_name')}, ${path('thumb_name')}))`];
      case 'upload paths in json':
        return [`exists (${from} strpos(${x}::text, ${u}.file_name) > 0 or strpos(${x}::text, ${u}.thumb_name) > 0)`];
    }
  });
  return tests.length > 0 ? `(${tests.join('\n  or ')})` : 'false';
}

/**
 * The SQL condition "some row of the declared columns holds the upload `u` and meets `test`" (its
 * alias is `x`): whether its photo is restricted, or readable by the reader.
 */
export function someRowHolding(declared: readonly PrivateImages[], u: string, test: (d: PrivateImages) => string) {
  const tests = declared.map((d) => {
    const [table, column] = d.column.split('.') as [string, string];
    return `exists (select 1 from ${ident(table)} x where x.${ident(column)} = ${u}.id and (${test(d)}))`;
  });
  return tests.length > 0 ? `(${tests.join('\n  or ')})` : 'false';
}

type StoreParts = {
  pool: Sql;
  log: FastifyBaseLogger;
  storage: ObjectStorage;
  held: readonly ImageColumn[];
  privateImages: readonly PrivateImages[];
};

function createUploadStore({ pool, log, storage, held, privateImages }: StoreParts): UploadStore {
  const heldByU = heldBy(held, 'u');
  const restrictedU = someRowHolding(privateImages, 'u', (d) => d.restricted('x'));
  // $2 the reader's id, $3 whether they are staff.
  const readableU = someRowHolding(privateImages, 'u', (d) => d.readable('x', '$2', '$3'));
  const discard = async (sql: Sql, uploadIds: readonly (string | null | undefined)[]) => {
    const ids = uploadIds.filter((id): id is string => Boolean(id));
    if (ids.length === 0) return [];
    const { rows } = await sql.query<{ name: string }>(
      `with gone as (delete from uploads where id = any($1::uuid[]) returning file_name, thumb_name)
       insert into pending_object_deletions (name) select unnest(array[file_name, thumb_name]) from gone
       on conflict do nothing returning name`,
      [ids],
    );
    return rows.map((row) => row.name);
  };
  const deleteObjects = async (names: readonly string[]) => {
    const checked = names.filter((name) => UPLOAD_NAME.test(name));
    if (checked.length === 0) return;
    try {
      await storage.delete(checked);
      await pool.query('delete from pending_object_deletions where name = any($1::text[])', [checked]);
    } catch (error) {
      log.warn({ err: error, objects: checked.length }, 'stored objects not deleted yet: the retry job will');
    }
  };

  return {
    storage,
    discard,
    deleteObjects,

    async open(name, reader) {
      if (!UPLOAD_NAME.test(name)) return null;
      const { rows } = await pool.query<{ id: string; user_id: string; restricted: boolean }>(
        `select u.id, u.user_id, ${restrictedU} as restricted from uploads u
         where u.file_name = $1 or u.thumb_name = $1`,
        [name],
      );
      const upload = rows[0];
      // No row, no reader rule: a deleted upload's files (queued, or left by a failed deletion) are nobody's.
      if (!upload) return null;
      if (upload.restricted) {
        const viewer = await reader();
        if (!viewer) return null;
        if (viewer.id !== upload.user_id) {
          const allowed = await pool.query<{ readable: boolean }>(
            `select ${readableU} as readable from uploads u where u.id = $1`,
            [upload.id, viewer.id, isStaff(viewer)],
          );
          if (!allowed.rows[0]?.readable) return null;
        }
      }
      const object = await storage.get(name);
      return object ? { ...object, private: upload.restricted } : null;
    },

    async save(userId, kind, data) {
      if (data.length > UPLOAD_MAX_BYTES) throw new AppError('IMAGE_TOO_LARGE');
      const sniffed = sniffImage(data);
      if (!sniffed) throw new AppError('INVALID_IMAGE');

      // The header alone tells the dimensions: a decompression bomb is refused before any decoding.
      const meta = await sharp(data, { limitInputPixels: false })
        .metadata()
        .catch((error: unknown) => {
          throw decodeError(error);
        });
      if (meta.format !== sniffed) throw new AppError('INVALID_IMAGE');
      if (!meta.width || !meta.height) throw new AppError('INVALID_IMAGE');
      if (meta.width * meta.height > UPLOAD_MAX_PIXELS) throw new AppError('IMAGE_TOO_MANY_PIXELS');

      let main: { data: Buffer; info: OutputInfo };
      let thumb: Buffer;
      try {
        main = await sharp(data, { limitInputPixels: UPLOAD_MAX_PIXELS, failOn: 'error' })
          .rotate()
          .resize({ width: UPLOAD_MAX_SIDE, height: UPLOAD_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
          .webp({ quality: STORED_QUALITY })
          .toBuffer({ resolveWithObject: true });
        thumb = await sharp(main.data)
          .resize({ width: UPLOAD_THUMB_SIDE, height: UPLOAD_THUMB_SIDE, fit: 'inside', withoutEnlargement: true })
          .webp({ quality: THUMB_QUALITY })
          .toBuffer();
      } catch (error) {
        throw decodeError(error);
      }

      const base = randomUUID();
      const fileName = `${base}.webp`;
      const thumbName = `${base}-thumb.webp`;
      try {
        await storage.put(fileName, main.data, 'image/webp');
        await storage.put(thumbName, thumb, 'image/webp');
        const { rows } = await pool.query<{ id: string }>(
          `insert into uploads (user_id, kind, file_name, thumb_name, width, height, bytes)
           values ($1, $2, $3, $4, $5, $6, $7) returning id`,
          [userId, kind, fileName, thumbName, main.info.width, main.info.height, main.data.length + thumb.length],
        );
        return {
          id: rows[0]!.id,
          url: uploadUrl(fileName),
          thumbnailUrl: uploadUrl(thumbName),
          width: main.info.width,
          height: main.info.height,
        };
      } catch (error) {
        // A half-stored upload (disk full, bucket or database down) must not leave files behind;
        // the first error is the one to tell, not a failed clean-up's.
        await storage
          .delete([fileName, thumbName])
          .catch(() => queueObjectDeletions(pool, [fileName, thumbName]))
          .catch(() => {});
        throw error;
      }
    },

    async getOwned(userId, uploadId, kinds) {
      const { rows } = await pool.query<{ id: string; file_name: string; thumb_name: string }>(
        `select id, file_name, thumb_name from uploads
         where id = $1 and user_id = $2 and (cardinality($3::text[]) = 0 or kind = any($3::text[]))`,
        [uploadId, userId, kinds ?? []],
      );
      const row = rows[0];
      if (!row) throw new AppError('UPLOAD_NOT_FOUND');
      return { id: row.id, url: uploadUrl(row.file_name), thumbnailUrl: uploadUrl(row.thumb_name) };
    },

    async claim(sql, userId, uploadId, kinds) {
      const { rows } = await sql.query<{ file_name: string; thumb_name: string; held: boolean }>(
        `select u.file_name, u.thumb_name, ${heldByU} as held
         from uploads u where u.id = $1 and u.user_id = $2 and u.kind = any($3::text[])
         for update of u`,
        [uploadId, userId, kinds],
      );
      const upload = rows[0];
      if (!upload || upload.held) throw new AppError('UPLOAD_NOT_FOUND');
      return { id: uploadId, url: uploadUrl(upload.file_name), thumbnailUrl: uploadUrl(upload.thumb_name) };
    },

    async remove(uploadId) {
      await deleteObjects(await discard(pool, [uploadId]));
    },

    async retryDeletions(now) {
      let deleted = 0;
      while (true) {
        // Claimed by pushing their next attempt back: two instances never take the same batch, and
        // a storage still down is asked again later, less often each time (up to an hour).
        const { rows } = await pool.query<{ name: string }>(
          `update pending_object_deletions p
           set attempts = p.attempts + 1,
               next_attempt_at = $1::timestamptz + make_interval(mins => least(power(2, p.attempts)::int, 60))
           where p.name in (select name from pending_object_deletions where next_attempt_at <= $1::timestamptz
                            order by next_attempt_at limit $2 for update skip locked)
           returning p.name`,
          [now, DELETION_BATCH],
        );
        if (rows.length === 0) return deleted;
        const names = rows.map((row) => row.name);
        await storage.delete(names.filter((name) => UPLOAD_NAME.test(name)));
        await pool.query('delete from pending_object_deletions where name = any($1::text[])', [names]);
        deleted += names.length;
        if (rows.length < DELETION_BATCH) return deleted;
      }
    },

    async purgeOrphans() {
      const { rows } = await pool.query<{ uploads: number; names: string[] }>(
        `with gone as (
           delete from uploads u
           where u.created_at < now() - make_interval(hours => $1) and not ${heldByU}
           returning u.file_name, u.thumb_name
         ), queued as (
           insert into pending_object_deletions (name) select unnest(array[file_name, thumb_name]) from gone
           on conflict do nothing returning name
         )
         select (select count(*) from gone)::int as uploads,
                coalesce((select array_agg(name) from queued), '{}') as names`,
        [ORPHAN_UPLOAD_HOURS],
      );
      await deleteObjects(rows[0]!.names);
      return rows[0]!.uploads;
    },
  };
}

/**
 * `app.uploads`, on the root instance: every module stores and claims its images through it. `held`
 * is every image column the modules declare (the purge and the claim read those holding uploads),
 * `privateImages` every column whose photos only their rows' readers see. The bytes go to the
 * bucket when `S3_BUCKET` is set, else to `DATA_DIR/uploads`.
 */
export function registerUploads(
  app: FastifyInstance,
  held: readonly ImageColumn[],
  privateImages: readonly PrivateImages[],
  storage: ObjectStorage = storageFromEnv(app.env),
): void {
  // A private column the purge would not keep, or that names no upload by id, is a mistake of declaration.
  for (const { column } of privateImages) {
    if (!held.some((declared) => declared.column === column && 'holds' in declared && declared.holds === 'upload id')) {
      throw new Error(`${column} is declared private but not as a column holding an upload id`);
    }
  }
  const reporting = reportingFailures(storage, app.metrics.storageFailed);
  app.decorate('uploads', createUploadStore({ pool: app.pool, log: app.log, storage: reporting, held, privateImages }));
  app.addHook('onClose', async () => reporting.close());
}

/** Retries the deletion of queued files (their rows gone) every minute, on every instance. */
export function objectDeletionsJob(uploads: UploadStore): Job {
  return { name: 'object-deletions', everyMs: 60_000, run: (now) => uploads.retryDeletions(now) };
}

declare module 'fastify' {
  interface FastifyInstance {
    uploads: UploadStore;
  }
}
