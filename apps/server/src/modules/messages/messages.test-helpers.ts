import type { RealtimeEvent } from '@portmarin/shared';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';

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
 * A WebSocket client on /api/realtime of a listening app, signed in with `cookie`; resolves once
 * the hub counts the resident as connected.
 */
export async function openLive(
  app: FastifyInstance,
  baseUrl: string,
  cookie: string,
  userId: string,
): Promise<LiveClient> {
  const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/realtime`, {
    headers: { cookie, origin: app.env.PUBLIC_URL },
  });
  const events: RealtimeEvent[] = [];
  const waiters = new Set<() => void>();
  ws.on('message', (data) => {
    const event = JSON.parse(data.toString()) as RealtimeEvent;
    events.push(event);
    for (const wake of waiters) wake();
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  await until(async () => (await app.realtime.connectedUsers([userId])).has(userId));

  return {
    events,
    waitFor: (match, timeoutMs = 5000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(match);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching realtime event; received: ${JSON.stringify(events)}`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      }),
    view: async (conversationId) => {
      ws.send(JSON.stringify({ type: 'viewing', conversationId }));
      if (conversationId) {
        await until(async () => (await app.realtime.viewingUsers(conversationId, [userId])).has(userId));
      }
    },
    close: async () => {
      if (ws.readyState === WebSocket.CLOSED) return;
      await new Promise<void>((resolve) => {
        ws.once('close', () => resolve());
        ws.close();
      });
      await until(async () => !(await app.realtime.connectedUsers([userId])).has(userId));
    },
  };
}

/** Narrowing helpers for waitFor. */
export const isEvent =
  <K extends RealtimeEvent['type']>(type: K, extra: (e: Extract<RealtimeEvent, { type: K }>) => boolean = () => true) =>
  (e: RealtimeEvent): e is Extract<RealtimeEvent, { type: K }> =>
    e.type === type && extra(e as Extract<RealtimeEvent, { type: K }>);
