import type { PushPayload } from '@portmarin/shared';
import type { FastifyBaseLogger } from 'fastify';
import { createPrivateKey, type KeyObject } from 'node:crypto';
import fs from 'node:fs/promises';
import http2 from 'node:http2';
import { signJwt } from '../lib/jwt.ts';
import type { DeliveryOutcome, PushTransport } from './push-transport.ts';

export const APNS_HOSTS = {
  production: 'https://api.push.apple.com',
  sandbox: 'https://api.sandbox.push.apple.com',
} as const;

/**
 * Apple refuses a provider token older than an hour and one renewed more often than every 20
 * minutes (TooManyProviderTokenUpdates): a new one every 50.
 */
const JWT_LIFETIME_MS = 50 * 60_000;
const TIMEOUT_MS = 10_000;
/** Like Web Push: a push waits up to a day for a device that is offline. */
const EXPIRATION_SECONDS = 24 * 60 * 60;
/** APNs' limit on apns-collapse-id. */
const COLLAPSE_ID_MAX_BYTES = 64;

export type ApnsOptions = {
  /** The .p8 key's PEM text. */
  key: string;
  keyId: string;
  teamId: string;
  /** The app's bundle id. */
  topic: string;
  /** APNs' address: production, sandbox, or (tests only) a stand-in. */
  url: string;
  log: FastifyBaseLogger;
  /** A certificate authority to trust besides the system's (the tests' stand-in). */
  ca?: string | Buffer;
  now?: () => number;
};

/** APNS_KEY_FILE's key, read and checked at start (a wrong file is a start error). */
export async function readApnsKey(file: string): Promise<string> {
  const pem = await fs.readFile(file, 'utf8');
  try {
    const key = createPrivateKey(pem);
    if (key.asymmetricKeyType !== 'ec') throw new Error('not an EC key');
  } catch {
    throw new Error(`APNS_KEY_FILE : ${file} n’est pas une clé .p8 d’APNs (EC P-256 au format PEM).`);
  }
  return pem;
}

/** The JSON body APNs shows: the alert, and the screen the app opens when it is tapped. */
export function apnsBody(payload: PushPayload, urgent: boolean) {
  return {
    aps: {
      alert: { title: payload.title, body: payload.body },
      sound: 'default',
      ...(payload.tag ? { 'thread-id': payload.tag } : {}),
      // Shown at once even in a Focus mode that allows time-sensitive notifications.
      ...(urgent ? { 'interruption-level': 'time-sensitive' } : {}),
    },
    url: payload.url,
    ...(payload.tag ? { tag: payload.tag } : {}),
  };
}

/** A collapse id APNs accepts: the tag, cut to 64 bytes on a character boundary. */
function collapseId(tag: string): string {
  let id = tag;
  while (Buffer.byteLength(id) > COLLAPSE_ID_MAX_BYTES) id = id.slice(0, -1);
  return id;
}

type Answer = { status: number; reason: string | null };

/**
 * iOS devices through the Apple Push Notification service: HTTP/2, token-based authentication
 * (an ES256 JWT from the team's .p8 key, kept 50 minutes), one connection reused for every push.
 */
export function createApnsTransport(opts: ApnsOptions): PushTransport & { close(): void } {
  const now = opts.now ?? Date.now;
  const key: KeyObject = createPrivateKey(opts.key);
  let jwt: { value: string; issuedAt: number } | null = null;
  let session: http2.ClientHttp2Session | null = null;

  function providerToken(): string {
    if (!jwt || now() - jwt.issuedAt >= JWT_LIFETIME_MS) {
      const issuedAt = now();
      jwt = {
        value: signJwt('ES256', key, { kid: opts.keyId }, { iss: opts.teamId, iat: Math.floor(issuedAt / 1000) }),
        issuedAt,
      };
    }
    return jwt.value;
  }

  function connection(): http2.ClientHttp2Session {
    if (session && !session.closed && !session.destroyed) return session;
    const opened = http2.connect(opts.url, opts.ca ? { ca: opts.ca } : {});
    // Forgotten on any end, so the next push opens a new one; idle, it never holds the process open.
    const forget = () => {
      if (session === opened) session = null;
    };
    opened.on('error', (error) => {
      opts.log.warn({ err: error }, 'push: APNs connection failed');
      forget();
    });
    opened.on('goaway', forget);
    opened.on('close', forget);
    opened.unref();
    session = opened;
    return opened;
  }

  function post(token: string, headers: http2.OutgoingHttpHeaders, body: string): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const stream = connection().request({ ':method': 'POST', ':path': `/3/device/${token}`, ...headers });
      let status = 0;
      const chunks: Buffer[] = [];
      stream.setTimeout(TIMEOUT_MS, () => stream.close(http2.constants.NGHTTP2_CANCEL));
      stream.on('response', (h) => {
        status = Number(h[':status']);
      });
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      // 'close' comes last whatever happened (answered, reset, timed out): the one place to settle.
      stream.on('close', () => {
        if (status === 0) {
          reject(new Error(`APNs: no answer (stream closed, code ${stream.rstCode})`));
          return;
        }
        let reason: string | null = null;
        try {
          reason = (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { reason?: string }).reason ?? null;
        } catch {
          // 200 has no body; a reset one may be cut.
        }
        resolve({ status, reason });
      });
      stream.on('error', reject);
      stream.end(body);
    });
  }

  return {
    handles: (device) => device.kind === 'native' && device.platform === 'ios',
    async send(device, payload, { urgent }): Promise<DeliveryOutcome> {
      // A device token is hex: anything else can never be delivered (and must not reach the path).
      if (!/^[0-9a-fA-F]{16,200}$/.test(device.endpoint)) return 'gone';
      const headers: http2.OutgoingHttpHeaders = {
        authorization: `bearer ${providerToken()}`,
        'apns-topic': opts.topic,
        'apns-push-type': 'alert',
        'apns-priority': urgent ? '10' : '5',
        'apns-expiration': String(Math.floor(now() / 1000) + EXPIRATION_SECONDS),
        'content-type': 'application/json',
        ...(payload.tag ? { 'apns-collapse-id': collapseId(payload.tag) } : {}),
      };
      try {
        const answer = await post(device.endpoint, headers, JSON.stringify(apnsBody(payload, urgent)));
        if (answer.status === 200) return 'sent';
        // 410: the app was removed; BadDeviceToken: not a token of this app and environment.
        if (answer.status === 410 || (answer.status === 400 && answer.reason === 'BadDeviceToken')) return 'gone';
        if (answer.reason === 'Unregistered') return 'gone';
        opts.log.warn(
          { status: answer.status, reason: answer.reason, subscriptionId: device.id },
          'push: APNs delivery failed',
        );
        return 'failed';
      } catch (error) {
        opts.log.warn({ err: error, subscriptionId: device.id }, 'push: APNs unreachable');
        return 'failed';
      }
    },
    close: () => {
      session?.close();
      session = null;
    },
  };
}
