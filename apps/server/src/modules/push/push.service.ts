import type { PushSubscriptionInput, VisitorAlertsInput } from '@portmarin/shared';
import type pg from 'pg';
import { inTransaction, type Sql } from '../../db/sql.ts';
import { AppError } from '../../lib/app-error.ts';

/** Devices per resident (phones, tablets, browsers): past it, the oldest registration goes. */
export const MAX_DEVICES_PER_RESIDENT = 10;

/** The check of a Web Push endpoint's host (`app.push.acceptsEndpoint`: public addresses only). */
export type EndpointCheck = (endpoint: string) => Promise<boolean>;

/**
 * Registers a device for `userId`. A device is one row: re-registered by another resident, it
 * moves to them; a visitor's browser subscribed to the alerts becomes the resident's. A Web Push endpoint must pass `accepts` (the server then posts to it); a resident
 * keeps at most MAX_DEVICES_PER_RESIDENT devices, the oldest replaced.
 */
export async function savePushSubscription(
  pool: pg.Pool,
  accepts: EndpointCheck,
  userId: string,
  input: PushSubscriptionInput,
): Promise<void> {
  if (input.kind === 'web' && !(await accepts(input.endpoint))) {
    throw new AppError('VALIDATION_ERROR', 'Adresse de notification invalide.');
  }
  // kind, endpoint, p256dh, auth, platform
  const device =
    input.kind === 'web'
      ? ['web', input.endpoint, input.keys.p256dh, input.keys.auth, null]
      : ['native', input.token, null, null, input.platform];
  await inTransaction(pool, async (client) => {
    // One registration of a resident at a time, so the cap holds under concurrent requests.
    await client.query('select id from "user" where id = $1 for no key update', [userId]);
    await client.query(
      `insert into push_subscriptions (user_id, kind, endpoint, p256dh, auth, platform)
       values ($1, $2, $3, $4, $5, $6)
       on conflict (endpoint) do update set user_id = excluded.user_id, audience = excluded.audience, kind = excluded.kind,
         p256dh = excluded.p256dh, auth = excluded.auth, platform = excluded.platform, created_at = now()`,
      [userId, ...device],
    );
    await client.query(
      `delete from push_subscriptions where id in (
         select id from push_subscriptions where user_id = $1 order by created_at desc, id desc offset $2)`,
      [userId, MAX_DEVICES_PER_RESIDENT],
    );
  });
}

/** Removes the resident's own device; another resident's endpoint is left alone (and not revealed). */
export async function deletePushSubscription(sql: Sql, userId: string, endpoint: string): Promise<void> {
  await sql.query('delete from push_subscriptions where user_id = $1 and endpoint = $2', [userId, endpoint]);
}

/**
 * Subscribes a visitor's browser (no account) to the town's alerts: a row without a resident, in
 * the `alerts` audience, which only broadcasts reach. The endpoint is the device: subscribing it
 * again only refreshes its keys, and a resident's device stays the resident's (their own
 * registration already receives the broadcasts).
 */
export async function saveVisitorSubscription(
  sql: Sql,
  accepts: EndpointCheck,
  input: VisitorAlertsInput,
): Promise<void> {
  if (!(await accepts(input.endpoint))) throw new AppError('VALIDATION_ERROR', 'Adresse de notification invalide.');
  await sql.query(
    `insert into push_subscriptions (user_id, audience, kind, endpoint, p256dh, auth)
     values (null, 'alerts', 'web', $1, $2, $3)
     on conflict (endpoint) do update set p256dh = excluded.p256dh, auth = excluded.auth
       where push_subscriptions.user_id is null`,
    [input.endpoint, input.keys.p256dh, input.keys.auth],
  );
}

/**
 * Ends a visitor's subscription. Whoever holds the endpoint (a secret URL only the browser and
 * the push service know) may end it; a resident's device or an unknown endpoint is left alone,
 * and the answer is the same, so it reveals nothing.
 */
export async function deleteVisitorSubscription(sql: Sql, endpoint: string): Promise<void> {
  await sql.query('delete from push_subscriptions where user_id is null and endpoint = $1', [endpoint]);
}
