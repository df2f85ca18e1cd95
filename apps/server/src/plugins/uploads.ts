import {
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_PIXELS,
  UPLOAD_MAX_SIDE,
  UPLOAD_THUMB_SIDE,
  type UploadKind,
  type UploadResponse,
} from '@portmarin/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp, { type OutputInfo } from 'sharp';
import type { Db } from '../db/client.ts';
import { uploads } from '../db/schema/index.ts';
import { AppError } from '../lib/app-error.ts';

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

/** The stored images: files under `dir`, one `uploads` row each. Every module reaches them through `app.uploads`. */
export type UploadStore = {
  /** The folder holding every stored image. */
  readonly dir: string;
  /**
   * Validates an image by its bytes, re-encodes it as WebP (orientation applied, bounded size, no
   * metadata: sharp drops EXIF and GPS unless asked to keep them) with a thumbnail, stores both
   * under server-generated names and records the upload. A refusal leaves nothing behind.
   */
  save(userId: string, kind: UploadKind, data: Buffer): Promise<UploadResponse>;
  /** An upload of this resident (of one of `kinds` when given), else UPLOAD_NOT_FOUND. */
  getOwned(userId: string, uploadId: string, kinds?: UploadKind[]): Promise<OwnedUpload>;
  /** Deletes an upload's row and its files (a deleted post, a replaced photo). Missing: no-op. */
  remove(uploadId: string): Promise<void>;
  /** Removes stored files by name (their rows already gone); names are checked first. */
  removeFiles(names: string[]): Promise<void>;
  /**
   * Deletes, with their files, the uploads attached to nothing for a day: no post or story holds
   * them, no resident has them as profile picture or cover, no town card names them. Called lazily
   * when a photo is uploaded, as expired stories are when a story is added.
   */
  purgeOrphans(): Promise<number>;
};

function createUploadStore({ db, dir }: { db: Db; dir: string }): UploadStore {
  const removeFiles = async (names: string[]) => {
    await Promise.all(
      names.filter((name) => UPLOAD_NAME.test(name)).map((name) => fs.rm(path.join(dir, name), { force: true })),
    );
  };

  return {
    dir,
    removeFiles,

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
      const filePath = path.join(dir, fileName);
      const thumbPath = path.join(dir, thumbName);
      await fs.mkdir(dir, { recursive: true });
      try {
        await fs.writeFile(filePath, main.data, { flag: 'wx' });
        await fs.writeFile(thumbPath, thumb, { flag: 'wx' });
        const [row] = await db
          .insert(uploads)
          .values({
            userId,
            kind,
            fileName,
            thumbName,
            width: main.info.width,
            height: main.info.height,
            bytes: main.data.length + thumb.length,
          })
          .returning({ id: uploads.id });
        return {
          id: row!.id,
          url: uploadUrl(fileName),
          thumbnailUrl: uploadUrl(thumbName),
          width: main.info.width,
          height: main.info.height,
        };
      } catch (error) {
        // A half-stored upload (disk full, database down) must not leave files behind.
        await Promise.all([fs.rm(filePath, { force: true }), fs.rm(thumbPath, { force: true })]);
        throw error;
      }
    },

    async getOwned(userId, uploadId, kinds) {
      const conditions = [eq(uploads.id, uploadId), eq(uploads.userId, userId)];
      if (kinds && kinds.length > 0) conditions.push(inArray(uploads.kind, kinds));
      const [row] = await db
        .select({ id: uploads.id, fileName: uploads.fileName, thumbName: uploads.thumbName })
        .from(uploads)
        .where(and(...conditions));
      if (!row) throw new AppError('UPLOAD_NOT_FOUND');
      return { id: row.id, url: uploadUrl(row.fileName), thumbnailUrl: uploadUrl(row.thumbName) };
    },

    async remove(uploadId) {
      const [row] = await db
        .delete(uploads)
        .where(eq(uploads.id, uploadId))
        .returning({ fileName: uploads.fileName, thumbName: uploads.thumbName });
      if (row) await removeFiles([row.fileName, row.thumbName]);
    },

    async purgeOrphans() {
      const prefix = uploadUrl('');
      const { rows } = await db.execute<{ file_name: string; thumb_name: string }>(sql`
        delete from uploads u
         where u.created_at < now() - make_interval(hours => ${ORPHAN_UPLOAD_HOURS})
           and not exists (select 1 from posts p where p.image_upload_id = u.id)
           and not exists (select 1 from events e where e.image_upload_id = u.id)
           and not exists (select 1 from neighbour_reports r where r.image_upload_id = u.id)
           and not exists (select 1 from stories s where s.upload_id = u.id)
           and not exists (select 1 from marketplace_listing_photos ph where ph.upload_id = u.id)
           and not exists (
             select 1 from "user" x
              where x.image in (${prefix} || u.file_name, ${prefix} || u.thumb_name)
                 or x.cover_image in (${prefix} || u.file_name, ${prefix} || u.thumb_name))
           and not exists (
             select 1 from promotions c
              where strpos(c.content::text, u.file_name) > 0 or strpos(c.content::text, u.thumb_name) > 0)
         returning u.file_name, u.thumb_name`);
      await removeFiles(rows.flatMap((row) => [row.file_name, row.thumb_name]));
      return rows.length;
    },
  };
}

/** `app.uploads`, on the root instance: posts, stories, profiles and the account use it. */
export function registerUploads(app: FastifyInstance): void {
  app.decorate('uploads', createUploadStore({ db: app.db, dir: path.join(app.env.DATA_DIR, 'uploads') }));
}

declare module 'fastify' {
  interface FastifyInstance {
    uploads: UploadStore;
  }
}
