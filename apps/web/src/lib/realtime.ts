import type { Message, MessagesPage, RealtimeClientFrame, RealtimeEvent } from '@portmarin/shared';
import { CLOSE_SESSION_ENDED, CLOSE_TOO_MANY_SOCKETS } from '@portmarin/shared/constants';
import type { InfiniteData } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

/**
 * The tab's one WebSocket to /api/realtime. Loaded lazily (dynamic import) once a resident is signed
 * in, so none of it is in the first screen's JS. Frames are parsed with JSON.parse and a `type`
 * switch rather than the shared zod schema, which would pull zod into this chunk.
 */

export const PING_INTERVAL_MS = 25_000;
export const BACKOFF_BASE_MS = 1_000;
export const BACKOFF_MAX_MS = 30_000;

/** Delay before reconnection attempt `attempt` (0-based): 1 s, 2 s, 4 s… capped at 30 s, ±20 % jitter. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempt));
  // Jitter spreads the reconnections of every open tab after a server restart.
  return Math.round(Math.min(BACKOFF_MAX_MS, ceiling * (0.8 + 0.4 * random())));
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A server frame, or null for anything unknown or malformed (the server's 'pong', future types). */
export function parseRealtimeEvent(data: unknown): RealtimeEvent | null {
  if (typeof data !== 'string') return null;
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (!isObject(value)) return null;
  switch (value.type) {
    case 'message.new':
      return isObject(value.message) && typeof value.message.conversationId === 'string'
        ? (value as RealtimeEvent)
        : null;
    case 'message.read':
      return isObject(value.receipt) && typeof value.receipt.conversationId === 'string'
        ? (value as RealtimeEvent)
        : null;
    case 'conversation.updated':
      return typeof value.conversationId === 'string' ? (value as RealtimeEvent) : null;
    case 'notification.new':
      return isObject(value.notification) ? (value as RealtimeEvent) : null;
    case 'place.post':
      return typeof value.postId === 'string' ? (value as RealtimeEvent) : null;
    case 'presence':
      return typeof value.userId === 'string' && typeof value.online === 'boolean' ? (value as RealtimeEvent) : null;
    case 'notifications.read':
    case 'resync':
      return value as RealtimeEvent;
    default:
      return null;
  }
}

// --- Event emitter: components subscribe to what the socket receives. ---

type Listener = (event: RealtimeEvent) => void;
const listeners = new Set<Listener>();

