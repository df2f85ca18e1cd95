import type { Message } from '@portmarin/shared';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';

/** A `ws` client on /api/realtime that records what it receives, for tests and the benchmark. */
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
