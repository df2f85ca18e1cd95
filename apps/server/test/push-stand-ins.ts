// Local stand-ins for Google's and Apple's push services, speaking their real protocols and
// checking every request the way the services do: FCM HTTP v1 with its OAuth2 token endpoint
// (HTTPS), and APNs (HTTP/2 over TLS) with token authentication. What they received, and any rule
// a request broke, are kept for the tests to read.
import { execFileSync } from 'node:child_process';
import { generateKeyPairSync, randomBytes, verify, type KeyObject } from 'node:crypto';
import fs from 'node:fs/promises';
import http2 from 'node:http2';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FcmServiceAccount } from '../src/config/env.ts';

/** A self-signed certificate for 127.0.0.1, made with openssl, and its key. */
export async function loopbackCertificate(): Promise<{ key: Buffer; cert: Buffer }> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pm-stand-in-'));
  const keyFile = path.join(dir, 'key.pem');
  const certFile = path.join(dir, 'cert.pem');
  try {
    execFileSync(
      'openssl',
      // prettier-ignore
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', keyFile,
        '-out', certFile, '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'],
      { stdio: 'ignore' },
    );
    return { key: await fs.readFile(keyFile), cert: await fs.readFile(certFile) };
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

type Jwt = { header: Record<string, unknown>; claims: Record<string, unknown> };

/** Decodes a compact JWT and checks its signature with `publicKey`; null when it does not verify. */
function verifiedJwt(token: string, alg: 'RS256' | 'ES256', publicKey: KeyObject): Jwt | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, claims, signature] = parts as [string, string, string];
  const ok = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    alg === 'ES256' ? { key: publicKey, dsaEncoding: 'ieee-p1363' } : publicKey,
    Buffer.from(signature, 'base64url'),
  );
  if (!ok) return null;
  const decode = (part: string) =>
    JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
  const jwt = { header: decode(header), claims: decode(claims) };
  return jwt.header.alg === alg ? jwt : null;
}

const readBody = (stream: NodeJS.ReadableStream) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    stream.on('error', reject);
  });

const seconds = () => Math.floor(Date.now() / 1000);

// ---------------------------------------------------------------- FCM

export type FcmSend = { token: string; authorization: string; message: Record<string, unknown> };

/** How the FCM stand-in answers a send to a token (by default 200). */
export type FcmAnswer = 'unregistered' | 'invalid-token' | 'unavailable';

export type FcmStandIn = {
  url: string;
  cert: Buffer;
  serviceAccount: FcmServiceAccount;
  /** Token requests received (each checked). */
  tokenRequests: number;
  sends: FcmSend[];
  /** Rules a request broke: a test expects none. */
  problems: string[];
  answers: Map<string, FcmAnswer>;
  /** The token endpoint answers 500 while true. */
  tokenEndpointDown: boolean;
  /** Revokes every access token given so far: sends with them get 401. */
  revokeAccessTokens(): void;
  close(): Promise<void>;
};

const FCM_SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';

/** A Google error answer, shaped as FCM HTTP v1 writes it. */
function googleError(code: number, status: string, message: string, details: object[] = []) {
  return JSON.stringify({ error: { code, message, status, details } });
}

