import { execFileSync } from 'node:child_process';
import { createDecipheriv, createECDH, createHmac, randomBytes, randomUUID, type ECDH } from 'node:crypto';
import fs from 'node:fs/promises';
import type http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** A browser's push keys: the P-256 pair and the auth secret it gives the server (RFC 8291). */
export type BrowserKeys = { ecdh: ECDH; auth: Buffer; keys: { p256dh: string; auth: string } };

export function browserKeys(): BrowserKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
  };
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** Decrypts an aes128gcm Web Push body (RFC 8188 + RFC 8291) with the browser's private key. */
export function decryptWebPush(body: Buffer, ecdh: ECDH, auth: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverPublicKey = body.subarray(21, 21 + idLength);
  const cipherText = body.subarray(21 + idLength);
  const shared = ecdh.computeSecret(serverPublicKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), serverPublicKey]);
  const ikm = hmac(hmac(auth, shared), Buffer.concat([keyInfo, Buffer.from([1])]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(cipherText.subarray(-16));
  const padded = Buffer.concat([decipher.update(cipherText.subarray(0, -16)), decipher.final()]);
  // The last record ends with the 0x02 delimiter, then zero padding.
  const end = padded.lastIndexOf(2);
  return padded.subarray(0, end).toString('utf8');
}

/** A self-signed certificate for 127.0.0.1 (push services only speak https), valid a day. */
export async function selfSignedCertificate(): Promise<{ key: Buffer; cert: Buffer }> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pm-push-'));
  const keyFile = path.join(dir, 'key.pem');
  const certFile = path.join(dir, 'cert.pem');
  // prettier-ignore
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes',
    '-keyout', keyFile, '-out', certFile, '-days', '1',
    '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1',
  ], { stdio: 'ignore' });
  const [key, cert] = await Promise.all([fs.readFile(keyFile), fs.readFile(certFile)]);
  await fs.rm(dir, { recursive: true, force: true });
  return { key, cert };
}

/** A push as the device would show it, with how the push service was asked to deliver it. */
export type ReceivedPush = { payload: unknown; urgency: string | null; ttl: string | null };

export type PushServiceStandIn = {
  /** `https://127.0.0.1:<port>` */
  origin: string;
  /** The certificate to trust (PUSH_EXTRA_CA_FILE). */
  cert: Buffer;
  close: () => Promise<void>;
};

/**
 * A local Web Push service for the end-to-end tests, as a browser's vendor runs one: it hands out
 * subscriptions (an endpoint and the browser's keys, which it keeps), takes the app's encrypted
 * pushes on those endpoints, and decrypts them as the browser would.
 *
 *   POST /__push/subscriptions                 { endpoint, keys: { p256dh, auth } }: a new device
 *   GET  /__push/received?endpoint=<endpoint>  ReceivedPush[] that device got, oldest first
 *   POST /push/<id>                            the push service itself (201, 404 if unknown)
 */
export async function startPushServiceStandIn(port = 0, host = '127.0.0.1'): Promise<PushServiceStandIn> {
  const { key, cert } = await selfSignedCertificate();
  const devices = new Map<string, { keys: BrowserKeys; received: ReceivedPush[] }>();
  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  };
  let origin = '';
  const server = https.createServer({ key, cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', origin);
      if (req.method === 'POST' && url.pathname === '/__push/subscriptions') {
        const endpoint = `${origin}/push/${randomUUID()}`;
        const keys = browserKeys();
        devices.set(endpoint, { keys, received: [] });
        return json(res, 201, { endpoint, keys: keys.keys });
      }
      if (req.method === 'GET' && url.pathname === '/__push/received') {
        return json(res, 200, devices.get(url.searchParams.get('endpoint') ?? '')?.received ?? []);
      }
      const device = devices.get(`${origin}${url.pathname}`);
      if (req.method !== 'POST' || !device) return json(res, 404, { reason: 'abonnement inconnu' });
      try {
        const text = decryptWebPush(Buffer.concat(chunks), device.keys.ecdh, device.keys.auth);
        const header = (name: string) => (req.headers[name] as string | undefined) ?? null;
        device.received.push({ payload: JSON.parse(text), urgency: header('urgency'), ttl: header('ttl') });
        res.statusCode = 201;
      } catch {
        res.statusCode = 400;
      }
      res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  origin = `https://${host}:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    cert,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
