import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const src = path.resolve(import.meta.dirname, 'src');

/*
 * Where the time of a run went (issue 27): loading jsdom, React and the app's modules again for
 * every file, one file at a time. So: logic (`*.test.ts`) runs in Node without a DOM (a file that
 * needs one says `// @vitest-environment jsdom` on its first line); files share a worker's jsdom
 * and libraries (src/test/fresh-modules.ts still evaluates the app's modules afresh for each);
 * and two workers run, as many as the CI's CPUs.
 */
export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': src } },
  test: {
    setupFiles: ['./src/test/fresh-modules.ts', './src/test/setup.ts'],
    maxWorkers: 2,
    // A guard against a hung test, not a speed goal: on a loaded machine a screen's first render
    // (with its lazy chunks transformed on demand) has outlasted the default 5 s.
    testTimeout: 15_000,
    projects: [
      {
        extends: true,
        test: { name: 'logic', environment: 'node', include: ['src/**/*.test.ts'], isolate: false },
      },
      {
        extends: true,
        test: { name: 'dom', environment: 'jsdom', include: ['src/**/*.test.tsx'], isolate: false },
      },
    ],
  },
});
