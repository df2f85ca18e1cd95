import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../config/env.ts';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';

describe('the jobs test trigger', () => {
  let withTrigger: TestApp;
  let without: TestApp;
  beforeAll(async () => {
    [withTrigger, without] = await Promise.all([buildTestApp({ JOBS_TEST_TRIGGER: 'true' }), buildTestApp()]);
  });
  afterAll(async () => Promise.all([withTrigger?.close(), without?.close()]));

  const trigger = (t: TestApp) =>
    t.app.inject({
      method: 'POST',
      url: '/api/test/jobs/quiet-hours-summary',
      payload: { at: '2026-12-01T06:00:00.000Z' },
    });

  it('runs a job at the given instant when JOBS_TEST_TRIGGER is set', async () => {
    expect((await trigger(withTrigger)).statusCode).toBe(204);
  });

  it('does not exist otherwise', async () => {
    expect((await trigger(without)).statusCode).toBe(404);
  });

  it('is refused at boot outside NODE_ENV=test', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', JOBS_TEST_TRIGGER: 'true', DATA_DIR: '/tmp/x' })).toThrow(
      /JOBS_TEST_TRIGGER/,
    );
  });
});
