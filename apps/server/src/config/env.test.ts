import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env.ts';

describe('loadEnv', () => {
  it('throws an EnvError naming a bad PORT', () => {
    expect(() => loadEnv({ PORT: 'abc' })).toThrow(EnvError);
    expect(() => loadEnv({ PORT: 'abc' })).toThrow(/PORT/);
  });

  it('lists every bad key in one message', () => {
    let message = '';
    try {
      loadEnv({ PORT: '70000', SEED_DEMO: 'peut-être', DATABASE_URL: 'mysql://x', AUTH_SECRET: 'court' });
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      message = (error as Error).message;
    }
    for (const key of ['PORT', 'SEED_DEMO', 'DATABASE_URL', 'AUTH_SECRET']) expect(message).toContain(key);
  });

  it('has working defaults', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.PUBLIC_URL).toBe('http://localhost:3000');
    expect(env.SEED_DEMO).toBe(true);
    expect(env.TRUST_PROXY).toBe(false);
    expect(env.NODE_ENV).toBe('development');
    expect(env.AUTH_RATE_LIMIT_MAX).toBe(10);
    expect(env.DATA_DIR).toBe(path.resolve('./data'));
    expect(path.isAbsolute(env.WEB_DIST_DIR)).toBe(true);
  });

  it('sizes the database pool from DATABASE_POOL_MAX: 10 by default, at least 2', () => {
    expect(loadEnv({}).DATABASE_POOL_MAX).toBe(10);
    expect(loadEnv({ DATABASE_POOL_MAX: '25' }).DATABASE_POOL_MAX).toBe(25);
    expect(() => loadEnv({ DATABASE_POOL_MAX: '1' })).toThrow(/DATABASE_POOL_MAX/);
  });

  it('derives PUBLIC_URL from PORT when unset', () => {
    expect(loadEnv({ PORT: '4100' }).PUBLIC_URL).toBe('http://localhost:4100');
  });

  it('keeps only the origin of PUBLIC_URL', () => {
    expect(loadEnv({ PUBLIC_URL: 'https://portmarin.fr/' }).PUBLIC_URL).toBe('https://portmarin.fr');
  });

  it('treats empty values as unset and parses booleans', () => {
    const env = loadEnv({ PORT: '', SEED_DEMO: 'false', TRUST_PROXY: '1' });
    expect(env.PORT).toBe(3000);
    expect(env.SEED_DEMO).toBe(false);
    expect(env.TRUST_PROXY).toBe(true);
  });

  it('refuses a bucket without its keys, listing each missing one', () => {
    expect(() => loadEnv({ S3_BUCKET: 'portmarin' })).toThrow(/S3_ACCESS_KEY_ID[\s\S]*S3_SECRET_ACCESS_KEY/);
    expect(() => loadEnv({ S3_BUCKET: 'portmarin', S3_ACCESS_KEY_ID: 'k' })).toThrow(/S3_SECRET_ACCESS_KEY/);
  });

  it('refuses an S3 endpoint or keys given without a bucket', () => {
    expect(() => loadEnv({ S3_ENDPOINT: 'http://localhost:9000' })).toThrow(/S3_ENDPOINT: sans effet sans S3_BUCKET/);
  });

  it('reads a complete S3 configuration', () => {
    const env = loadEnv({
      S3_BUCKET: 'portmarin',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(env).toMatchObject({ S3_BUCKET: 'portmarin', S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: true });
  });
});
