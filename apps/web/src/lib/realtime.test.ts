// @vitest-environment jsdom
import type { Message, RealtimeEvent } from '@portmarin/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BACKOFF_MAX_MS,
  PING_INTERVAL_MS,
  appendMessage,
  backoffDelay,
  createRealtimeConnection,
  dispatchRealtime,
  parseRealtimeEvent,
  realtimeUrl,
  subscribeRealtime,
  type MessagesData,
  type RealtimeConnectionOptions,
} from './realtime';

class FakeSocket {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  closedWith: number | undefined;
  onopen: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close(code?: number) {
    this.closedWith = code;
    this.readyState = 3;
  }
  serverOpens() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  serverSends(data: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: typeof data === 'string' ? data : JSON.stringify(data) }));
  }
  serverCloses(code = 1006) {
    this.readyState = 3;
    this.onclose?.(new CloseEvent('close', { code }));
  }
}

const latest = () => FakeSocket.all.at(-1)!;

function connect(overrides: Partial<RealtimeConnectionOptions> = {}) {
  const options = {
    url: 'ws://localhost/api/realtime',
    onEvent: vi.fn(),
    onReconnect: vi.fn(),
    onSessionEnded: vi.fn(),
    createSocket: (url: string) => new FakeSocket(url),
    random: () => 0.5,
    isOnline: () => true,
    ...overrides,
  };
  return { connection: createRealtimeConnection(options), options };
}

const message = (overrides: Partial<Message> = {}): Message => ({
  id: '00000000-0000-4000-8000-000000000001',
  conversationId: '00000000-0000-4000-8000-0000000000c1',
  senderId: 'user-2',
  content: 'Bonjour',
  clientId: null,
  createdAt: '2025-05-16T10:00:00.000Z',
  ...overrides,
});