/** Calls `listener` with every event received; returns the unsubscribe function. */
export function subscribeRealtime(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function dispatchRealtime(event: RealtimeEvent): void {
  for (const listener of [...listeners]) listener(event);
}

type EventOf<T extends RealtimeEvent['type']> = Extract<RealtimeEvent, { type: T }>;

/** Runs `handler` for each event of this type while the component is mounted (always the latest handler). */
export function useRealtimeEvent<T extends RealtimeEvent['type']>(type: T, handler: (event: EventOf<T>) => void) {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(
    () =>
      subscribeRealtime((event) => {
        if (event.type === type) latest.current(event as EventOf<T>);
      }),
    [type],
  );
}

// --- The connection. ---

type SocketLike = {
  readyState: number;
  onopen: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  send(data: string): void;
  close(code?: number): void;
};

export type RealtimeConnectionOptions = {
  url: string;
  onEvent: (event: RealtimeEvent) => void;
  /** Every open after the first: whatever happened while disconnected must be refetched. */
  onReconnect: () => void;
  /**
   * The server closed the socket because the session ended. The connection stops there: reconnecting
   * without a session would only be refused; the owner checks the session and starts a new one.
   */
  onSessionEnded?: () => void;
  createSocket?: (url: string) => SocketLike;
  random?: () => number;
  /** While offline, nothing is tried; wake() is called when the network comes back. */
  isOnline?: () => boolean;
};

export type RealtimeConnection = {
  send(frame: RealtimeClientFrame): void;
  /** Sends now, and again after every reconnection, which conversation the screen shows. */
  setViewing(conversationId: string | null): void;
  /** Reconnects at once (the network came back), skipping the backoff wait. */
  wake(): void;
  close(): void;
};

const OPEN = 1;

export function createRealtimeConnection(options: RealtimeConnectionOptions): RealtimeConnection {
  const createSocket = options.createSocket ?? ((url: string) => new WebSocket(url) as SocketLike);
  const isOnline = options.isOnline ?? (() => navigator.onLine !== false);
  let socket: SocketLike | null = null;
  let attempt = 0;
  let openedBefore = false;
  let stopped = false;
  let viewing: string | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let pingTimer: ReturnType<typeof setInterval> | undefined;

  const send = (frame: RealtimeClientFrame) => {
    if (socket?.readyState === OPEN) socket.send(JSON.stringify(frame));
  };

  const open = () => {
    clearTimeout(retryTimer);
    retryTimer = undefined;
    const current = createSocket(options.url);
    socket = current;
    current.onopen = () => {
      attempt = 0;
      pingTimer = setInterval(() => send({ type: 'ping' }), PING_INTERVAL_MS);
      if (viewing) send({ type: 'viewing', conversationId: viewing });
      if (openedBefore) options.onReconnect();
      openedBefore = true;
    };
    current.onmessage = (message) => {
      const event = parseRealtimeEvent(message.data);
      if (event) options.onEvent(event);
    };
    current.onclose = (event) => {
      clearInterval(pingTimer);
      pingTimer = undefined;
      if (socket !== current) return;
      socket = null;
      if (event.code === CLOSE_SESSION_ENDED) {
        stopped = true;
        options.onSessionEnded?.();
      }
      // Bumped by the resident's newer tabs (too many open): reconnecting would bump another in turn.
      // It waits for wake() instead.
      if (stopped || !isOnline() || event.code === CLOSE_TOO_MANY_SOCKETS) return;
      retryTimer = setTimeout(open, backoffDelay(attempt, options.random));
      attempt += 1;
    };
    // An error is always followed by a close, which schedules the reconnection.
    current.onerror = () => {};
  };

  open();

  return {
    send,
    setViewing(conversationId) {
      viewing = conversationId;
      send({ type: 'viewing', conversationId });
    },
    wake() {
      if (stopped || socket) return;
      attempt = 0;
      open();
    },
    close() {
      stopped = true;
      clearTimeout(retryTimer);
      clearInterval(pingTimer);
      const current = socket;
      socket = null;
      if (current) {
        current.onclose = null;
        current.onmessage = null;
        current.close(1000);
      }
    },
  };
}

// --- The tab's single connection. ---

let active: RealtimeConnection | null = null;
let viewingConversation: string | null = null;

/** Same origin: wss: on https pages, ws: otherwise. */
export function realtimeUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/api/realtime`;
}

/** Tells the server which conversation is on screen (no notification for it), or null when none. */
export function setViewingConversation(conversationId: string | null): void {
  viewingConversation = conversationId;
  active?.setViewing(conversationId);
}

/** Opens the tab's socket (closing any previous one); returns the function that closes it. */
export function startRealtime(options: Omit<RealtimeConnectionOptions, 'url'>): () => void {
  active?.close();
  const connection = createRealtimeConnection({ url: realtimeUrl(), ...options });
  if (viewingConversation) connection.setViewing(viewingConversation);
  active = connection;
  const wake = () => connection.wake();
  window.addEventListener('online', wake);
  return () => {
    window.removeEventListener('online', wake);
    connection.close();
    if (active === connection) active = null;
  };
}

// --- Cache helpers for the messages of an open conversation. ---

export type MessagesData = InfiniteData<MessagesPage, unknown>;

/**
 * Adds a message to a conversation's loaded pages (the first page is the newest). Nothing happens when
 * the conversation is not loaded, or when the message is already there; a row with the same sender and
 * clientId is replaced (the server's copy of an optimistic bubble).
 */
export function appendMessage(data: MessagesData | undefined, message: Message): MessagesData | undefined {
  if (!data || data.pages.length === 0) return data;
  const sameRow = (m: Message) =>
    m.id === message.id ||
    (message.clientId !== null && m.clientId === message.clientId && m.senderId === message.senderId);
  if (data.pages.some((page) => page.messages.some(sameRow))) {
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        messages: page.messages.map((m) => (sameRow(m) ? message : m)),
      })),
    };
  }
  const [newest, ...older] = data.pages;
  // Stable sort: a message of the same millisecond stays after the ones already shown.
  const messages = [...newest!.messages, message].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
  return { ...data, pages: [{ ...newest!, messages }, ...older] };
}
