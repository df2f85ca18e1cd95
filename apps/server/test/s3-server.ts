import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * A real S3-protocol server on loopback for tests (s3rver: objects in a temporary folder), free of
 * vitest so a spawned app process or a CI script can use it too.
 */

type S3rverOptions = {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  configureBuckets: Array<{ name: string }>;
};
type S3rverInstance = { run(): Promise<AddressInfo>; close(): Promise<void> };

// s3rver is CommonJS and ships no types.
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: S3rverOptions) => S3rverInstance;

/** s3rver's built-in account: the only keys it accepts. */
const ACCESS_KEY = 'S3RVER';

export type S3Server = {
  /** `http://127.0.0.1:<port>` */
  endpoint: string;
  bucket: string;
  /** The app's S3_* variables pointing at it, as strings (buildTestApp overrides or a child's env). */
  env: {
    S3_ENDPOINT: string;
    S3_BUCKET: string;
    S3_REGION: string;
    S3_ACCESS_KEY_ID: string;
    S3_SECRET_ACCESS_KEY: string;
    S3_FORCE_PATH_STYLE: string;
  };
  /** An outage: the port refuses connections, the objects stay in the folder. */
  stop(): Promise<void>;
  /** The end of the outage: the same port, bucket and objects again. */
  start(): Promise<void>;
  /** Stops the server and deletes its objects. */
  close(): Promise<void>;
};

/** Starts s3rver on a free loopback port with `bucket` already created (the SDK does not create it). */
export async function startS3Server({ bucket = 'portmarin-test' }: { bucket?: string } = {}): Promise<S3Server> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'pm-s3-'));
  const serve = async (port: number) => {
    const instance = new S3rver({
      address: '127.0.0.1',
      port,
      silent: true,
      directory,
      configureBuckets: [{ name: bucket }],
    });
    return { instance, port: (await instance.run()).port };
  };
  let { instance: server, port } = await serve(0);
  let running = true;
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async stop() {
      if (running) await server.close();
      running = false;
    },
    async start() {
      if (!running) ({ instance: server, port } = await serve(port));
      running = true;
    },
    async close() {
      if (running) await server.close();
      running = false;
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
