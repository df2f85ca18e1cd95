import type { Message, RealtimeEvent } from '@portmarin/shared';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';

/** A `ws` client on /api/realtime that records what it receives. */
export type TestSocket = {
  ws: WebSocket;
  events: unknown[];
  /** Resolves with the first received event (already received or not) that matches. */
  next: (match: (event: Record<string, unknown>) => boolean, timeoutMs?: number) => Promise<Record<string, unknown>>;
  /** Resolves with the close code. */
  closed: Promise<number>;
};

/** A message too big for one NOTIFY payload (6,000 bytes of UTF-8 text, 2,000 characters). */
export function longMessage(senderId: string): Message {
  return {
    id: randomUUID(),
    conversationId: randomUUID(),
    senderId,
    content: '🌊'.repeat(2000),
    clientId: null,
    createdAt: new Date().toISOString(),
  };
}

/** The ws:// URL of the realtime endpoint of an app listening on a port. */
export function realtimeUrl(app: FastifyInstance): string {
  const { port } = app.server.address() as AddressInfo;
  return `ws://127.0.0.1:${port}/api/realtime`;
}

/** Opens a socket; rejects with the HTTP status when the handshake is refused. */
export function openSocket(url: string, headers: Record<string, string>): Promise<TestSocket> {
  const ws = new WebSocket(url, { headers });
  const events: unknown[] = [];
  const waiters = new Set<() => void>();
  ws.on('message', (data) => {
    events.push(JSON.parse(data.toString()) as unknown);
    for (const wake of waiters) wake();
  });
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));

  const next: TestSocket['next'] = (match, timeoutMs = 5000) =>
    new Promise((resolve, reject) => {
      const check = () => {
        const found = events.find((e) => match(e as Record<string, unknown>));
        if (!found) return false;
        waiters.delete(check);
        clearTimeout(timer);
        resolve(found as Record<string, unknown>);
        return true;
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`));
      }, timeoutMs);
      if (!check()) waiters.add(check);
    });

  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve({ ws, events, next, closed }));
    ws.once('unexpected-response', (req, res) => {
      reject(Object.assign(new Error(`handshake refused: ${res.statusCode}`), { status: res.statusCode }));
      req.destroy();
    });
    // Kept for the socket's whole life: an error after the open must not go unhandled.
    ws.on('error', reject);
  });
}

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** An inject with the cookie and the Origin a browser sends (state-changing requests need it). */
export function caller(app: FastifyInstance) {
  return (method: Method, url: string, cookie?: string, payload?: object) =>
    app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: cookie ? { cookie, origin: app.env.PUBLIC_URL } : {},
    });
}

/** Polls `check` until it returns true (socket rows and viewing updates are written asynchronously). */
export async function until(check: () => Promise<boolean> | boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export type LiveClient = {
  events: RealtimeEvent[];
  /** Resolves with the first event (already received or to come) that matches. */
  waitFor: <T extends RealtimeEvent>(match: (e: RealtimeEvent) => e is T, timeoutMs?: number) => Promise<T>;
  /** Tells the server which conversation this screen shows, and waits until every instance knows. */
  view: (conversationId: string | null) => Promise<void>;
  close: () => Promise<void>;
};

/**
 * A resident's tab on /api/realtime of a listening app, signed in with `cookie`; resolves once the
 * hub counts the resident as connected.
 */
export async function openLive(
  app: FastifyInstance,
  baseUrl: string,
  cookie: string,
  userId: string,
): Promise<LiveClient> {
  const socket = await openSocket(`${baseUrl.replace(/^http/, 'ws')}/api/realtime`, {
    cookie,
    origin: app.env.PUBLIC_URL,
  });
  const { ws } = socket;
  await until(async () => (await app.realtime.connectedUsers([userId])).has(userId));

  return {
    events: socket.events as RealtimeEvent[],
    waitFor: async <T extends RealtimeEvent>(match: (e: RealtimeEvent) => e is T, timeoutMs?: number) =>
      (await socket.next((e) => match(e as unknown as RealtimeEvent), timeoutMs)) as unknown as T,
    view: async (conversationId) => {
      ws.send(JSON.stringify({ type: 'viewing', conversationId }));
      if (conversationId) {
        await until(async () => (await app.realtime.viewingUsers(conversationId, [userId])).has(userId));
      }
    },
    close: async () => {
      if (ws.readyState !== WebSocket.CLOSED) {
        ws.close();
        await socket.closed;
      }
      await until(async () => !(await app.realtime.connectedUsers([userId])).has(userId));
    },
  };
}

/** Narrowing helpers for waitFor. */
export const isEvent =
  <K extends RealtimeEvent['type']>(type: K, extra: (e: Extract<RealtimeEvent, { type: K }>) => boolean = () => true) =>
  (e: RealtimeEvent): e is Extract<RealtimeEvent, { type: K }> =>
    e.type === type && extra(e as Extract<RealtimeEvent, { type: K }>);
