import { z } from 'zod';
import { Text } from './text.schemas.ts';

export const PushPublicKey = z.object({ publicKey: z.string() });
export type PushPublicKey = z.infer<typeof PushPublicKey>;

/** A browser's PushSubscription.toJSON(), or a native device token from Capacitor. */
export const WebPushSubscriptionInput = z
  .object({
    kind: z.literal('web'),
    endpoint: z.url({ protocol: /^https$/, error: 'Adresse de notification invalide.' }).max(2000),
    keys: z.object({ p256dh: Text.min(1).max(200), auth: Text.min(1).max(100) }),
  })
  .strict();

export type WebPushSubscriptionInput = z.infer<typeof WebPushSubscriptionInput>;

/** A visitor's browser subscribing to the town's alerts: Web Push only, no account. */
export const VisitorAlertsInput = WebPushSubscriptionInput;
export type VisitorAlertsInput = z.infer<typeof VisitorAlertsInput>;

export const PushSubscriptionInput = z.discriminatedUnion('kind', [
  WebPushSubscriptionInput,
  z
    .object({
      kind: z.literal('native'),
      token: Text.min(1).max(4096),
      platform: z.enum(['ios', 'android']),
    })
    .strict(),
]);
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionInput>;

export const DeletePushSubscriptionInput = z.object({ endpoint: Text.min(1).max(4096) }).strict();

/** What a Web Push carries; the service worker shows it and opens `url` on click. */
export const PushPayload = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string(),
  tag: z.string().optional(),
});
export type PushPayload = z.infer<typeof PushPayload>;
