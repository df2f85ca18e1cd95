import type { FastifyInstance } from 'fastify';
import { PgRealtimeHub, type Presence, type RealtimeHub } from './realtime-hub.ts';

/** What services that only announce changes use of the hub. */
export type RealtimePublisher = Pick<RealtimeHub, 'publish' | 'publishEach' | 'connectedUsers' | 'viewingUsers'>;

declare module 'fastify' {
  interface FastifyInstance {
    realtime: RealtimeHub;
  }
}

/**
 * `app.realtime` on the root instance, so every module can publish; the WebSocket endpoint is a
 * route module (modules/realtime). `connectionString` is for the bus's own LISTEN connection.
 */
export async function registerRealtime(
  app: FastifyInstance,
  connectionString: string,
  presence: Presence,
): Promise<void> {
  const hub = new PgRealtimeHub({ pool: app.pool, log: app.log, connectionString, presence });
  await hub.start();
  app.decorate('realtime', hub);
  app.metrics.watchWebSocketClients(() => hub.socketCount);
  app.metrics.watchBusLag(() => hub.busLag());
  // Sockets first (the HTTP server waits for them), then the rows and the bus once nothing writes.
  app.addHook('preClose', async () => hub.closeSockets());
  app.addHook('onClose', async () => hub.close());
}
