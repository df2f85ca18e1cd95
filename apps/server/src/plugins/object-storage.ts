import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { constants as fsConstants, createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Env } from '../config/env.ts';

/**
 * The object storage failed (the bucket unreachable or refusing, the folder unwritable): answered
 * 503 STORAGE_UNAVAILABLE and logged as the storage's fault, never taken for the database's (a
 * refused connection to the bucket is an ECONNREFUSED too).
 */
export class StorageUnavailableError extends Error {
  constructor(operation: string, cause: unknown) {
    super(`object storage ${operation} failed: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'StorageUnavailableError';
  }
}

/** A stored object read back: its bytes as a stream, and how many there are. */
export type StoredObject = { body: Readable; size: number };

/**
 * Where the bytes of stored images live, by name: a folder of this machine, or an S3-compatible
 * bucket every instance shares. Names are the upload store's own (checked before they get here).
 */
export type ObjectStorage = {
  /** What it is, for logs and tests: 'local' (a folder) or 's3' (a bucket). */
  readonly backend: 'local' | 's3';
  /** Stores `data` under `name`. */
  put(name: string, data: Buffer, contentType: string): Promise<void>;
  /** The object under `name`, or null when there is none. */
  get(name: string): Promise<StoredObject | null>;
  /** Deletes these objects; a missing one is no error. */
  delete(names: readonly string[]): Promise<void>;
  /** Every stored name (tests, an operator's audit). */
  list(): Promise<string[]>;
  /** Resolves when the storage answers (the folder writable, the bucket reachable): the health check. */
  check(): Promise<void>;
  /** Lets go of its connections when the app closes. */
  close(): Promise<void>;
};

/** The folder backend: `npm start` on one machine, files under `DATA_DIR/uploads`. */
export function localStorage(dir: string): ObjectStorage {
  return {
    backend: 'local',
    async put(name, data) {
      await fs.mkdir(dir, { recursive: true });
      await fs.writeFile(path.join(dir, name), data, { flag: 'wx' });
    },
    async get(name) {
      const file = path.join(dir, name);
      const stat = await fs.stat(file).catch((error: unknown) => {
        if (isAbsent(error)) return null;
        throw error;
      });
      if (!stat?.isFile()) return null;
      return { body: createReadStream(file), size: stat.size };
    },
    async delete(names) {
      await Promise.all(names.map((name) => fs.rm(path.join(dir, name), { force: true })));
    },
    async list() {
      return fs.readdir(dir).catch((error: unknown) => {
        if (isAbsent(error)) return [];
        throw error;
      });
    },
    async check() {
      await fs.mkdir(dir, { recursive: true });
      await fs.access(dir, fsConstants.R_OK | fsConstants.W_OK);
    },
    async close() {},
  };
}

/** A file or folder that does not exist: no object, not a failing disk. */
const isAbsent = (error: unknown) => ['ENOENT', 'ENOTDIR'].includes((error as { code?: string } | null)?.code ?? '');

export type S3Settings = {
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
};

/** S3 answers a DeleteObjects with at most this many keys. */
const DELETE_BATCH = 1000;

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);

/** The bucket backend (AWS S3, or any server speaking its protocol: MinIO, Garage, s3rver…). */
export function s3Storage(settings: S3Settings): ObjectStorage & { client: S3Client } {
  const client = new S3Client({
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    // Checksums only where S3 requires them (DeleteObjects): several S3-compatible services refuse
    // the SDK's default extra checksum headers on every PutObject.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // A bucket that stops answering fails the request rather than holding it for ever.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  });
  const Bucket = settings.bucket;
  return {
    backend: 's3',
    client,
    async put(name, data, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: name, Body: data, ContentType: contentType, ContentLength: data.length }),
      );
    },
    async get(name) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: name }));
        if (!answer.Body || answer.ContentLength === undefined) return null;
        return { body: answer.Body as Readable, size: answer.ContentLength };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(names) {
      for (let i = 0; i < names.length; i += DELETE_BATCH) {
        const batch = names.slice(i, i + DELETE_BATCH);
        const answer = await client.send(
          new DeleteObjectsCommand({ Bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }),
        );
        // A key already gone is no error; anything else left objects behind.
        const failed = (answer.Errors ?? []).filter((e) => e.Code !== 'NoSuchKey');
        if (failed.length > 0) {
          throw new Error(`S3 refused to delete ${failed.map((e) => `${e.Key} (${e.Code})`).join(', ')}`);
        }
      }
    },
    async list() {
      const names: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
        names.push(...(page.Contents ?? []).flatMap((o) => (o.Key ? [o.Key] : [])));
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return names;
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
    async close() {
      client.destroy();
    },
  };
}

/**
 * `storage` whose every failure is a StorageUnavailableError (a missing object stays a null), each
 * told to `onFailure` with its operation (the metrics' storage errors).
 */
export function reportingFailures(
  storage: ObjectStorage,
  onFailure: (operation: string) => void = () => {},
): ObjectStorage {
  const guard =
    <A extends unknown[], R>(operation: string, fn: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await fn(...args);
      } catch (error) {
        onFailure(operation);
        throw error instanceof StorageUnavailableError ? error : new StorageUnavailableError(operation, error);
      }
    };
  return {
    backend: storage.backend,
    put: guard('put', storage.put.bind(storage)),
    get: guard('get', storage.get.bind(storage)),
    delete: guard('delete', storage.delete.bind(storage)),
    list: guard('list', storage.list.bind(storage)),
    check: guard('check', storage.check.bind(storage)),
    close: storage.close.bind(storage),
  };
}

/** The storage the environment asks for: the bucket when `S3_BUCKET` is set, else `DATA_DIR/uploads`. */
export function storageFromEnv(env: Env): ObjectStorage {
  if (!env.S3_BUCKET) return localStorage(path.join(env.DATA_DIR, 'uploads'));
  return s3Storage({
    endpoint: env.S3_ENDPOINT,
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    // The environment check refuses a bucket without its keys.
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  });
}
