import websocket from '@fastify/websocket';
import { REALTIME_MAX_FRAME_BYTES } from '@portmarin/shared';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { errorBody } from '../../lib/app-error.ts';
import { hasSessionCookie } from '../../plugins/auth.ts';
import { PgRealtimeHub } from './realtime.hub.ts';

type Handshake = { userId: string; sessionId: string };

/**
 * `app.realtime` and GET /api/realtime. The hub is decorated on the root instance so every module
 * can publish; the WebSocket plugin stays inside this module's scope.
 */
export async function registerRealtime(app: FastifyInstance, databaseUrl: string): Promise<void> {
  const hub = new PgRealtimeHub(app, databaseUrl);
  await hub.start();
  app.decorate('realtime', hub);
  // Sockets first (the HTTP server waits for them), then the rows and the bus once nothing writes.
  app.addHook('preClose', async () => hub.closeSockets());
  app.addHook('onClose', async () => hub.close());

  const handshakes = new WeakMap<IncomingMessage, Handshake>();

  /**
   * Refuses the upgrade with a plain HTTP answer. As for every state-changing request in
   * security.ts, a cookie-bearing handshake must come from PUBLIC_URL (browsers always send
   * Origin on WebSocket handshakes, so a missing one is refused too): this stops cross-site
   * WebSocket hijacking. A request without a session cookie is simply unauthenticated.
   */
  async function authenticate(request: FastifyRequest): Promise<{ status: 401 | 403 } | Handshake> {
    if (hasSessionCookie(request.headers) && request.headers.origin !== app.env.PUBLIC_URL) {
      return { status: 403 };
    }
    // Like getSessionUser, but the session id is kept too: sign-out closes that session's sockets only.
    const result = await app.auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
    if (!result) return { status: 401 };
    return { userId: result.user.id, sessionId: result.session.id };
  }

  await app.register(async (scope) => {
    await scope.register(websocket, { options: { maxPayload: REALTIME_MAX_FRAME_BYTES } });

    scope.get(
      '/api/realtime',
      {
        websocket: true,
        preValidation: async (request, reply) => {
          const outcome = await authenticate(request);
          if ('status' in outcome) {
            return reply
              .status(outcome.status)
              .send(errorBody(outcome.status === 401 ? 'UNAUTHENTICATED' : 'FORBIDDEN_ORIGIN'));
          }
          handshakes.set(request.raw, outcome);
        },
      },
      (socket, request) => {
        const handshake = handshakes.get(request.raw);
        if (!handshake) {
          socket.close(1008);
          return;
        }
        hub.attach(socket, handshake.userId, handshake.sessionId);
      },
    );
  });
}
