import { defineConfig } from '@playwright/test';
import path from 'node:path';

const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://localhost:${port}`;
const repoRoot = path.resolve(import.meta.dirname, '../..');
/** The e2e server's data folder (database, mail outbox), recreated at every run. */
export const e2eDataDir = path.join(repoRoot, '.e2e-data', String(port));
/** The stub of the outside data providers (weather, sea): specs switch its paths to failing. */
export const stubURL = `http://127.0.0.1:${port + 1000}`;
/** The local Web Push service (apps/server/test/providers/push-service.ts): e2e/push-stand-in.ts. */
export const pushServiceURL = `https://127.0.0.1:${port + 1001}`;
const pushServiceCA = path.join(repoRoot, '.e2e-data', `push-service-ca-${port}.pem`);

export default defineConfig({
  testDir: './e2e',
  // One results folder per port, so parallel runs never delete each other's traces.
  outputDir: `test-results/${port}`,
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    trace: 'retain-on-failure',
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
        PUSH_EXTRA_CA_FILE: pushServiceCA,
        // Short, so that a spec reaches the stale state by waiting a little.
        WEATHER_CACHE_SECONDS: '2',
      },
    },
  ],
});
