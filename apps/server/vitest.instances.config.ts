import { configDefaults, defineConfig } from 'vitest/config';

/**
 * `npm run test:instances`: the deployment tests of test/instances (issue 29). Each file starts its
 * own PostgreSQL, S3 server and app processes on ports 4321–4329, so files run one after another
 * and no shared test database is set up.
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/instances/**/*.test.ts'],
    exclude: [...configDefaults.exclude],
    testTimeout: 60_000,
    hookTimeout: 240_000,
    fileParallelism: false,
  },
});
