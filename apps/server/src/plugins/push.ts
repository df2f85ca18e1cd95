import type { PushPayload, TownConfig } from '@portmarin/shared';
import type { FastifyInstance } from 'fastify';
import fs from 'node:fs/promises';
import path from 'node:path';
import webPush from 'web-push';
import type { Env } from '../config/env.ts';
import type { Sql } from '../db/sql.ts';
import type { ModuleAnswers } from '../lib/app-module.ts';
import { isPublicAddress, type HostResolver } from '../lib/public-address.ts';
import { APNS_HOSTS, createApnsTransport, readApnsKey } from './push-apns.ts';
import { createFcmTransport, loadFcmServiceAccount } from './push-fcm.ts';
import type { AppMetrics } from './metrics.ts';
import type { DeliveryOutcome, PushDevice, PushTransport } from './push-transport.ts';
import { createWebPushTransport, type VapidDetails, type WebPushOptions } from './push-web.ts';

export type { VapidDetails } from './push-web.ts';

/** How a push is sent. */
export type PushOptions = {
  /** Alerts: sent at once with the push services' highest priority, quiet hours or not. */
  urgent?: boolean;
};

/** What one send did: devices it was sent to, and deliveries that failed (gone ones included). */
export type DeliveryReport = { devices: number; failed: number };

export type { DeliveryOutcome, PushDevice, PushTransport } from './push-transport.ts';

/** Sends pushes to registered devices. None of its sends throws: failures are logged and counted. */
export interface PushService {
  /** The VAPID public key browsers subscribe with (base64url). */
  readonly publicKey: string;
  /** Whether a Web Push endpoint may be registered (see WebPushTransport.acceptsEndpoint). */
  acceptsEndpoint(endpoint: string): Promise<boolean>;
  /** Sends `payload` to every device of the resident. */
  sendToUser(userId: string, payload: PushPayload, options?: PushOptions): Promise<DeliveryReport>;
  /** The same payload to every device of these residents (a message to a group): one query for all. */
  sendToUsers(userIds: readonly string[], payload: PushPayload, options?: PushOptions): Promise<DeliveryReport>;
  /** Every registered device: the town hall's alerts. */
  broadcast(payload: PushPayload, options?: PushOptions): Promise<DeliveryReport>;
}

declare module 'fastify' {
  interface FastifyInstance {
    push: PushService;
  }
}

/**
 * The VAPID key pair: VAPID_PUBLIC_KEY + VAPID_PRIVATE_KEY, else one generated on first start and
 * kept in the data folder (like the auth secret). Every instance must sign with the same pair, or
 * browsers reject the pushes of the others: set the variables when running several instances.
 */
export async function loadVapidDetails(env: Env, town: TownConfig): Promise<VapidDetails> {
  const subject = env.VAPID_SUBJECT ?? `mailto:${town.support.email}`;
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    return { subject, publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY };
  }
  if (env.VAPID_PUBLIC_KEY || env.VAPID_PRIVATE_KEY) {
    throw new Error('VAPID_PUBLIC_KEY et VAPID_PRIVATE_KEY se définissent ensemble.');
  }
  const file = path.join(env.DATA_DIR, '.vapid.json');
  const existing = await fs.readFile(file, 'utf8').catch(() => null);
  if (existing) {
    const keys = JSON.parse(existing) as { publicKey: string; privateKey: string };
    return { subject, publicKey: keys.publicKey, privateKey: keys.privateKey };
  }
  await fs.mkdir(env.DATA_DIR, { recursive: true });
  const keys = webPush.generateVAPIDKeys();
  await fs.writeFile(file, JSON.stringify(keys), { mode: 0o600 });
  return { subject, ...keys };
}

export type PushServiceOptions = WebPushOptions & {
  sql: Sql;
  /** Counts each device's delivery outcome (app.metrics). */
  metrics?: Pick<AppMetrics, 'pushDelivered'>;
  /** The transports of native apps' tokens (FCM, APNs), when configured. */
  transports?: readonly PushTransport[];
  /** Holds pushes during residents' quiet hours (the settings module's); none held without it. */
  holdPushes?: ModuleAnswers['holdPushes'];
  /** The clock residents' quiet hours are read on (tests set it). */
  now?: () => Date;
};

const DEVICE_COLUMNS = 'id, kind, endpoint, p256dh, auth, platform';

