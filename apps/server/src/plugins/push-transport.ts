import type { PushPayload } from '@portmarin/shared';

/** A row of push_subscriptions as the transports see it. */
export type PushDevice = {
  id: string;
  kind: 'web' | 'native';
  endpoint: string;
  p256dh: string | null;
  auth: string | null;
  platform: string | null;
};

/** `gone`: the service says the device will never come back (its row is deleted). */
export type DeliveryOutcome = 'sent' | 'gone' | 'failed';

/** One way to reach devices: Web Push (plugins/push-web.ts), FCM, APNs. */
export interface PushTransport {
  handles(device: PushDevice): boolean;
  send(device: PushDevice, payload: PushPayload, options: { urgent: boolean }): Promise<DeliveryOutcome>;
}
