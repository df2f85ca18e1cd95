import type { RealtimeEvent } from '@portmarin/shared';

/** The realtime hub: WebSocket connections of this instance, and the PostgreSQL bus shared by all instances. */
export interface RealtimeHub {
  /**
   * Delivers `event` to every open socket of these residents, on every instance (NOTIFY on the bus).
   * Call it after the change is committed. Resolves once the NOTIFY is sent.
   */
  publish(userIds: readonly string[], event: RealtimeEvent): Promise<void>;
  /** Residents among `userIds` with at least one live socket on any instance (whatever their settings). */
  connectedUsers(userIds: readonly string[]): Promise<Set<string>>;
  /** Residents among `userIds` whose open screen, on any instance, shows this conversation. */
  viewingUsers(conversationId: string, userIds: readonly string[]): Promise<Set<string>>;
  /**
   * After the resident's onlineStatus setting changed: if they are connected, tells their
   * conversation partners whether they now show as online.
   */
  refreshPresence(userId: string): Promise<void>;
  /** Closes every socket of this resident on every instance (sign-out of all sessions, deletion). */
  disconnectUser(userId: string): Promise<void>;
  /** Closes the sockets opened with this session, on every instance (sign-out of one device). */
  disconnectSession(sessionId: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: RealtimeHub;
  }
}
