import type { PushPayload } from '@portmarin/shared';
import type { FastifyBaseLogger } from 'fastify';
import { createPrivateKey, type KeyObject } from 'node:crypto';
import fs from 'node:fs/promises';
import https from 'node:https';
import { FcmServiceAccount } from '../config/env.ts';
import { signJwt } from '../lib/jwt.ts';
import type { DeliveryOutcome, PushDevice, PushTransport } from './push-transport.ts';

export const FCM_API_URL = 'https://fcm.googleapis.com';
const SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
/** An access token is asked again this long before Google says it expires. */
const TOKEN_MARGIN_MS = 5 * 60_000;
const TIMEOUT_MS = 10_000;
const MAX_CONNECTIONS = 16;
/** Like Web Push: a push waits up to a day for a device that is offline. */
const TTL = '86400s';

/** The Android notification channels the app creates (android/…/MainActivity.java). */
export const ANDROID_CHANNELS = { alerts: 'alertes', default: 'notifications' } as const;

export type FcmOptions = {
  serviceAccount: FcmServiceAccount;
  log: FastifyBaseLogger;
  /** Tests only: the stand-in instead of fcm.googleapis.com. */
  apiUrl?: string;
  /** A certificate authority to trust besides the system's (the tests' stand-in). */
  ca?: string | Buffer;
  now?: () => number;
};

/** The service account of FCM_SERVICE_ACCOUNT_FILE or FCM_SERVICE_ACCOUNT_JSON, checked; null when neither is set. */
export async function loadFcmServiceAccount(env: {
  FCM_SERVICE_ACCOUNT_FILE?: string | undefined;
  FCM_SERVICE_ACCOUNT_JSON?: FcmServiceAccount | undefined;
}): Promise<FcmServiceAccount | null> {
  if (env.FCM_SERVICE_ACCOUNT_JSON) return env.FCM_SERVICE_ACCOUNT_JSON;
  if (!env.FCM_SERVICE_ACCOUNT_FILE) return null;
  const text = await fs.readFile(env.FCM_SERVICE_ACCOUNT_FILE, 'utf8');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`FCM_SERVICE_ACCOUNT_FILE : ${env.FCM_SERVICE_ACCOUNT_FILE} n’est pas un JSON valide.`);
  }
  const parsed = FcmServiceAccount.safeParse(json);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((i) => i.path.join('.')).join(', ');
    throw new Error(`FCM_SERVICE_ACCOUNT_FILE : clé de compte de service Google invalide (${fields}).`);
  }
  return parsed.data;
}

type Answer = { status: number; body: string };

/** One HTTPS POST; a network error or a timeout rejects. */
function post(agent: https.Agent, url: URL, headers: Record<string, string>, body: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = https.request(
      url,
      { method: 'POST', agent, headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.setTimeout(TIMEOUT_MS, () => req.destroy(new Error(`no answer from ${url.host} in ${TIMEOUT_MS} ms`)));
    req.on('error', reject);
    req.end(body);
  });
}

type GoogleError = {
  error?: {
    status?: string;
    details?: { '@type'?: string; errorCode?: string; fieldViolations?: { field?: string }[] }[];
  };
};

/**
 * Whether FCM's error says the token will never work again: UNREGISTERED (the app was removed or
 * the token expired), or INVALID_ARGUMENT about the token itself (not about another field of ours).
 */
function tokenIsGone(answer: Answer): boolean {
  let parsed: GoogleError;
  try {
    parsed = JSON.parse(answer.body) as GoogleError;
  } catch {
    return false;
  }
  const details = parsed.error?.details ?? [];
  const codes = details.map((d) => d.errorCode);
  if (answer.status === 404 && codes.includes('UNREGISTERED')) return true;
  return (
    answer.status === 400 &&
    (parsed.error?.status === 'INVALID_ARGUMENT' || codes.includes('INVALID_ARGUMENT')) &&
    details.some((d) => d.fieldViolations?.some((v) => v.field === 'message.token'))
  );
}

