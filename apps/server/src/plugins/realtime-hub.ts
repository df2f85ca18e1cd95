import {
  CLOSE_POLICY_VIOLATION,
  CLOSE_SESSION_ENDED,
  CLOSE_TOO_MANY_SOCKETS,
  RealtimeClientFrame,
  type RealtimeEvent,
} from '@portmarin/shared';
import type { FastifyBaseLogger } from 'fastify';
import { randomBytes, randomUUID } from 'node:crypto';
import type { Duplex } from 'node:stream';
import type pg from 'pg';
import WebSocket from 'ws';
import type { Sql } from '../db/sql.ts';
import type { ModuleAnswers } from '../lib/app-module.ts';
import { NOTIFY_MAX_BYTES, RealtimeBus } from './realtime-bus.ts';

/** Who may see a resident online, and who hears them come and go: answered by the modules that know. */
export type Presence = Pick<ModuleAnswers, 'showsOnline' | 'conversationPartners'>;

/** The realtime hub: WebSocket connections of this instance, and the PostgreSQL bus shared by all instances. */
export interface RealtimeHub {
  /**
   * Delivers `event` to every open socket of these residents, on every instance (NOTIFY on the bus).
   * Call it after the change is committed. Resolves once the NOTIFY is sent.
   */
  publish(userIds: readonly string[], event: RealtimeEvent): Promise<void>;
  /** Several events at once (each to its own residents), in one round trip to the bus. */
  publishEach(events: readonly PublishedEvent[]): Promise<void>;
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
  /** Takes charge of a socket whose handshake was authenticated (GET /api/realtime). */
  attach(ws: WebSocket, userId: string, sessionId: string): void;
  /**
   * Calls `listener` with the topics of every invalidation the bus carries (`invalidationPayload`,
   * this instance's own included), and with null after a reconnect: whatever was sent meanwhile
   * is lost, so everything kept must go.
   */
  onInvalidation(listener: (topics: readonly string[] | null) => void): void;
}

const CLOSE_GOING_AWAY = 1001;
const CLOSE_TRY_AGAIN_LATER = 1013;

/**
 * Client frames per socket: a token bucket of FRAME_BURST, refilled at FRAMES_PER_SECOND. A tab sends
 * a ping every 25 s and one 'viewing' per screen change; past this, the socket is closed (1008).
 */
export const FRAME_BURST = 30;
export const FRAMES_PER_SECOND = 3;
/** Sockets of one resident on one instance (tabs, devices); a new one past this closes the oldest. */
export const MAX_SOCKETS_PER_USER = 10;

const HEARTBEAT_MS = 20_000;
const PING_MS = 25_000;
const SESSION_CHECK_MS = 30_000;
/** A socket row not refreshed for this long belongs to a dead instance. */
const STALE_SECONDS = 60;
/** The condition "this socket row is live" (refreshed within STALE_SECONDS). */
const LIVE = `seen_at > now() - interval '${STALE_SECONDS} seconds'`;
/** A client that reads slower than we write is dropped (it reconnects and refetches) before it eats memory. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

const PONG = JSON.stringify({ type: 'pong' });
const RESYNC = JSON.stringify({ type: 'resync' } satisfies RealtimeEvent);
const RESYNC_BYTES = Buffer.from(RESYNC);

type LocalSocket = {
  id: string;
  userId: string;
  sessionId: string;
  ws: WebSocket;
  /** Answered the last WebSocket ping. */
  alive: boolean;
  /** Frames the client may still send now (token bucket), and when it was last refilled. */
  tokens: number;
  refilledAt: number;
  /** The conversation the screen shows, as last said; written by at most one pending task. */
  viewing: string | null;
  viewingQueued: boolean;
};

/**
 * What travels on the bus: an event for some residents (`i`: the publishing instance, which has
 * already delivered it to its own sockets), or an order to close sockets.
 */
type BusMessage =
  | { i?: string; u: string[]; e: RealtimeEvent }
  | { c: 'disconnect-user'; u: string }
  | { c: 'disconnect-session'; s: string }
  | { c: 'invalidate'; t: string[] };

/**
 * The NOTIFY payload telling every instance (the sender's own too) that results of these topics are
 * stale. Sent on a transaction's client, PostgreSQL delivers it at commit, and never on a rollback.
 */
export function invalidationPayload(topics: readonly string[]): string {
  return JSON.stringify({ c: 'invalidate', t: [...topics] } satisfies BusMessage);
}

