import type { PushSubscriptionInput } from '@portmarin/shared';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pushSubscriptions, user } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';

/** Devices per resident (phones, tablets, browsers): past it, the oldest registration goes. */
export const MAX_DEVICES_PER_RESIDENT = 10;

/** The check of a Web Push endpoint's host (`app.push.acceptsEndpoint`: public addresses only). */
export type EndpointCheck = (endpoint: string) => Promise<boolean>;

/**
 * Registers a device for `userId`. A device is one row: re-registered by another resident, it
 * moves to them. A Web Push endpoint must pass `accepts` (the server then posts to it); a resident
 * keeps at most MAX_DEVICES_PER_RESIDENT devices, the oldest replaced.
 */
export async function savePushSubscription(
  db: Db,
  accepts: EndpointCheck,
  userId: string,
  input: PushSubscriptionInput,
): Promise<void> {
  if (input.kind === 'web' && !(await accepts(input.endpoint))) {
    throw new AppError('VALIDATION_ERROR', 'Adresse de notification invalide.');
  }
  const values =
    input.kind === 'web'
      ? {
          kind: 'web' as const,
          endpoint: input.endpoint,
          p256dh: input.keys.p256dh,
          auth: input.keys.auth,
          platform: null,
        }
      : { kind: 'native' as const, endpoint: input.token, p256dh: null, auth: null, platform: input.platform };
  await db.transaction(async (tx) => {
    // One registration of a resident at a time, so the cap holds under concurrent requests.
    await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for('no key update');
    await tx
      .insert(pushSubscriptions)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { userId, ...values, createdAt: new Date() } });
    const extra = await tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .offset(MAX_DEVICES_PER_RESIDENT);
    if (extra.length > 0) {
      await tx.delete(pushSubscriptions).where(
        inArray(
          pushSubscriptions.id,
          extra.map((r) => r.id),
        ),
      );
    }
  });
}

/** Removes the resident's own device; another resident's endpoint is left alone (and not revealed). */
export async function deletePushSubscription(db: Db, userId: string, endpoint: string): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}
