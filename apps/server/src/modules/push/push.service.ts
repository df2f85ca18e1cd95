import type { PushSubscriptionInput } from '@portmarin/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pushSubscriptions } from '../../db/schema/index.ts';

/** Registers a device for `userId`. A device is one row: re-registered by another resident, it moves to them. */
export async function savePushSubscription(db: Db, userId: string, input: PushSubscriptionInput): Promise<void> {
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
  await db
    .insert(pushSubscriptions)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { userId, ...values, createdAt: new Date() } });
}

/** Removes the resident's own device; another resident's endpoint is left alone (and not revealed). */
export async function deletePushSubscription(db: Db, userId: string, endpoint: string): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}