function parseClientFrame(text: string): RealtimeClientFrame | null {
  try {
    const parsed = RealtimeClientFrame.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * This instance's sockets plus the PostgreSQL bus. An event published here goes to this instance's
 * sockets at once (no database round trip on the hot path) and to the other instances through
 * NOTIFY/LISTEN; events from one instance keep their order for every resident.
 */
/**
 * Closes a misbehaving socket (1008) and stops reading it: a flooding client's next frames stay
 * unread in the kernel instead of being parsed into garbage, and a client that does not finish
 * the close within a second is cut off.
 */
function refuse(ws: WebSocket, reason: string): void {
  ws.close(CLOSE_POLICY_VIOLATION, reason);
  ws.pause();
  setTimeout(() => ws.terminate(), 1000).unref();
}

export class PgRealtimeHub implements RealtimeHub {
  readonly instanceId = randomBytes(9).toString('base64url');
  private readonly ownPrefix = `{"i":${JSON.stringify(this.instanceId)},`;
  private readonly sockets = new Set<LocalSocket>();
  private readonly byUser = new Map<string, Set<LocalSocket>>();
  /**
   * Database writes of each resident's sockets on this instance, run one after the other (insert,
   * viewing updates, delete, presence). Per resident, not per socket: a tab closed right after it
   * opened must have its row written and deleted before another tab's departure asks whether any
   * row is left, or the partners would never see the resident go offline.
   */
  private readonly chains = new Map<string, Promise<void>>();
  private readonly bus: RealtimeBus;
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly invalidationListeners: Array<(topics: readonly string[] | null) => void> = [];
  private closing = false;

  private readonly sql: Sql;
  private readonly log: FastifyBaseLogger;
  private readonly presence: Presence;

  constructor(opts: { pool: pg.Pool; log: FastifyBaseLogger; connectionString: string; presence: Presence }) {
    this.sql = opts.pool;
    this.log = opts.log;
    this.presence = opts.presence;
    this.bus = new RealtimeBus({
      connectionString: opts.connectionString,
      pool: opts.pool,
      log: opts.log,
      onPayload: (payload) => this.onBusPayload(payload),
      // Events published while the bus was down are lost: every screen refetches what it shows,
      // and every result kept on this instance goes.
      onReconnect: () => {
        this.sendToAll(RESYNC_BYTES);
        this.invalidate(null);
      },
    });
  }

  async start(): Promise<void> {
    await this.sql.query(`delete from realtime_sockets where not ${LIVE}`);
    await this.bus.start();
    this.every(HEARTBEAT_MS, () => this.heartbeat());
    this.every(PING_MS, () => this.pingSockets());
    this.every(SESSION_CHECK_MS, () => this.checkSessions());
  }

  // ------------------------------------------------------------------ RealtimeHub

  publish(userIds: readonly string[], event: RealtimeEvent): Promise<void> {
    return this.publishEach([{ userIds, event }]);
  }

  async publishEach(events: readonly PublishedEvent[]): Promise<void> {
    const payloads: string[] = [];
    for (const { userIds, event } of events) {
      const ids = [...new Set(userIds)];
      if (ids.length === 0) continue;
      this.deliver(ids, Buffer.from(JSON.stringify(event)));
      payloads.push(...busPayloads(ids, event, this.instanceId));
    }
    await this.bus.notify(...payloads);
  }

  async connectedUsers(userIds: readonly string[]): Promise<Set<string>> {
    if (userIds.length === 0) return new Set();
    const { rows } = await this.sql.query<{ user_id: string }>(
      `select distinct user_id from realtime_sockets where user_id = any($1::text[]) and ${LIVE}`,
      [[...userIds]],
    );
    return new Set(rows.map((r) => r.user_id));
  }

  async viewingUsers(conversationId: string, userIds: readonly string[]): Promise<Set<string>> {
    if (userIds.length === 0) return new Set();
    const { rows } = await this.sql.query<{ user_id: string }>(
      `select distinct user_id from realtime_sockets
        where user_id = any($1::text[]) and viewing_conversation_id = $2 and ${LIVE}`,
      [[...userIds], conversationId],
    );
    return new Set(rows.map((r) => r.user_id));
  }

  async disconnectUser(userId: string): Promise<void> {
    await this.sendControl({ c: 'disconnect-user', u: userId });
  }

  async disconnectSession(sessionId: string): Promise<void> {
    await this.sendControl({ c: 'disconnect-session', s: sessionId });
  }

  /**
   * Never throws: it runs after a sign-out or a deletion has happened, which must still answer
   * success. If the NOTIFY fails, the periodic session check closes the sockets within 30 s.
   */
  private async sendControl(message: BusMessage): Promise<void> {
    await this.bus.notify(JSON.stringify(message)).catch((error: unknown) => {
      this.log.error({ err: error }, 'realtime: could not send a disconnect order');
    });
  }

  onInvalidation(listener: (topics: readonly string[] | null) => void): void {
    this.invalidationListeners.push(listener);
  }

  private invalidate(topics: readonly string[] | null): void {
    for (const listener of this.invalidationListeners) listener(topics);
  }

  /** Sockets open on this instance (the metrics' WebSocket clients). */
  get socketCount(): number {
    return this.sockets.size;
  }

  /** The bus's round trip in seconds (RealtimeBus.probe). */
  busLag(): Promise<number> {
    return this.bus.probe();
  }

  // ------------------------------------------------------------------ sockets

  /** Takes charge of a socket whose handshake was authenticated. */
  attach(ws: WebSocket, userId: string, sessionId: string): void {
    if (this.closing) {
      ws.close(CLOSE_GOING_AWAY);
      return;
    }
    const socket: LocalSocket = {
      id: randomUUID(),
      userId,
      sessionId,
      ws,
      alive: true,
      tokens: FRAME_BURST,
      refilledAt: performance.now(),
      viewing: null,
      viewingQueued: false,
    };
    const first = !this.byUser.has(userId);
    this.sockets.add(socket);
    const own = this.byUser.get(userId) ?? new Set();
    own.add(socket);
    this.byUser.set(userId, own);
    // Sets iterate in insertion order: the first is the oldest. Detached now, so the limit holds at once.
    if (own.size > MAX_SOCKETS_PER_USER) {
      const oldest = own.values().next().value!;
      this.detach(oldest);
      oldest.ws.close(CLOSE_TOO_MANY_SOCKETS, 'Trop de connexions ouvertes');
    }

    this.enqueue(socket.userId, async () => {
      // Already gone (a reconnect loop): its delete is queued behind, nothing to write.
      if (!this.sockets.has(socket)) return;
      await this.sql.query('insert into realtime_sockets (id, instance_id, user_id) values ($1, $2, $3)', [
        socket.id,
        this.instanceId,
        userId,
      ]);
      if (first) await this.announcePresence(userId, true);
    });

    ws.on('pong', () => {
      socket.alive = true;
    });
    ws.on('message', (data, isBinary) => {
      // Frames still arriving after we closed it (a client that ignores the close) cost nothing.
      if (ws.readyState !== WebSocket.OPEN) return;
      if (!this.takeToken(socket)) {
        refuse(ws, 'Trop de trames');
        return;
      }
      const frame = isBinary ? null : parseClientFrame(data.toString());
      if (!frame) {
        refuse(ws, 'Trame invalide');
        return;
      }
      if (frame.type === 'ping') {
        ws.send(PONG);
        return;
      }
      this.setViewing(socket, frame.conversationId);
    });
    ws.on('close', () => this.detach(socket));
  }

  private takeToken(socket: LocalSocket): boolean {
    const now = performance.now();
    socket.tokens = Math.min(FRAME_BURST, socket.tokens + ((now - socket.refilledAt) / 1000) * FRAMES_PER_SECOND);
    socket.refilledAt = now;
    if (socket.tokens < 1) return false;
    socket.tokens -= 1;
    return true;
  }

  /**
   * Only the latest state matters: one write pending per socket at most, which writes whatever the
   * screen shows when it runs, however many frames came meanwhile.
   */
  private setViewing(socket: LocalSocket, conversationId: string | null): void {
    socket.viewing = conversationId;
    if (socket.viewingQueued) return;
    socket.viewingQueued = true;
    this.enqueue(socket.userId, async () => {
      socket.viewingQueued = false;
      if (!this.sockets.has(socket)) return;
      await this.sql.query('update realtime_sockets set viewing_conversation_id = $2, seen_at = now() where id = $1', [
        socket.id,
        socket.viewing,
      ]);
    });
  }

  private detach(socket: LocalSocket): void {
    if (!this.sockets.delete(socket)) return;
    const own = this.byUser.get(socket.userId);
    own?.delete(socket);
    const last = own?.size === 0;
    if (last) this.byUser.delete(socket.userId);
    // On shutdown, close() deletes the instance's rows at once; residents see the others' presence
    // again when the clients reconnect to another instance.
    if (this.closing) return;
    this.enqueue(socket.userId, async () => {
      await this.sql.query('delete from realtime_sockets where id = $1', [socket.id]);
      if (last) await this.announcePresence(socket.userId, false);
    });
  }

  private enqueue(userId: string, task: () => Promise<void>): void {
    const chain = (this.chains.get(userId) ?? Promise.resolve()).then(task).catch((error: unknown) => {
      this.log.error({ err: error }, 'realtime socket bookkeeping failed');
    });
    this.chains.set(userId, chain);
    void chain.then(() => {
      if (this.chains.get(userId) === chain) this.chains.delete(userId);
    });
  }

  /**
   * Tells the residents who share a conversation with `userId` that they came online or left, if
   * their privacy setting shows it. Offline is sent only once no instance holds a socket of theirs.
   */
  private async announcePresence(userId: string, online: boolean): Promise<void> {
    if (!(await this.presence.showsOnline(this.sql, userId))) return;
    if (!online && (await this.connectedUsers([userId])).has(userId)) return;
    await this.publish(await this.partnersOf(userId), { type: 'presence', userId, online });
  }

  async refreshPresence(userId: string): Promise<void> {
    // Not connected: partners see them offline whatever the setting, and nothing changes.
    if (!(await this.connectedUsers([userId])).has(userId)) return;
    const online = await this.presence.showsOnline(this.sql, userId);
    await this.publish(await this.partnersOf(userId), { type: 'presence', userId, online });
  }

  /** Everyone who shares a conversation with `userId`. */
  private partnersOf(userId: string): Promise<string[]> {
    return this.presence.conversationPartners(this.sql, userId);
  }

  // ------------------------------------------------------------------ bus

  private onBusPayload(payload: string): void {
    // Published here and already delivered by publish(): recognised by its first bytes (busPayloads
    // puts the origin first), without parsing up to 8 KB of recipients for nothing.
    if (payload.startsWith(this.ownPrefix)) return;
    let message: BusMessage;
    try {
      message = JSON.parse(payload) as BusMessage;
    } catch {
      this.log.warn('realtime bus: unreadable payload');
      return;
    }
    if ('c' in message) {
      if (message.c === 'invalidate') this.invalidate(message.t);
      else if (message.c === 'disconnect-user') this.closeWhere((s) => s.userId === message.u);
      else this.closeWhere((s) => s.sessionId === message.s);
      return;
    }
    this.deliver(message.u, Buffer.from(JSON.stringify(message.e)));
  }

  /** Serialized and UTF-8 encoded once by the caller: the same bytes go to every socket. */
  private deliver(userIds: readonly string[], data: Buffer): void {
    let frame: Buffer | undefined;
    for (const userId of userIds) {
      const own = this.byUser.get(userId);
      if (!own) continue;
      frame ??= textFrame(data);
      for (const socket of own) this.send(socket, data, frame);
    }
  }

  private send(socket: LocalSocket, data: Buffer, frame = textFrame(data)): void {
    const { ws } = socket;
    if (ws.readyState !== WebSocket.OPEN) return;
    if (ws.bufferedAmount > MAX_BUFFERED_BYTES) {
      ws.close(CLOSE_TRY_AGAIN_LATER);
      return;
    }
    // The frame built once for all recipients goes out in one write. ws itself would frame the data
    // again for each socket and write header and data separately: measured at 1,000 recipients,
    // ~17 ms a broadcast against ~14 ms. Only possible when no extension (compression) rewrites frames.
    const raw = (ws as WebSocket & { _socket?: Duplex })._socket;
    if (ws.extensions === '' && raw) raw.write(frame);
    else ws.send(data, { binary: false });
  }

  private sendToAll(data: Buffer): void {
    const frame = textFrame(data);
    for (const socket of this.sockets) this.send(socket, data, frame);
  }

  private closeWhere(match: (socket: LocalSocket) => boolean): void {
    for (const socket of this.sockets) if (match(socket)) socket.ws.close(CLOSE_SESSION_ENDED, 'Session terminée');
  }

  // ------------------------------------------------------------------ timers

  private every(ms: number, task: () => Promise<void> | void): void {
    const timer = setInterval(() => {
      Promise.resolve()
        .then(task)
        .catch((error: unknown) => this.log.error({ err: error }, 'realtime timer failed'));
    }, ms);
    timer.unref();
    this.timers.push(timer);
  }

  private async heartbeat(): Promise<void> {
    if (this.sockets.size === 0) return;
    await this.sql.query('update realtime_sockets set seen_at = now() where instance_id = $1', [this.instanceId]);
  }

  /** WebSocket ping: a socket that did not answer the previous one is dead (network gone). */
  private pingSockets(): void {
    for (const socket of this.sockets) {
      if (!socket.alive) {
        socket.ws.terminate();
        continue;
      }
      socket.alive = false;
      socket.ws.ping();
    }
  }

  /** Sessions end in ways no hook sees (expiry, revocation from another device): check them all at once. */
  private async checkSessions(): Promise<void> {
    const ids = [...new Set([...this.sockets].map((s) => s.sessionId))];
    if (ids.length === 0) return;
    const { rows } = await this.sql.query<{ id: string }>(
      'select id from session where id = any($1::text[]) and expires_at > now()',
      [ids],
    );
    const live = new Set(rows.map((r) => r.id));
    this.closeWhere((s) => !live.has(s.sessionId));
  }

  // ------------------------------------------------------------------ shutdown

  /** First step of shutdown: the sockets go, so the HTTP server can close. */
  closeSockets(): void {
    this.closing = true;
    for (const timer of this.timers) clearInterval(timer);
    for (const socket of this.sockets) socket.ws.close(CLOSE_GOING_AWAY, 'Redémarrage du serveur');
  }

  /** Last step: this instance's rows and the bus connection. */
  async close(): Promise<void> {
    const pending = [...this.chains.values()];
    this.closeSockets();
    await Promise.all(pending);
    await this.sql
      .query('delete from realtime_sockets where instance_id = $1', [this.instanceId])
      .catch((error: unknown) => this.log.warn({ err: error }, 'realtime: could not delete socket rows'));
    await this.bus.close();
  }
}

/** An unmasked, final, uncompressed text frame (server to client, RFC 6455) of `data`. */
export function textFrame(data: Buffer): Buffer {
  const header = data.length < 126 ? 2 : data.length < 65_536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(header + data.length);
  frame[0] = 0x81; // FIN + text
  if (header === 2) frame[1] = data.length;
  else if (header === 4) {
    frame[1] = 126;
    frame.writeUInt16BE(data.length, 2);
  } else {
    frame[1] = 127;
    frame.writeBigUInt64BE(BigInt(data.length), 2);
  }
  data.copy(frame, header);
  return frame;
}

/**
 * NOTIFY payloads for `event` to `userIds`. A NOTIFY carries at most NOTIFY_MAX_BYTES, so long
 * recipient lists are split over several payloads, and an event too big to fit even with a single
 * recipient (a long message) is replaced by {type:'resync'}: the other instances' clients refetch what they show,
 * which loads it through the API instead.
 */
/** One event and the residents it goes to. */
export type PublishedEvent = { userIds: readonly string[]; event: RealtimeEvent };

export function busPayloads(userIds: readonly string[], event: RealtimeEvent, origin?: string): string[] {
  const longestId = Math.max(...userIds.map((id) => Buffer.byteLength(JSON.stringify(id))));
  let eventJson = JSON.stringify(event);
  const from = origin === undefined ? '' : `"i":${JSON.stringify(origin)},`;
  const envelope = (ids: string) => `{${from}"u":[${ids}],"e":${eventJson}}`;
  if (Buffer.byteLength(envelope('')) + longestId > NOTIFY_MAX_BYTES) eventJson = RESYNC;
  const budget = NOTIFY_MAX_BYTES - Buffer.byteLength(envelope(''));
  const payloads: string[] = [];
  let batch: string[] = [];
  let used = 0;
  for (const id of userIds) {
    const part = JSON.stringify(id);
    const cost = Buffer.byteLength(part) + (batch.length > 0 ? 1 : 0);
    if (used + cost > budget && batch.length > 0) {
      payloads.push(envelope(batch.join(',')));
      batch = [];
      used = 0;
    }
    batch.push(part);
    used += Buffer.byteLength(part) + (batch.length > 1 ? 1 : 0);
  }
  if (batch.length > 0) payloads.push(envelope(batch.join(',')));
  return payloads;
}
