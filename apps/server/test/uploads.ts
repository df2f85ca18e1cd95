import type { UploadKind, UploadResponse } from '@portmarin/shared';
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';

/** A multipart/form-data body with one file part, as a browser's FormData would send it. */
export function multipartFile(
  data: Buffer,
  opts: { field?: string; fileName?: string; contentType?: string } = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----portmarin${randomBytes(8).toString('hex')}`;
  const head =
    `--${boundary}\r\n` +
    `Content-Disposition: form-data; name="${opts.field ?? 'file'}"; filename="${opts.fileName ?? 'photo.jpg'}"\r\n` +
    `Content-Type: ${opts.contentType ?? 'image/jpeg'}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A small real JPEG. */
export function sampleJpeg(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 110, b: 160 } } })
    .jpeg()
    .toBuffer();
}

/** Uploads an image as a signed-in resident through the real endpoint. */
export async function uploadAs(
  app: FastifyInstance,
  cookie: string,
  data: Buffer,
  kind: UploadKind = 'post',
): Promise<UploadResponse> {
  const { payload, headers } = multipartFile(data);
  const res = await app.inject({
    method: 'POST',
    url: `/api/uploads?kind=${kind}`,
    payload,
    headers: { ...headers, cookie, origin: app.env.PUBLIC_URL },
  });
  if (res.statusCode !== 201) throw new Error(`upload answered ${res.statusCode}: ${res.body}`);
  return res.json() as UploadResponse;
}

/** Every name in the app's object storage (its folder or its bucket), sorted. */
export async function storedNames(app: FastifyInstance): Promise<string[]> {
  return (await app.uploads.storage.list()).sort();
}

/** The stored bytes under `name` (a name or an upload's `/uploads/…` path), read from the storage itself. */
export async function readStored(app: FastifyInstance, name: string): Promise<Buffer> {
  const object = await app.uploads.storage.get(name.replace(/^\/uploads\//, ''));
  if (!object) throw new Error(`nothing stored under ${name}`);
  return buffer(object.body);
}