export function createPushService(opts: PushServiceOptions): PushService {
  const { sql, log } = opts;
  const web = createWebPushTransport(opts);
  const transports: readonly PushTransport[] = [web, ...(opts.transports ?? [])];

  async function deliver(devices: readonly PushDevice[], payload: PushPayload, urgent: boolean) {
    const outcomes = await Promise.all(
      devices.map(async (device): Promise<DeliveryOutcome> => {
        const transport = transports.find((t) => t.handles(device));
        if (!transport) {
          opts.metrics?.pushDelivered('failed');
          return 'failed';
        }
        const outcome = await transport.send(device, payload, { urgent }).catch((error: unknown) => {
          log.warn({ err: error, subscriptionId: device.id }, 'push: delivery failed');
          return 'failed' as const;
        });
        opts.metrics?.pushDelivered(outcome);
        if (outcome === 'gone') await sql.query('delete from push_subscriptions where id = $1', [device.id]);
        return outcome;
      }),
    );
    return { devices: devices.length, failed: outcomes.filter((o) => o !== 'sent').length };
  }

  async function sendTo(
    where: string,
    params: unknown[],
    payload: PushPayload,
    options: PushOptions,
  ): Promise<DeliveryReport> {
    try {
      const { rows } = await sql.query<PushDevice>(`select ${DEVICE_COLUMNS} from push_subscriptions ${where}`, params);
      return await deliver(rows, payload, options.urgent === true);
    } catch (error) {
      log.error({ err: error }, 'push: sending failed');
      return { devices: 0, failed: 0 };
    }
  }

  /** The residents to push to now, those in quiet hours held; if holding fails, all: better early than lost. */
  async function outsideQuietHours(userIds: readonly string[], payload: PushPayload, options: PushOptions) {
    if (options.urgent || !opts.holdPushes || userIds.length === 0) return userIds;
    try {
      const held = new Set(await opts.holdPushes(sql, userIds, payload, opts.now?.() ?? new Date()));
      return held.size === 0 ? userIds : userIds.filter((id) => !held.has(id));
    } catch (error) {
      log.error({ err: error }, 'push: quiet hours not checked, sent at once');
      return userIds;
    }
  }

  const sendToUsers: PushService['sendToUsers'] = async (userIds, payload, options = {}) => {
    const due = await outsideQuietHours(userIds, payload, options);
    return due.length === 0
      ? { devices: 0, failed: 0 }
      : sendTo('where user_id = any($1::text[])', [due], payload, options);
  };

  return {
    publicKey: opts.vapid.publicKey,
    acceptsEndpoint: web.acceptsEndpoint,
    sendToUser: (userId, payload, options) => sendToUsers([userId], payload, options),
    sendToUsers,
    broadcast: (payload, options = {}) => sendTo('', [], payload, options),
  };
}

/** `app.push` on the root instance: notifications and messages push to residents' devices. */
export async function registerPush(
  app: FastifyInstance,
  opts: { resolve?: HostResolver; holdPushes?: ModuleAnswers['holdPushes'] } = {},
): Promise<void> {
  const { env } = app;
  const vapid = await loadVapidDetails(env, app.town);
  // End-to-end tests push to a local stand-in: its address and its certificate, named by the environment.
  const extraAddresses = new Set(env.PUSH_ALLOWED_ADDRESSES ?? []);
  const ca = env.PUSH_EXTRA_CA_FILE ? await fs.readFile(env.PUSH_EXTRA_CA_FILE) : undefined;
  const transports = await nativeTransports(app, ca);
  app.decorate(
    'push',
    createPushService({
      sql: app.pool,
      log: app.log,
      metrics: app.metrics,
      vapid,
      ...opts,
      ...(extraAddresses.size > 0 ? { allowAddress: (a) => isPublicAddress(a) || extraAddresses.has(a) } : {}),
      ...(ca ? { ca } : {}),
      transports,
    }),
  );
}

/**
 * FCM (Android) and APNs (iOS), each when its credentials are set (docs/native.md). Without them a
 * platform's tokens stay stored and each push to them is counted as failed.
 */
async function nativeTransports(app: FastifyInstance, ca: Buffer | undefined): Promise<PushTransport[]> {
  const { env, log } = app;
  const transports: (PushTransport & { close(): void })[] = [];
  const serviceAccount = await loadFcmServiceAccount(env);
  if (serviceAccount) {
    transports.push(
      createFcmTransport({
        serviceAccount,
        log,
        ...(env.FCM_API_URL ? { apiUrl: env.FCM_API_URL } : {}),
        ...(ca ? { ca } : {}),
      }),
    );
  }
  if (env.APNS_KEY_FILE && env.APNS_KEY_ID && env.APNS_TEAM_ID && env.APNS_TOPIC) {
    transports.push(
      createApnsTransport({
        key: await readApnsKey(env.APNS_KEY_FILE),
        keyId: env.APNS_KEY_ID,
        teamId: env.APNS_TEAM_ID,
        topic: env.APNS_TOPIC,
        url: env.APNS_API_URL ?? APNS_HOSTS[env.APNS_HOST],
        log,
        ...(ca ? { ca } : {}),
      }),
    );
  }
  app.addHook('onClose', async () => transports.forEach((t) => t.close()));
  return transports;
}
