import { loadEnv, type Env } from '../src/config/env.ts';

/** The test apps' environment, in a module free of vitest so that spawned test servers use it too. */

export const PUBLIC_URL = 'http://localhost:3999';

/** Env variables as strings, the way they arrive from the process environment. */
export type EnvOverrides = Partial<Record<keyof Env, string>>;

export function testEnv(dataDir: string, overrides: EnvOverrides = {}): Env {
  return loadEnv({
    NODE_ENV: 'test',
    PORT: '0',
    DATA_DIR: dataDir,
    PUBLIC_URL,
    LOG_LEVEL: 'silent',
    AUTH_SECRET: 'x'.repeat(40),
    AUTH_RATE_LIMIT_MAX: '1000',
    // No test reaches the real weather or marine provider: a closed local port fails at once (the
    // weather and sea tests point them at the stub provider instead).
    WEATHER_API_URL: 'http://127.0.0.1:9/v1/forecast',
    MARINE_API_URL: 'http://127.0.0.1:9/v1/marine',
    ...overrides,
  });
}