beforeEach(() => {
  FakeSocket.all = [];
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('backoffDelay', () => {
  it('doubles from 1 s and stops at 30 s', () => {
    const middle = () => 0.5;
    expect([0, 1, 2, 3, 4, 5, 6, 10].map((n) => backoffDelay(n, middle))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });

  it('spreads reconnections by ±20 % without going over the cap', () => {
    expect(backoffDelay(0, () => 0)).toBe(800);
    expect(backoffDelay(0, () => 0.999999)).toBe(1200);
    expect(backoffDelay(8, () => 0.999999)).toBe(BACKOFF_MAX_MS);
    expect(backoffDelay(8, () => 0)).toBe(24000);
  });
});

describe('parseRealtimeEvent', () => {
  it('accepts the contract events', () => {
    const events: RealtimeEvent[] = [
      { type: 'message.new', message: message() },
      {
        type: 'message.read',
        receipt: { conversationId: message().conversationId, userId: 'u', lastReadAt: '2025-05-16T10:00:00Z' },
      },
      { type: 'conversation.updated', conversationId: message().conversationId },
      { type: 'notifications.read' },
      { type: 'presence', userId: 'u', online: true },
      { type: 'resync' },
    ];
    for (const event of events) expect(parseRealtimeEvent(JSON.stringify(event))).toEqual(event);
  });

  it('ignores pongs, unknown types, malformed frames and binary data', () => {
    expect(parseRealtimeEvent('{"type":"pong"}')).toBeNull();
    expect(parseRealtimeEvent('{"type":"other"}')).toBeNull();
    expect(parseRealtimeEvent('{"type":"message.new"}')).toBeNull();
    expect(parseRealtimeEvent('{"type":"presence","userId":"u"}')).toBeNull();
    expect(parseRealtimeEvent('not json')).toBeNull();
    expect(parseRealtimeEvent('null')).toBeNull();
    expect(parseRealtimeEvent(new ArrayBuffer(2))).toBeNull();
  });
});

describe('realtimeUrl', () => {
  it('uses the page origin, wss: on https', () => {
    expect(realtimeUrl({ protocol: 'https:', host: 'portmarin.fr' })).toBe('wss://portmarin.fr/api/realtime');
    expect(realtimeUrl({ protocol: 'http:', host: 'localhost:3000' })).toBe('ws://localhost:3000/api/realtime');
  });
});

describe('createRealtimeConnection', () => {
  it('dispatches parsed events and pings every 25 s while open', () => {
    const { options } = connect();
    latest().serverOpens();
    latest().serverSends({ type: 'resync' });
    latest().serverSends({ type: 'pong' });
    expect(options.onEvent).toHaveBeenCalledTimes(1);
    expect(options.onEvent).toHaveBeenCalledWith({ type: 'resync' });

    expect(latest().sent).toEqual([]);
    vi.advanceTimersByTime(PING_INTERVAL_MS);
    expect(latest().sent).toEqual(['{"type":"ping"}']);
    vi.advanceTimersByTime(PING_INTERVAL_MS);
    expect(latest().sent).toHaveLength(2);
  });

  it('reconnects with growing delays and refetches only after a reconnection', () => {
    const { options } = connect();
    latest().serverOpens();
    expect(options.onReconnect).not.toHaveBeenCalled();

    latest().serverCloses();
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(999);
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(2);

    // Still down: 2 s, then 4 s.
    latest().serverCloses();
    vi.advanceTimersByTime(1999);
    expect(FakeSocket.all).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(3);
    latest().serverCloses();
    vi.advanceTimersByTime(4000);
    expect(FakeSocket.all).toHaveLength(4);

    latest().serverOpens();
    expect(options.onReconnect).toHaveBeenCalledTimes(1);

    // A successful open resets the delay to 1 s.
    latest().serverCloses();
    vi.advanceTimersByTime(1000);
    expect(FakeSocket.all).toHaveLength(5);
  });

  it('no ping is sent once the socket is closed', () => {
    connect();
    const first = latest();
    first.serverOpens();
    first.serverCloses();
    vi.advanceTimersByTime(PING_INTERVAL_MS * 2);
    expect(first.sent).toEqual([]);
  });

  it('tells the server which conversation is shown, again after a reconnection', () => {
    const { connection } = connect();
    connection.setViewing('c1');
    expect(latest().sent).toEqual([]); // not open yet: sent on open
    latest().serverOpens();
    expect(latest().sent).toEqual(['{"type":"viewing","conversationId":"c1"}']);

    latest().serverCloses();
    vi.advanceTimersByTime(1000);
    latest().serverOpens();
    expect(latest().sent).toEqual(['{"type":"viewing","conversationId":"c1"}']);

    connection.setViewing(null);
    expect(latest().sent.at(-1)).toBe('{"type":"viewing","conversationId":null}');
    latest().serverCloses();
    vi.advanceTimersByTime(1000);
    latest().serverOpens();
    expect(latest().sent).toEqual([]);
  });

  it('stops when the session ended (4401) and tells its owner', () => {
    const { options } = connect();
    latest().serverOpens();
    latest().serverCloses(4401);
    expect(options.onSessionEnded).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(BACKOFF_MAX_MS * 2);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('does not reconnect by itself when closed for too many tabs (4429), but wakes', () => {
    const { connection } = connect();
    latest().serverOpens();
    latest().serverCloses(4429);
    vi.advanceTimersByTime(BACKOFF_MAX_MS * 2);
    expect(FakeSocket.all).toHaveLength(1);
    connection.wake();
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('waits for the network while offline, then reconnects at once', () => {
    let online = true;
    const { connection } = connect({ isOnline: () => online });
    latest().serverOpens();
    online = false;
    latest().serverCloses();
    vi.advanceTimersByTime(BACKOFF_MAX_MS * 2);
    expect(FakeSocket.all).toHaveLength(1);
    online = true;
    connection.wake();
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('close() closes the socket and never reconnects', () => {
    const { connection } = connect();
    latest().serverOpens();
    connection.close();
    expect(latest().closedWith).toBe(1000);
    latest().serverCloses();
    vi.advanceTimersByTime(BACKOFF_MAX_MS * 2);
    expect(FakeSocket.all).toHaveLength(1);
    connection.wake();
    expect(FakeSocket.all).toHaveLength(1);
  });
});

describe('subscribeRealtime', () => {
  it('delivers events to every listener until it unsubscribes', () => {
    const a = vi.fn();
    const b = vi.fn();
    const stopA = subscribeRealtime(a);
    const stopB = subscribeRealtime(b);
    dispatchRealtime({ type: 'resync' });
    stopA();
    dispatchRealtime({ type: 'notifications.read' });
    expect(a.mock.calls).toEqual([[{ type: 'resync' }]]);
    expect(b.mock.calls).toEqual([[{ type: 'resync' }], [{ type: 'notifications.read' }]]);
    stopB();
  });
});

describe('appendMessage', () => {
  const data = (pages: Message[][]): MessagesData => ({
    pages: pages.map((messages) => ({ messages, nextCursor: null })),
    pageParams: pages.map(() => undefined),
  });
  const older = message({ id: '00000000-0000-4000-8000-0000000000a1', createdAt: '2025-05-16T09:00:00.000Z' });
  const newest = message({ id: '00000000-0000-4000-8000-0000000000a2', createdAt: '2025-05-16T10:00:00.000Z' });

  it('adds to the newest page in time order', () => {
    const added = message({ id: '00000000-0000-4000-8000-0000000000a3', createdAt: '2025-05-16T11:00:00.000Z' });
    const result = appendMessage(data([[newest], [older]]), added)!;
    expect(result.pages[0]!.messages.map((m) => m.id)).toEqual([newest.id, added.id]);
    expect(result.pages[1]!.messages).toEqual([older]);
  });

  it('ignores a message already there and a conversation not loaded', () => {
    const loaded = data([[older, newest]]);
    expect(appendMessage(loaded, newest)!.pages[0]!.messages).toHaveLength(2);
    expect(appendMessage(undefined, newest)).toBeUndefined();
  });

  it("replaces the sender's row with the same clientId", () => {
    const clientId = '00000000-0000-4000-8000-00000000cc01';
    const first = message({ senderId: 'me', clientId, id: '00000000-0000-4000-8000-0000000000b1' });
    const again = { ...first, content: 'Bonjour !' };
    const result = appendMessage(data([[older, first]]), again)!;
    expect(result.pages[0]!.messages).toEqual([older, again]);
  });
});