export async function startFcmStandIn(tls: { key: Buffer; cert: Buffer }): Promise<FcmStandIn> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const issued = new Set<string>();
  const state = {
    tokenRequests: 0,
    sends: [] as FcmSend[],
    problems: [] as string[],
    answers: new Map<string, FcmAnswer>(),
    tokenEndpointDown: false,
  };
  const server = https.createServer({ key: tls.key, cert: tls.cert }, (req, res) => {
    void readBody(req).then((body) => {
      const reply = (status: number, json: string) => {
        res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
        res.end(json);
      };
      if (req.method === 'POST' && req.url === '/token') {
        state.tokenRequests += 1;
        if (state.tokenEndpointDown) return reply(500, JSON.stringify({ error: 'internal_failure' }));
        const form = new URLSearchParams(body);
        const jwt = verifiedJwt(form.get('assertion') ?? '', 'RS256', publicKey);
        const claims = jwt?.claims ?? {};
        const problem =
          req.headers['content-type'] !== 'application/x-www-form-urlencoded'
            ? 'token request not form-encoded'
            : form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer'
              ? `grant_type ${form.get('grant_type')}`
              : !jwt
                ? 'assertion not signed RS256 by the service account key'
                : jwt.header.kid !== account.private_key_id
                  ? `kid ${String(jwt.header.kid)}`
                  : claims.iss !== account.client_email
                    ? `iss ${String(claims.iss)}`
                    : claims.scope !== FCM_SCOPE
                      ? `scope ${String(claims.scope)}`
                      : claims.aud !== account.token_uri
                        ? `aud ${String(claims.aud)}`
                        : // Google's rule: issued not in the future, not expired, an hour at most.
                          typeof claims.iat !== 'number' ||
                            typeof claims.exp !== 'number' ||
                            claims.iat > seconds() + 60 ||
                            claims.exp <= seconds() ||
                            claims.exp - claims.iat > 3600
                          ? 'iat/exp out of bounds'
                          : null;
        if (problem) {
          state.problems.push(problem);
          return reply(400, JSON.stringify({ error: 'invalid_grant', error_description: problem }));
        }
        const accessToken = `ya29.${randomBytes(24).toString('base64url')}`;
        issued.add(accessToken);
        return reply(200, JSON.stringify({ access_token: accessToken, expires_in: 3599, token_type: 'Bearer' }));
      }
      const send = /^\/v1\/projects\/([^/]+)\/messages:send$/.exec(req.url ?? '');
      if (req.method === 'POST' && send) {
        const authorization = req.headers.authorization ?? '';
        if (!authorization.startsWith('Bearer ') || !issued.has(authorization.slice('Bearer '.length))) {
          state.problems.push(`send with authorization "${authorization.slice(0, 20)}"`);
          return reply(401, googleError(401, 'UNAUTHENTICATED', 'Request had invalid authentication credentials.'));
        }
        if (decodeURIComponent(send[1]!) !== account.project_id) {
          state.problems.push(`send to project ${send[1]}`);
          return reply(403, googleError(403, 'PERMISSION_DENIED', 'SenderId mismatch'));
        }
        let message: Record<string, unknown>;
        try {
          message = (JSON.parse(body) as { message: Record<string, unknown> }).message;
        } catch {
          state.problems.push('send body not JSON');
          return reply(400, googleError(400, 'INVALID_ARGUMENT', 'Invalid JSON payload received.'));
        }
        const token = typeof message?.token === 'string' ? message.token : '';
        state.sends.push({ token, authorization, message });
        const answer = state.answers.get(token);
        if (answer === 'unregistered') {
          return reply(
            404,
            googleError(404, 'NOT_FOUND', 'Requested entity was not found.', [
              { '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode: 'UNREGISTERED' },
            ]),
          );
        }
        if (answer === 'invalid-token') {
          const description = 'The registration token is not a valid FCM registration token';
          return reply(
            400,
            googleError(400, 'INVALID_ARGUMENT', description, [
              { '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode: 'INVALID_ARGUMENT' },
              {
                '@type': 'type.googleapis.com/google.rpc.BadRequest',
                fieldViolations: [{ field: 'message.token', description }],
              },
            ]),
          );
        }
        if (answer === 'unavailable')
          return reply(503, googleError(503, 'UNAVAILABLE', 'The service is currently unavailable.'));
        return reply(
          200,
          JSON.stringify({ name: `projects/${account.project_id}/messages/${randomBytes(8).toString('hex')}` }),
        );
      }
      state.problems.push(`unexpected ${req.method} ${req.url}`);
      return reply(404, googleError(404, 'NOT_FOUND', 'Not found'));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const account: FcmServiceAccount = {
    type: 'service_account',
    project_id: 'portmarin-test',
    private_key_id: randomBytes(20).toString('hex'),
    private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    client_email: 'firebase-adminsdk-test@portmarin-test.iam.gserviceaccount.com',
    token_uri: `${url}/token`,
  };
  return Object.assign(state, {
    url,
    cert: tls.cert,
    serviceAccount: account,
    revokeAccessTokens: () => issued.clear(),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

// ---------------------------------------------------------------- APNs

export type ApnsPush = { token: string; headers: http2.IncomingHttpHeaders; body: Record<string, unknown> };

/** How the APNs stand-in answers a push to a token (by default 200). */
export type ApnsAnswer = 'unregistered' | 'bad-device-token' | 'internal-error';

export type ApnsStandIn = {
  url: string;
  cert: Buffer;
  /** The .p8 key's PEM, its key id and team. */
  key: string;
  keyId: string;
  teamId: string;
  topic: string;
  pushes: ApnsPush[];
  /** Distinct provider tokens (JWTs) seen. */
  providerTokens: Set<string>;
  problems: string[];
  answers: Map<string, ApnsAnswer>;
  close(): Promise<void>;
};

export async function startApnsStandIn(tls: { key: Buffer; cert: Buffer }): Promise<ApnsStandIn> {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const keyId = 'ABC123DEFG';
  const teamId = 'DEF123GHIJ';
  const topic = 'fr.portmarin.app';
  const state = {
    pushes: [] as ApnsPush[],
    providerTokens: new Set<string>(),
    problems: [] as string[],
    answers: new Map<string, ApnsAnswer>(),
  };
  // HTTP/2 only, as Apple's service: an HTTP/1.1 client is refused.
  const server = http2.createSecureServer({ key: tls.key, cert: tls.cert, allowHTTP1: false });
  const sessions = new Set<http2.ServerHttp2Session>();
  server.on('session', (session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });
  server.on('stream', (stream, headers) => {
    void readBody(stream).then((text) => {
      const reply = (status: number, reason?: string) => {
        stream.respond({ ':status': status, 'apns-id': randomBytes(16).toString('hex') });
        stream.end(
          reason ? JSON.stringify({ reason, ...(status === 410 ? { timestamp: Date.now() } : {}) }) : undefined,
        );
      };
      const device = /^\/3\/device\/([0-9a-fA-F]+)$/.exec(String(headers[':path']));
      if (headers[':method'] !== 'POST' || !device) {
        state.problems.push(`unexpected ${headers[':method']} ${headers[':path']}`);
        return reply(404, 'BadPath');
      }
      const authorization = String(headers.authorization ?? '');
      const token = authorization.startsWith('bearer ') ? authorization.slice('bearer '.length) : '';
      const jwt = verifiedJwt(token, 'ES256', publicKey);
      const iat = jwt?.claims.iat;
      const authProblem = !jwt
        ? 'provider token not signed ES256 by the key'
        : jwt.header.kid !== keyId
          ? `kid ${String(jwt.header.kid)}`
          : jwt.claims.iss !== teamId
            ? `iss ${String(jwt.claims.iss)}`
            : typeof iat !== 'number' || seconds() - iat > 3600 || iat - seconds() > 60
              ? 'iat out of bounds'
              : null;
      if (authProblem) {
        state.problems.push(authProblem);
        return reply(403, 'InvalidProviderToken');
      }
      state.providerTokens.add(token);
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(text) as Record<string, unknown>;
      } catch {
        state.problems.push('body not JSON');
        return reply(400, 'PayloadEmpty');
      }
      const headerProblem =
        headers['apns-topic'] !== topic
          ? `apns-topic ${String(headers['apns-topic'])}`
          : headers['apns-push-type'] !== 'alert'
            ? `apns-push-type ${String(headers['apns-push-type'])}`
            : !['5', '10'].includes(String(headers['apns-priority']))
              ? `apns-priority ${String(headers['apns-priority'])}`
              : !/^\d+$/.test(String(headers['apns-expiration'])) || Number(headers['apns-expiration']) <= seconds()
                ? `apns-expiration ${String(headers['apns-expiration'])}`
                : typeof (body.aps as { alert?: unknown } | undefined)?.alert !== 'object'
                  ? 'no aps.alert'
                  : null;
      if (headerProblem) {
        state.problems.push(headerProblem);
        return reply(400, 'BadTopic');
      }
      const deviceToken = device[1]!;
      state.pushes.push({ token: deviceToken, headers, body });
      const answer = state.answers.get(deviceToken);
      if (answer === 'unregistered') return reply(410, 'Unregistered');
      if (answer === 'bad-device-token') return reply(400, 'BadDeviceToken');
      if (answer === 'internal-error') return reply(500, 'InternalServerError');
      return reply(200);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(state, {
    url: `https://127.0.0.1:${(server.address() as AddressInfo).port}`,
    cert: tls.cert,
    key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    keyId,
    teamId,
    topic,
    close: () =>
      new Promise<void>((resolve) => {
        sessions.forEach((session) => session.destroy());
        server.close(() => resolve());
      }),
  });
}

/** A random APNs device token (64 hex digits). */
export const apnsToken = () => randomBytes(32).toString('hex');
/** A random FCM registration token. */
export const fcmToken = () =>
  `${randomBytes(11).toString('base64url')}:APA91b${randomBytes(100).toString('base64url')}`;
