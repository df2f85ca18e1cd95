import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { forecastAnswer } from './forecast.ts';
import { marineAnswer } from './marine.ts';
import { startPushServiceStandIn } from './push-service.ts';

/**
 * A local stand-in for the outside data providers (Open-Meteo's forecast and marine APIs), for the
 * server tests and the e2e server. Each path answers from its module with times relative to now,
 * or, when told so, fails in one of the ways a provider fails — per path, so the weather and sea
 * tests never disturb each other.
 *
 * Control routes (the e2e specs use them; server tests call the returned functions):
 *   POST /__stub/fail?path=/v1/forecast&on=1|0          500s on, or back to normal
 *   POST /__stub/mode?path=/v1/forecast&mode=<mode>     ok | error | malformed | hang
 *   GET  /__stub/hits?path=/v1/forecast                 { hits }: requests the path received
 *   POST /__stub/reset                                  every path ok, hits at 0
 */

export type StubMode = 'ok' | 'error' | 'malformed' | 'hang';
const MODES: readonly StubMode[] = ['ok', 'error', 'malformed', 'hang'];

const ANSWERS: Record<string, (now: Date, query: URLSearchParams) => unknown> = {
  '/v1/forecast': (now, query) => onlyAskedFor(forecastAnswer(now), query),
  '/v1/marine': marineAnswer,
};

/** As Open-Meteo does: a block only if asked for (`current=…`), with only the variables named. */
function onlyAskedFor(answer: Record<string, unknown>, query: URLSearchParams): Record<string, unknown> {
  const result = { ...answer };
  for (const block of ['current', 'hourly', 'daily']) {
    const asked = query.get(block)?.split(',');
    const values = result[block] as Record<string, unknown>;
    if (!asked) delete result[block];
    else result[block] = Object.fromEntries(Object.entries(values).filter(([k]) => k === 'time' || asked.includes(k)));
  }
  return result;
}

export type StubProviders = {
  /** Base URL, without a trailing slash: `${url}/v1/forecast`. */
  url: string;
  close: () => Promise<void>;
  /** `on`: the path answers 500; off: it answers again. */
  fail: (path: string, on: boolean) => void;
  setMode: (path: string, mode: StubMode) => void;
  /** Requests the path received since the start (or the last reset). */
  hits: (path: string) => number;
  /** The query of the path's last request. */
  lastQuery: (path: string) => URLSearchParams | undefined;
  reset: () => void;
};

function send(res: http.ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

export async function startStubProviders(port = 0, host = '127.0.0.1'): Promise<StubProviders> {
  const modes = new Map<string, StubMode>();
  const hits = new Map<string, number>();
  const queries = new Map<string, URLSearchParams>();
  const setMode = (path: string, mode: StubMode) => modes.set(path, mode);
  const reset = () => {
    modes.clear();
    hits.clear();
    queries.clear();
  };

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stub');
    const path = url.searchParams.get('path') ?? '';
    if (url.pathname.startsWith('/__stub/')) {
      if (req.method === 'GET' && url.pathname === '/__stub/hits') return send(res, 200, { hits: hits.get(path) ?? 0 });
      if (req.method !== 'POST') return send(res, 405, { error: true, reason: 'POST attendu' });
      if (url.pathname === '/__stub/reset') {
        reset();
        return send(res, 200, { ok: true });
      }
      if (!ANSWERS[path]) return send(res, 400, { error: true, reason: `chemin inconnu : ${path}` });
      if (url.pathname === '/__stub/fail') {
        setMode(path, url.searchParams.get('on') === '1' ? 'error' : 'ok');
        return send(res, 200, { path, mode: modes.get(path) });
      }
      const mode = url.searchParams.get('mode') as StubMode;
      if (url.pathname === '/__stub/mode' && MODES.includes(mode)) {
        setMode(path, mode);
        return send(res, 200, { path, mode });
      }
      return send(res, 400, { error: true, reason: 'commande inconnue' });
    }

    const answer = ANSWERS[url.pathname];
    if (req.method !== 'GET' || !answer) return send(res, 404, { error: true, reason: 'Not found' });
    hits.set(url.pathname, (hits.get(url.pathname) ?? 0) + 1);
    queries.set(url.pathname, url.searchParams);
    if (!url.searchParams.has('latitude') || !url.searchParams.has('longitude')) {
      return send(res, 400, { error: true, reason: 'Parameter latitude and longitude required' });
    }
    switch (modes.get(url.pathname) ?? 'ok') {
      case 'error':
        return send(res, 500, { error: true, reason: 'Panne simulée du fournisseur' });
      case 'malformed':
        return send(res, 200, { latitude: 47.74, current: { temperature_2m: 'doux' } });
      case 'hang':
        return; // never answers: the caller's timeout must end it
      default:
        return send(res, 200, answer(new Date(), url.searchParams));
    }
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://${host}:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections(); // hung requests included
        server.close(() => resolve());
      }),
    fail: (path, on) => setMode(path, on ? 'error' : 'ok'),
    setMode,
    hits: (path) => hits.get(path) ?? 0,
    lastQuery: (path) => queries.get(path),
    reset,
  };
}

// As a script (the e2e web server): `STUB_PORT=4100 node --import tsx test/providers/stub-server.ts`.
// With PUSH_STAND_IN_PORT and PUSH_STAND_IN_CA_FILE, a local Web Push service too, its certificate
// written to the file for the app to trust.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const port = Number(process.env.STUB_PORT ?? 4100);
  const { PUSH_STAND_IN_PORT, PUSH_STAND_IN_CA_FILE } = process.env;
  const pushService =
    PUSH_STAND_IN_PORT && PUSH_STAND_IN_CA_FILE ? await startPushServiceStandIn(Number(PUSH_STAND_IN_PORT)) : null;
  if (pushService && PUSH_STAND_IN_CA_FILE) {
    await fs.mkdir(path.dirname(PUSH_STAND_IN_CA_FILE), { recursive: true });
    await fs.writeFile(PUSH_STAND_IN_CA_FILE, pushService.cert);
  }
  const stub = await startStubProviders(port);
  process.stdout.write(`Fournisseurs simulés sur ${stub.url}\n`);
  const stop = () => void Promise.all([stub.close(), pushService?.close()]).then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}
