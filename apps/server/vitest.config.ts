import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: './test/global-setup.ts',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
