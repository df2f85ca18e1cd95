import type { PushPayload } from '@portmarin/shared';

/** Sends pushes to a resident's registered devices. */
export interface PushService {
  /** The VAPID public key browsers subscribe with (base64url). */
  readonly publicKey: string;
  /**
   * Sends `payload` to every device of the resident. Subscriptions the push service reports gone
   * (404/410) are deleted. Never throws: failures are logged.
   */
  sendToUser(userId: string, payload: PushPayload): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    push: PushService;
  }
}
