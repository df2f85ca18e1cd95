import type { PushPayload } from '@portmarin/shared';
import type { FastifyBaseLogger } from 'fastify';
import https from 'node:https';
import webPush from 'web-push';
import {
  allowedAddresses,
  guardedLookup,
  isPublicAddress,
  systemResolver,
  type AddressPolicy,
  type HostResolver,
} from '../lib/public-address.ts';
import type { PushTransport } from './push-transport.ts';

export type VapidDetails = { subject: string; publicKey: string; privateKey: string };

/** A push waits up to a day on the push service for a device that is offline. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;
const PUSH_TIMEOUT_MS = 10_000;

export type WebPushOptions = {
  vapid: VapidDetails;
  log: FastifyBaseLogger;
  /** DNS of push services' host names (tests stub it). */
  resolve?: HostResolver;
  /** Which addresses may be contacted: public ones (the tests' local push service widens it). */
  allowAddress?: AddressPolicy;
  /** A certificate authority to trust besides the system's (the tests' local push service). */
  ca?: string | Buffer;
};

export type WebPushTransport = PushTransport & {
  /**
   * Whether a Web Push endpoint may be registered: `https`, on a host whose every address is
   * allowed (public by default: no loopback, private, link-local, CGNAT, unique-local or metadata address).
   */
  acceptsEndpoint(endpoint: string): Promise<boolean>;
};

/**
 * Browsers' push services (RFC 8030), the payload encrypted for the subscription (RFC 8291) and
 * signed with VAPID (RFC 8292). Endpoints are checked again when sending, on the very addresses
 * connected to, since DNS can change after registration.
 */
export function createWebPushTransport(opts: WebPushOptions): WebPushTransport {
  const resolve = opts.resolve ?? systemResolver;
  const allowAddress = opts.allowAddress ?? isPublicAddress;
  // Every connection to a push service goes through this agent: its lookup refuses disallowed addresses.
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
  return {
    acceptsEndpoint,
    handles: (device) => device.kind === 'web' && device.p256dh !== null && device.auth !== null,
    async send(device, payload: PushPayload, { urgent }) {
      // An IP literal never goes through the agent's lookup: it is checked here.
      if (!(await acceptsEndpoint(device.endpoint))) {
        opts.log.warn({ subscriptionId: device.id }, 'push: endpoint no longer allowed, not sent');
        return 'failed';
      }
      try {
        await webPush.sendNotification(
          { endpoint: device.endpoint, keys: { p256dh: device.p256dh!, auth: device.auth! } },
          JSON.stringify(payload),
          {
            vapidDetails: opts.vapid,
            TTL: PUSH_TTL_SECONDS,
            urgency: urgent ? 'high' : 'normal',
            timeout: PUSH_TIMEOUT_MS,
            agent,
          },
        );
        return 'sent';
      } catch (error) {
        const status = error instanceof webPush.WebPushError ? error.statusCode : null;
        // 404/410: the browser unsubscribed or the subscription expired; it never comes back.
        if (status === 404 || status === 410) return 'gone';
        opts.log.warn({ err: error, status, subscriptionId: device.id }, 'push: delivery failed');
        return 'failed';
      }
    },
  };
}
