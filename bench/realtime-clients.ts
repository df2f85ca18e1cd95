// Worker thread of bench/realtime.ts: holds the WebSocket clients, so reading 1,000 sockets does not
// share an event loop with the server under test. Every received message.new carries its send time
// (phase:milliseconds on the process-wide monotonic clock) in `content`; the worker records now − send time.
import { createRequire } from 'node:module';
import { parentPort } from 'node:worker_threads';
import type WebSocketType from 'ws';

// The server's own ws (8.x); the root node_modules holds an older one.
const WebSocket = createRequire(new URL('../apps/server/package.json', import.meta.url))('ws') as typeof WebSocketType;
type WebSocket = WebSocketType;

export type ClientsCommand =
  | { cmd: 'connect'; url: string; headers: Array<Record<string, string>> }
  | { cmd: 'reset'; phase: number }
  | { cmd: 'report' }
  | { cmd: 'close' };

export type ClientsReply =
  | { kind: 'connected'; count: number }
  | { kind: 'reset' }
  | { kind: 'progress'; delivered: number }
  | { kind: 'report'; delivered: number; other: number; latencies: Float64Array; lastAt: number }
  | { kind: 'closed' };

const port = parentPort!;
const now = () => Number(process.hrtime.bigint()) / 1e6;
const sockets: WebSocket[] = [];
let latencies = new Float64Array(1 << 20);
let delivered = 0;
let other = 0;
let lastAt = 0;
let reported = 0;
let phasePrefix = '0:';

function record(data: WebSocketType.RawData): void {
  const event = JSON.parse(data.toString()) as { type: string; message?: { content: string } };
  if (event.type !== 'message.new' || !event.message) {
    other += 1;
    return;
  }
  // A late delivery of an earlier phase.
  if (!event.message.content.startsWith(phasePrefix)) return;
  const at = now();
  if (delivered === latencies.length) {
    const bigger = new Float64Array(latencies.length * 2);
    bigger.set(latencies);
    latencies = bigger;
  }
  latencies[delivered] = at - Number(event.message.content.slice(phasePrefix.length));
  delivered += 1;
  lastAt = at;
}

function open(url: string, headers: Record<string, string>): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers, perMessageDeflate: false });
    ws.on('message', record);
    ws.once('open', () => resolve(ws));
    ws.once('unexpected-response', (_req, res) => reject(new Error(`handshake refused: ${res.statusCode}`)));
    ws.on('error', reject);
  });
}

// Progress every 5 ms lets the sender keep a bounded number of broadcasts in flight.
setInterval(() => {
  if (delivered === reported) return;
  reported = delivered;
  port.postMessage({ kind: 'progress', delivered } satisfies ClientsReply);
}, 5).unref();

port.on('message', async (command: ClientsCommand) => {
  if (command.cmd === 'connect') {
    for (let i = 0; i < command.headers.length; i += 50) {
      const batch = command.headers.slice(i, i + 50).map((h) => open(command.url, h));
      sockets.push(...(await Promise.all(batch)));
    }
    port.postMessage({ kind: 'connected', count: sockets.length } satisfies ClientsReply);
  } else if (command.cmd === 'reset') {
    delivered = 0;
    other = 0;
    reported = 0;
    lastAt = 0;
    phasePrefix = `${command.phase}:`;
    port.postMessage({ kind: 'reset' } satisfies ClientsReply);
  } else if (command.cmd === 'report') {
    const copy = latencies.slice(0, delivered);
    port.postMessage({ kind: 'report', delivered, other, latencies: copy, lastAt } satisfies ClientsReply, [
      copy.buffer,
    ]);
  } else {
    await Promise.all(
      sockets.map((ws) => new Promise<void>((resolve) => (ws.once('close', () => resolve()), ws.close()))),
    );
    port.postMessage({ kind: 'closed' } satisfies ClientsReply);
  }
});
