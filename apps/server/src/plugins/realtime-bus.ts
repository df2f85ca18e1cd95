import type { FastifyBaseLogger } from 'fastify';
import { randomUUID } from 'node:crypto';
import pg from 'pg';

/** The one LISTEN/NOTIFY channel every instance shares (NOTIFY is scoped to the database). */
export const REALTIME_CHANNEL = 'portmarin_realtime';

/**
 * The channel of the lag probes: a channel of its own, so instances of an older version never read
 * a probe as an event.
 */
export const PROBE_CHANNEL = 'portmarin_realtime_probe';

/** How long a probe waits for its NOTIFY to come back before reporting this as the lag. */
export const PROBE_TIMEOUT_MS = 2000;

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more (default build). */
export const NOTIFY_MAX_BYTES = 7999;

const FIRST_RETRY_MS = 250;
const MAX_RETRY_MS = 30_000;

export type BusOptions = {
  connectionString: string;
  pool: pg.Pool;
  log: FastifyBaseLogger;
  /** Every payload received on the channel, in the order PostgreSQL delivers them. */
  onPayload: (payload: string) => void;
  /** Called after a dropped LISTEN connection came back: notifications sent meanwhile are lost. */
  onReconnect: () => void;
};

/**
 * The PostgreSQL bus between instances. LISTEN needs a connection of its own that stays open, so it
 * is a dedicated pg.Client (never a pool client), reconnected with exponential backoff if it drops.
 * NOTIFY goes through the pool: any connection can send.
 */
export class RealtimeBus {
  private client: pg.Client | null = null;
  private retryMs = FIRST_RETRY_MS;
  private retryTimer: NodeJS.Timeout | null = null;
  private closed = false;
  /** Probes sent and not back yet, by payload: what to call when it arrives. */
  private readonly probes = new Map<string, () => void>();

  constructor(private readonly opts: BusOptions) {}

  /** Connects and listens; a failure here fails the start (the database is needed anyway). */
  async start(): Promise<void> {
    this.client = await this.connect();
  }

  /** Sends payloads to every instance, this one included, in order and in one round trip. */
  async notify(...payloads: string[]): Promise<void> {
    if (payloads.length === 1) await this.opts.pool.query('select pg_notify($1, $2)', [REALTIME_CHANNEL, payloads[0]]);
    else if (payloads.length > 1)
      await this.opts.pool.query('select pg_notify($1, payload) from unnest($2::text[]) as payload', [
        REALTIME_CHANNEL,
        payloads,
      ]);
  }

  /**
   * The bus's lag in seconds: a NOTIFY sent through the pool as events are, timed until it arrives
   * on this instance's LISTEN connection; PROBE_TIMEOUT_MS (as seconds) when it does not come back
   * in that time, or the connection is down.
   */
  async probe(): Promise<number> {
    const limit = PROBE_TIMEOUT_MS / 1000;
    if (!this.client) return limit;
    const id = randomUUID();
    const started = performance.now();
    let timer: NodeJS.Timeout | undefined;
    // Not awaited on its own: with every connection busy the NOTIFY would hold the scrape for the
    // pool's whole connection timeout; the probe's limit answers first.
    const arrived = new Promise<number>((resolve) => {
      this.probes.set(id, () => resolve((performance.now() - started) / 1000));
      timer = setTimeout(() => resolve(limit), PROBE_TIMEOUT_MS);
      this.opts.pool.query('select pg_notify($1, $2)', [PROBE_CHANNEL, id]).catch(() => resolve(limit));
    });
    try {
      return await arrived;
    } finally {
      clearTimeout(timer);
      this.probes.delete(id);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }

  private async connect(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.opts.connectionString });
    client.on('notification', (msg) => {
      if (msg.channel === REALTIME_CHANNEL && msg.payload) this.opts.onPayload(msg.payload);
      else if (msg.channel === PROBE_CHANNEL && msg.payload) this.probes.get(msg.payload)?.();
    });
    client.on('error', (error) => {
      this.opts.log.warn({ err: error }, 'realtime bus connection error');
      this.drop(client);
    });
    client.on('end', () => this.drop(client));
    try {
      await client.connect();
      await client.query(`listen ${REALTIME_CHANNEL}; listen ${PROBE_CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    return client;
  }

  private drop(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = null;
    client.end().catch(() => {});
    if (!this.closed) this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.connect().then(
        (client) => {
          if (this.closed) {
            client.end().catch(() => {});
            return;
          }
          this.client = client;
          this.retryMs = FIRST_RETRY_MS;
          this.opts.log.info('realtime bus reconnected');
          this.opts.onReconnect();
        },
        (error: unknown) => {
          this.opts.log.warn({ err: error, retryMs: this.retryMs }, 'realtime bus reconnect failed');
          this.retryMs = Math.min(this.retryMs * 2, MAX_RETRY_MS);
          if (!this.closed) this.scheduleReconnect();
        },
      );
    }, this.retryMs);
    this.retryTimer.unref();
  }
}
