import { z } from 'zod';
import { UPLOAD_KINDS } from './kinds.ts';

/** sharp's limitInputPixels: a decompression bomb is refused before decoding. */
export const UPLOAD_MAX_PIXELS = 40_000_000;
/** Stored images are bounded to this size (longest side), thumbnails to THUMB. */
export const UPLOAD_MAX_SIDE = 2048;
export const UPLOAD_THUMB_SIDE = 480;

/** The image formats photos are taken as, declared by the features that take them (kinds.ts). */
export const UploadKind = z.enum(UPLOAD_KINDS);
export type UploadKind = z.infer<typeof UploadKind>;

/** Query of POST /api/uploads (multipart body with one `file` field). */
export const UploadQuery = z.object({ kind: UploadKind.default('post') });

export const UploadResponse = z.object({
  id: z.uuid(),
  url: z.string(),
  thumbnailUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type UploadResponse = z.infer<typeof UploadResponse>;
