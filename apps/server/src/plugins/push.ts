import type { PushPayload, TownConfig } from '@portmarin/shared';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import https from 'node:https';
import fs from 'node:fs/promises';
import path from 'node:path';
import webPush from 'web-push';
import type { Env } from '../config/env.ts';
import type { Sql } from '../db/sql.ts';
import {
  allowedAddresses,
  guardedLookup,
  isPublicAddress,
  systemResolver,
  type AddressPolicy,
  type HostResolver,
} from '../lib/public-address.ts';

/** Sends pushes to a resident's registered devices. */
export interface PushService {
  /** The VAPID public key browsers subscribe with (base64url). */
  readonly publicKey: string;
  /**
   * Whether a Web Push endpoint may be registered: `https`, on a host whose every address is
   * public (no loopback, private, link-local, CGNAT, unique-local or metadata address).
   */
  acceptsEndpoint(endpoint: string): Promise<boolean>;
  /**
   * Sends `payload` to every device of the resident. Subscriptions the push service reports gone
   * (404/410) are deleted. Never throws: failures are logged. Endpoints are checked again when
   * sending, on the very addresses connected to, since DNS can change after registration.
   */
  sendToUser(userId: string, payload: PushPayload): Promise<void>;
  /** The same payload to every device of these residents (a message to a group): one query for all. */
  sendToUsers(userIds: readonly string[], payload: PushPayload): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    push: PushService;
  }
}

export type VapidDetails = { subject: string; publicKey: string; privateKey: string };

/** A push waits up to a day on the push service for a device that is offline. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;
const PUSH_TIMEOUT_MS = 10_000;

/**
 * The VAPID key pair: VAPID_PUBLIC_KEY + VAPID_PRIVATE_KEY, else one generated on first start and
 * kept in the data folder (like the auth secret). Every instance must sign with the same pair, or
 * browsers reject the pushes of the others: set the variables when running several instances.
 */
export async function loadVapidDetails(env: Env, town: TownConfig): Promise<VapidDetails> {
  const subject = env.VAPID_SUBJECT ?? `mailto:${town.support.email || 'contact@portmarin.fr'}`;
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

export type PushServiceOptions = {
  sql: Sql;
  log: FastifyBaseLogger;
  vapid: VapidDetails;
  /** DNS of push services' host names (tests stub it). */
  resolve?: HostResolver;
  /** Which addresses may be contacted: public ones (the tests' local push service widens it). */
  allowAddress?: AddressPolicy;
  /** A certificate authority to trust besides the system's (the tests' local push service). */
  ca?: string | Buffer;
};

/** A registered device: a browser's push subscription (web) or an app's token (native). */
type Device = { id: string; kind: 'web' | 'native'; endpoint: string; p256dh: string | null; auth: string | null };

function statusOf(error: unknown): number | null {
  return error instanceof webPush.WebPushError ? error.statusCode : null;
}

export function createPushService(opts: PushServiceOptions): PushService {
  const { sql, log, vapid } = opts;
  const resolve = opts.resolve ?? systemResolver;
  const allowAddress = opts.allowAddress ?? isPublicAddress;
  // Every connection to a push service goes through this agent: its lookup refuses non-public addresses.
  const agent = new https.Agent({
    lookup: guardedLookup(resolve, allowAddress),
    ...(opts.ca ? { ca: opts.ca } : {}),
  });
  async function acceptsEndpoint(endpoint: string): Promise<boolean> {
    let url: URL;
    try {
      url = new URL(endpoint);
    } catch {
      return false;
    }
    if (url.protocol !== 'https:' || url.username || url.password) return false;
    return (await allowedAddresses(url.hostname, resolve, allowAddress)) !== null;
  }
  async function sendToUsers(userIds: readonly string[], payload: PushPayload): Promise<void> {
    if (userIds.length === 0) return;
    try {
      const { rows: devices } = await sql.query<Device>(
        'select id, kind, endpoint, p256dh, auth from push_subscriptions where user_id = any($1::text[])',
        [userIds],
      );
      const body = JSON.stringify(payload);
      const natives = devices.filter((d) => d.kind === 'native');
      if (natives.length > 0) {
        // Tokens are kept for when FCM/APNs credentials are configured; none exist on this deployment.
        log.debug({ userIds, devices: natives.length }, 'push: native delivery needs FCM/APNs credentials');
      }
      await Promise.all(
        devices
          .filter((d) => d.kind === 'web' && d.p256dh && d.auth)
          .map(async (d) => {
            try {
              // An IP literal never goes through the agent's lookup: it is checked here.
              if (!(await acceptsEndpoint(d.endpoint))) {
                log.warn({ subscriptionId: d.id }, 'push: endpoint no longer public, not sent');
                return;
              }
              await webPush.sendNotification(
                { endpoint: d.endpoint, keys: { p256dh: d.p256dh!, auth: d.auth! } },
                body,
                {
                  vapidDetails: vapid,
                  TTL: PUSH_TTL_SECONDS,
                  urgency: 'high',
                  timeout: PUSH_TIMEOUT_MS,
                  agent,
                },
              );
            } catch (error) {
              const status = statusOf(error);
              // 404/410: the browser unsubscribed or the subscription expired; it never comes back.
              if (status === 404 || status === 410) {
                await sql.query('delete from push_subscriptions where id = $1', [d.id]);
                return;
              }
              log.warn({ err: error, status, subscriptionId: d.id }, 'push: delivery failed');
            }
          }),
      );
    } catch (error) {
      log.error({ err: error, userIds }, 'push: sending failed');
    }
  }
  return {
    publicKey: vapid.publicKey,
    acceptsEndpoint,
    sendToUser: (userId, payload) => sendToUsers([userId], payload),
    sendToUsers,
  };
}

/** `app.push` on the root instance: notifications and messages push to residents' devices. */
export async function registerPush(app: FastifyInstance, opts: { resolve?: HostResolver } = {}): Promise<void> {
  const vapid = await loadVapidDetails(app.env, app.town);
  app.decorate('push', createPushService({ sql: app.pool, log: app.log, vapid, ...opts }));
}
