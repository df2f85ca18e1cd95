import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The abuse and fault tests run on their own (`npm run test:security`), and so do the deployment
    // tests, which start their own PostgreSQL, S3 server and app processes (`npm run test:instances`).
    exclude: [...configDefaults.exclude, 'test/security/**', 'test/instances/**'],
    globalSetup: './test/global-setup.ts',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file still builds its own app on its own database (test/helpers.ts); what files share is
    // the modules loaded once per worker instead of once per file (Fastify, better-auth, sharp…:
    // ~3 s a file, two fifths of a run). A module that keeps state at its top level must key it
    // by app, as src/plugins/session.ts does.
    isolate: false,
    // Vitest's default is one worker fewer than the CPUs: one on the CI's two. The files spend much
    // of their time waiting on PostgreSQL, a process of its own.
    maxWorkers: 2,
  },
});