/** The FCM HTTP v1 message for one device. */
export function fcmMessage(token: string, payload: PushPayload, urgent: boolean) {
  return {
    message: {
      token,
      notification: { title: payload.title, body: payload.body },
      // What the app reads when the push is tapped (lib/native-push.ts): data values are strings.
      data: { url: payload.url, ...(payload.tag ? { tag: payload.tag } : {}) },
      android: {
        priority: urgent ? 'HIGH' : 'NORMAL',
        ttl: TTL,
        ...(payload.tag ? { collapse_key: payload.tag } : {}),
        notification: {
          channel_id: urgent ? ANDROID_CHANNELS.alerts : ANDROID_CHANNELS.default,
          ...(payload.tag ? { tag: payload.tag } : {}),
        },
      },
    },
  };
}

/**
 * Android devices through Firebase Cloud Messaging's HTTP v1 API. It authenticates with an OAuth2
 * access token obtained from a JWT signed with the service account's key (RFC 7523), kept until
 * shortly before it expires and shared by concurrent sends.
 */
export function createFcmTransport(opts: FcmOptions): PushTransport & { close(): void } {
  const account = opts.serviceAccount;
  const now = opts.now ?? Date.now;
  const key: KeyObject = createPrivateKey(account.private_key);
  // A broadcast sends to every device at once: its requests queue on a few kept-alive connections.
  const agent = new https.Agent({ keepAlive: true, maxSockets: MAX_CONNECTIONS, ...(opts.ca ? { ca: opts.ca } : {}) });
  const sendUrl = new URL(
    `/v1/projects/${encodeURIComponent(account.project_id)}/messages:send`,
    opts.apiUrl ?? FCM_API_URL,
  );
  let cached: { token: string; refreshAt: number } | null = null;
  let pending: Promise<string> | null = null;

  async function requestAccessToken(): Promise<string> {
    const issuedAt = Math.floor(now() / 1000);
    const assertion = signJwt(
      'RS256',
      key,
      { kid: account.private_key_id },
      { iss: account.client_email, scope: SCOPE, aud: account.token_uri, iat: issuedAt, exp: issuedAt + 3600 },
    );
    const form = new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion });
    const answer = await post(
      agent,
      new URL(account.token_uri),
      { 'content-type': 'application/x-www-form-urlencoded' },
      form.toString(),
    );
    if (answer.status !== 200)
      throw new Error(`FCM: access token refused (${answer.status}): ${answer.body.slice(0, 200)}`);
    const { access_token, expires_in } = JSON.parse(answer.body) as { access_token?: string; expires_in?: number };
    if (!access_token) throw new Error('FCM: no access token in the answer');
    cached = { token: access_token, refreshAt: now() + (expires_in ?? 3600) * 1000 - TOKEN_MARGIN_MS };
    return access_token;
  }

  function accessToken(): Promise<string> {
    if (cached && now() < cached.refreshAt) return Promise.resolve(cached.token);
    pending ??= requestAccessToken().finally(() => {
      pending = null;
    });
    return pending;
  }

  async function sendOnce(device: PushDevice, body: string): Promise<Answer> {
    const token = await accessToken();
    const answer = await post(
      agent,
      sendUrl,
      { authorization: `Bearer ${token}`, 'content-type': 'application/json; charset=utf-8' },
      body,
    );
    // A token revoked before its time: forgotten, so the next send asks for a new one.
    if (answer.status === 401 && cached?.token === token) cached = null;
    return answer;
  }

  return {
    handles: (device) => device.kind === 'native' && device.platform === 'android',
    async send(device, payload, { urgent }): Promise<DeliveryOutcome> {
      const body = JSON.stringify(fcmMessage(device.endpoint, payload, urgent));
      try {
        let answer = await sendOnce(device, body);
        if (answer.status === 401) answer = await sendOnce(device, body);
        if (answer.status === 200) return 'sent';
        if (tokenIsGone(answer)) return 'gone';
        opts.log.warn(
          { status: answer.status, answer: answer.body.slice(0, 300), subscriptionId: device.id },
          'push: FCM delivery failed',
        );
        return 'failed';
      } catch (error) {
        opts.log.warn({ err: error, subscriptionId: device.id }, 'push: FCM unreachable');
        return 'failed';
      }
    },
    close: () => agent.destroy(),
  };
}
