// Worker thread of bench/realtime.ts: holds the WebSocket clients, so reading 1,000 sockets does not
// share an event loop with the server under test. Every received message.new carries its send time
// (phase:milliseconds on the process-wide monotonic clock) in `content`; the worker records now − send time.
//
// The clients speak WebSocket themselves (RFC 6455 handshake, unmasked server frames, masked pongs)
// instead of through the `ws` library: like autocannon for HTTP, a load generator this lean leaves
// the machine's CPU to the servers under test (measured: a `ws` client thread is saturated at
// 50,000 messages/s on 2 CPUs). Both servers are measured with the same clients.
import { createHash, randomBytes } from 'node:crypto';
import net from 'node:net';
import { parentPort } from 'node:worker_threads';

export type ClientsCommand =
  | { cmd: 'connect'; url: string; headers: Array<Record<string, string>> }
  /** `perMessage`: also keep each message's slowest delivery (the last socket to receive it). */
  | { cmd: 'reset'; phase: number; perMessage?: boolean }
  | { cmd: 'report' }
  | { cmd: 'close' };

export type ClientsReply =
  | { kind: 'connected'; count: number }
  | { kind: 'reset' }
  | { kind: 'progress'; delivered: number }
  | {
      kind: 'report';
      delivered: number;
      other: number;
      latencies: Float64Array;
      lastAt: number;
      /** With `perMessage`: each message (its content), its deliveries and the slowest one. */
      messages?: Array<{ key: string; deliveries: number; slowest: number }>;
    }
  | { kind: 'closed' };

const port = parentPort!;
const now = () => Number(process.hrtime.bigint()) / 1e6;
const sockets: net.Socket[] = [];
let latencies = new Float64Array(1 << 20);
let delivered = 0;
let other = 0;
let lastAt = 0;
let reported = 0;
let phasePrefix = '0:';
let perMessage: Map<string, { deliveries: number; slowest: number }> | null = null;

const OPCODE_TEXT = 0x1;
const OPCODE_CLOSE = 0x8;
const OPCODE_PING = 0x9;
const OPCODE_PONG = 0xa;
const MESSAGE_NEW = '"type":"message.new"';
const CONTENT = '"content":"';

/** One text frame: a message.new of the current phase gives a latency, anything else counts as other. */
function record(text: string): void {
  const at = now();
  const start = text.indexOf(CONTENT);
  if (!text.includes(MESSAGE_NEW) || start < 0) {
    other += 1;
    return;
  }
  const content = text.slice(start + CONTENT.length, text.indexOf('"', start + CONTENT.length));
  // A late delivery of an earlier phase.
  if (!content.startsWith(phasePrefix)) return;
  if (delivered === latencies.length) {
    const bigger = new Float64Array(latencies.length * 2);
    bigger.set(latencies);
    latencies = bigger;
  }
  const latency = at - Number(content.slice(phasePrefix.length));
  latencies[delivered] = latency;
  if (perMessage) {
    const message = perMessage.get(content);
    if (message) {
      message.deliveries += 1;
      message.slowest = Math.max(message.slowest, latency);
    } else perMessage.set(content, { deliveries: 1, slowest: latency });
  }
  delivered += 1;
  lastAt = at;
}

/** A client frame, masked as RFC 6455 requires (payloads here stay under 126 bytes). */
function clientFrame(opcode: number, payload: Buffer): Buffer {
  const mask = randomBytes(4);
  const frame = Buffer.alloc(6 + payload.length);
  frame[0] = 0x80 | opcode;
  frame[1] = 0x80 | payload.length;
  mask.copy(frame, 2);
  for (let i = 0; i < payload.length; i += 1) frame[6 + i] = payload[i]! ^ mask[i % 4]!;
  return frame;
}

/** Reads the server's frames out of the byte stream, keeping an incomplete one for the next chunk. */
function frameReader(socket: net.Socket) {
  let pending: Buffer | null = null;
  return (chunk: Buffer) => {
    const data: Buffer = pending ? Buffer.concat([pending, chunk]) : chunk;
    pending = null;
    let offset = 0;
    while (data.length - offset >= 2) {
      const opcode = data[offset]! & 0x0f;
      let length = data[offset + 1]! & 0x7f;
      let header = 2;
      if (length === 126) {
        if (data.length - offset < 4) break;
        length = data.readUInt16BE(offset + 2);
        header = 4;
      } else if (length === 127) {
        if (data.length - offset < 10) break;
        length = Number(data.readBigUInt64BE(offset + 2));
        header = 10;
      }
      if (data.length - offset < header + length) break;
      const payload = data.subarray(offset + header, offset + header + length);
      if (opcode === OPCODE_TEXT) record(payload.toString('latin1'));
      else if (opcode === OPCODE_PING) socket.write(clientFrame(OPCODE_PONG, payload));
      else if (opcode === OPCODE_CLOSE) socket.end();
      offset += header + length;
    }
    if (offset < data.length) pending = data.subarray(offset);
  };
}

function open(url: string, headers: Record<string, string>): Promise<net.Socket> {
  const { hostname, port: portText, pathname } = new URL(url);
  const key = randomBytes(16).toString('base64');
  const accept = createHash('sha1').update(`${key}258EAFA5-E914-47DA-95CA-C5AB0DC85B11`).digest('base64');
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(portText), hostname, () => {
      socket.setNoDelay(true);
      const lines = [
        `GET ${pathname} HTTP/1.1`,
        `Host: ${hostname}:${portText}`,
        'Upgrade: websocket',
        'Connection: Upgrade',
        `Sec-WebSocket-Key: ${key}`,
        'Sec-WebSocket-Version: 13',
        ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
      ];
      socket.write(`${lines.join('\r\n')}\r\n\r\n`);
    });
    let head = Buffer.alloc(0);
    const onHandshake = (chunk: Buffer) => {
      head = Buffer.concat([head, chunk]);
      const end = head.indexOf('\r\n\r\n');
      if (end < 0) return;
      const response = head.subarray(0, end).toString('latin1');
      socket.off('data', onHandshake);
      if (!response.startsWith('HTTP/1.1 101') || !response.includes(`Sec-WebSocket-Accept: ${accept}`)) {
        socket.destroy();
        reject(new Error(`handshake refused: ${response.split('\r\n')[0]}`));
        return;
      }
      const read = frameReader(socket);
      socket.on('data', read);
      if (end + 4 < head.length) read(head.subarray(end + 4));
      resolve(socket);
    };
    socket.on('data', onHandshake);
    socket.on('error', reject);
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
    perMessage = command.perMessage ? new Map() : null;
    port.postMessage({ kind: 'reset' } satisfies ClientsReply);
  } else if (command.cmd === 'report') {
    const copy = latencies.slice(0, delivered);
    const messages = perMessage ? [...perMessage].map(([key, m]) => ({ key, ...m })) : undefined;
    port.postMessage({ kind: 'report', delivered, other, latencies: copy, lastAt, messages } satisfies ClientsReply, [
      copy.buffer,
    ]);
  } else {
    await Promise.all(
      sockets.map(
        (socket) =>
          new Promise<void>((resolve) => {
            socket.once('close', () => resolve());
            socket.end(clientFrame(OPCODE_CLOSE, Buffer.from([0x03, 0xe8])));
          }),
      ),
    );
    port.postMessage({ kind: 'closed' } satisfies ClientsReply);
  }
});
