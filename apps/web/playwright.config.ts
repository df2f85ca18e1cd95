import { defineConfig } from '@playwright/test';
import path from 'node:path';

const port = Number(process.env.E2E_PORT ?? 3100);
// The servers use port+1000 (outside data providers), port+1001 (Web Push), port+1002 (FranceConnect).
export const baseURL = `http://localhost:${port}`;
const repoRoot = path.resolve(import.meta.dirname, '../..');
/** The e2e server's data folder (database, mail outbox), recreated at every run. */
export const e2eDataDir = path.join(repoRoot, '.e2e-data', String(port));
/** The stub of the outside data providers (weather, sea): specs switch its paths to failing. */
export const stubURL = `http://127.0.0.1:${port + 1000}`;
/** The local Web Push service (apps/server/test/providers/push-service.ts): e2e/push-stand-in.ts. */
export const pushServiceURL = `https://127.0.0.1:${port + 1001}`;
const pushServiceCA = path.join(repoRoot, '.e2e-data', `push-service-ca-${port}.pem`);
/** FranceConnect's stand-in (apps/server/test/providers/franceconnect-provider.ts): its issuer. */
export const franceConnectURL = `http://127.0.0.1:${port + 1002}`;
const franceConnectClient = { id: 'portmarin-e2e', secret: 'un-secret-client-e2e-franceconnect' };

export default defineConfig({
  testDir: './e2e',
  // One results folder per port, so parallel runs never delete each other's traces.
  outputDir: `test-results/${port}`,
  fullyParallel: true,
  // A journey waits on its pages and the server more than it computes: one worker kept about half
  // a CPU busy (docs/decisions/0105), so CI runs four on its two; a developer's run keeps two.
  workers: Number(process.env.E2E_WORKERS ?? (process.env.CI ? 4 : 2)),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    // Recorded on a retry only: recording every journey (its screencast above all) cost a third of
    // the browser's CPU, and a failure is retried once in CI.
    trace: 'on-first-retry',
    // page.route() misses what a service worker fetches: only e2e/pwa.spec.ts allows the worker.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: [
    {
      // Open-Meteo's forecast and marine APIs, answered locally (apps/server/test/providers).
      command: 'node --import tsx test/providers/stub-server.ts',
      cwd: path.join(repoRoot, 'apps/server'),
      url: `${stubURL}/v1/forecast?latitude=0&longitude=0`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      env: {
        STUB_PORT: String(port + 1000),
        PUSH_STAND_IN_PORT: String(port + 1001),
        PUSH_STAND_IN_CA_FILE: pushServiceCA,
      },
    },
    {
      // FranceConnect, answered by a real OpenID provider configured as it is (the server tests' stand-in).
      command: 'node --import tsx test/providers/franceconnect-provider.ts',
      cwd: path.join(repoRoot, 'apps/server'),
      url: `${franceConnectURL}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      env: {
        FC_STAND_IN_PORT: String(port + 1002),
        FC_CLIENT_ID: franceConnectClient.id,
        FC_CLIENT_SECRET: franceConnectClient.secret,
        FC_REDIRECT_URI: `${baseURL}/api/verification/franceconnect/callback`,
        FC_POST_LOGOUT_REDIRECT_URI: `${baseURL}/auth`,
      },
    },
    {
      // What production runs (`npm start`): the built server, rebuilt here so a spec never meets stale code.
      command: `rm -rf "${e2eDataDir}" && node build.mjs && node dist/server.js`,
      cwd: path.join(repoRoot, 'apps/server'),
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
      env: {
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseURL,
        DATA_DIR: e2eDataDir,
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
        // Many sign-ins from one address in a run; the limit itself is covered by server tests.
        AUTH_RATE_LIMIT_MAX: '1000',
        // Lets parallel runs each test their own build (E2E_WEB_DIST=apps/web/dist-x).
        ...(process.env.E2E_WEB_DIST ? { WEB_DIST_DIR: path.resolve(repoRoot, process.env.E2E_WEB_DIST) } : {}),
        WEATHER_API_URL: `${stubURL}/v1/forecast`,
        MARINE_API_URL: `${stubURL}/v1/marine`,
        // The local push service: a loopback address, refused to residents' endpoints in production.
        PUSH_ALLOWED_ADDRESSES: '127.0.0.1',
        // The end of quiet hours without waiting for it (e2e/quiet-hours-digest.spec.ts).
        JOBS_TEST_TRIGGER: 'true',
        PUSH_EXTRA_CA_FILE: pushServiceCA,
        // Short, so that a spec reaches the stale state by waiting a little.
        WEATHER_CACHE_SECONDS: '2',
        FRANCECONNECT_ISSUER: franceConnectURL,
        FRANCECONNECT_CLIENT_ID: franceConnectClient.id,
        FRANCECONNECT_CLIENT_SECRET: franceConnectClient.secret,
      },
    },
  ],
});
