// The WebSocket clients of a benchmark (bench/realtime-clients.ts) in a worker thread, so reading
// hundreds of sockets does not share an event loop with the load generator or a server under test.
import { Worker } from 'node:worker_threads';
import type { ClientsCommand, ClientsReply } from './realtime-clients.ts';

/** The WebSocket clients of one server, in a worker thread. */
export class Clients {
  // Loader hooks are per thread and Node 20 does not apply --import to a worker's entry: the worker
  // registers tsx itself, then loads the TypeScript file.
  private readonly worker = new Worker(
    `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(
      new URL('./realtime-clients.ts', import.meta.url).href,
    )}); });`,
    { eval: true },
  );
  private progressListener: ((delivered: number) => void) | null = null;
  private readonly waiting = new Map<string, (reply: ClientsReply) => void>();
  private counting = false;

  constructor() {
    this.worker.on('message', (reply: ClientsReply) => {
      if (reply.kind === 'progress') {
        if (this.counting) this.progressListener?.(reply.delivered);
        return;
      }
      if (reply.kind === 'reset') this.counting = true;
      this.waiting.get(reply.kind)?.(reply);
      this.waiting.delete(reply.kind);
    });
  }

  private ask<K extends ClientsReply['kind']>(
    command: ClientsCommand,
    kind: K,
  ): Promise<Extract<ClientsReply, { kind: K }>> {
    return new Promise((resolve) => {
      this.waiting.set(kind, resolve as (reply: ClientsReply) => void);
      this.worker.postMessage(command);
    });
  }

  connect(url: string, headers: Array<Record<string, string>>) {
    return this.ask({ cmd: 'connect', url, headers }, 'connected');
  }

  /** Clears the counters; progress from before is ignored (messages on the port stay in order). */
  async reset(phaseId: number, onProgress: (delivered: number) => void, perMessage = false) {
    this.counting = false;
    this.progressListener = onProgress;
    await this.ask({ cmd: 'reset', phase: phaseId, perMessage }, 'reset');
  }

  report() {
    return this.ask({ cmd: 'report' }, 'report');
  }

  async close() {
    await this.ask({ cmd: 'close' }, 'closed');
    await this.worker.terminate();
  }
}
