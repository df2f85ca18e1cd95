import websocket from '@fastify/websocket';
import { REALTIME_MAX_FRAME_BYTES } from '@portmarin/shared';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { errorBody } from '../../lib/app-error.ts';
import { hasSessionCookie } from '../../plugins/auth.ts';

type Handshake = { userId: string; sessionId: string };

/** GET /api/realtime: the WebSocket of a signed-in tab, handed to `app.realtime` once authenticated. */
export const realtimeRoutes: FastifyPluginAsync = async (app) => {
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

  // The WebSocket plugin stays inside this module's scope.
  await app.register(websocket, { options: { maxPayload: REALTIME_MAX_FRAME_BYTES } });

  app.get(
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
      app.realtime.attach(socket, handshake.userId, handshake.sessionId);
    },
  );
};
