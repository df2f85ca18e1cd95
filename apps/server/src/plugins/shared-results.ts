import type { FastifyInstance } from 'fastify';
import type { Sql } from '../db/sql.ts';
import { REALTIME_CHANNEL } from './realtime-bus.ts';
import { invalidationPayload } from './realtime-hub.ts';

/**
 * Results many requests share for a few seconds on one instance (the feed's first page): one load
 * at a time per key, its answer kept until the topic is invalidated or `ttlMs` has passed since the
 * load began (the backstop for a lost invalidation). Invalidations travel on the realtime bus, so
 * every instance drops its copy when any of them writes (see `resultsChanged`).
 */
export class SharedResults {
  private readonly topics = new Map<string, Map<string, Entry>>();
  /** For each topic, the topics whose results are built from its own (see `dependOn`). */
  private readonly dependents = new Map<string, Set<string>>();

  constructor(
    readonly ttlMs: number,
    private readonly now: () => number = () => performance.now(),
    /** Told of every read: answered from memory (a load under way included) or loaded. */
    private readonly onRead: (topic: string, outcome: 'hit' | 'miss') => void = () => {},
    /**
     * Keys kept per topic: a topic keyed by place (a group's posts) would otherwise grow with every
     * place read between two invalidations. Past it, the oldest key goes.
     */
    private readonly maxKeysPerTopic = 1_000,
  ) {}

  /**
   * The kept answer of `key` under `topic`, else `load()`'s, kept for those who ask next. A load
   * already running is shared; one that an invalidation overtook is answered to those who were
   * waiting for it but kept for nobody (they asked before the write; the next request did not).
   */
  get<T>(topic: string, key: string, load: () => Promise<T>): Promise<T> {
    let entries = this.topics.get(topic);
    const found = entries?.get(key);
    const now = this.now();
    if (found && found.expiresAt > now) {
      this.onRead(topic, 'hit');
      return found.value as Promise<T>;
    }
    this.onRead(topic, 'miss');
    if (!entries) this.topics.set(topic, (entries = new Map()));
    // A Map iterates in insertion order: its first key is the oldest kept.
    if (!found && entries.size >= this.maxKeysPerTopic) entries.delete(entries.keys().next().value!);
    const value = load();
    const entry: Entry = { value, expiresAt: now + this.ttlMs };
    entries.set(key, entry);
    // A failed load is kept for nobody.
    value.catch(() => {
      if (this.topics.get(topic)?.get(key) === entry) this.topics.get(topic)!.delete(key);
    });
    return value;
  }

  /**
   * Results kept under `topic` are built from what `sources` hold (a page of several answers): they
   * go whenever any of those topics is invalidated, on every instance, as their own would.
   */
  dependOn(topic: string, sources: readonly string[]): void {
    for (const source of sources) {
      let dependents = this.dependents.get(source);
      if (!dependents) this.dependents.set(source, (dependents = new Set()));
      dependents.add(topic);
    }
  }

  /** Drops these topics' answers, and loads still running (their answers reach only who already waits). */
  invalidate(topics: readonly string[]): void {
    for (const topic of topics) {
      this.topics.delete(topic);
      for (const dependent of this.dependents.get(topic) ?? []) this.topics.delete(dependent);
    }
  }

  clear(): void {
    this.topics.clear();
  }
}

type Entry = { value: Promise<unknown>; expiresAt: number };

/** How long a shared result lives without an invalidation: a backstop only, kept short. */
export const SHARED_RESULTS_TTL_MS = 5_000;

declare module 'fastify' {
  interface FastifyInstance {
    sharedResults: SharedResults;
  }
}

/** The results shared by the requests of each pool's instance, for `resultsChanged`. */
const byPool = new WeakMap<object, SharedResults>();

/**
 * `app.sharedResults`, emptied by every invalidation the realtime bus carries (this instance's own
 * included) and entirely after the bus reconnects (invalidations sent meanwhile are lost).
 */
export function registerSharedResults(app: FastifyInstance): void {
  const results = new SharedResults(SHARED_RESULTS_TTL_MS, undefined, app.metrics.sharedResultRead);
  app.realtime.onInvalidation((topics) => (topics ? results.invalidate(topics) : results.clear()));
  byPool.set(app.pool, results);
  app.decorate('sharedResults', results);
}

/**
 * Says that a write changed what results of these topics hold; call it with the connection that
 * wrote. Every instance hears it on the bus; on a transaction's client PostgreSQL delivers it at
 * commit (nothing on a rollback). On the pool, after the write committed, this instance's copy also
 * goes at once, so the writer's next request sees its write without waiting for the bus.
 */
export async function resultsChanged(sql: Sql, topics: readonly string[]): Promise<void> {
  await sql.query('select pg_notify($1, $2)', [REALTIME_CHANNEL, invalidationPayload(topics)]);
  byPool.get(sql)?.invalidate(topics);
}
