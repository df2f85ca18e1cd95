import type { Alias } from 'vite';

/**
 * The app is written against React's API and runs on Preact's compatibility layer: react-dom alone is
 * ~64 KB gzipped, Preact with compat ~10 KB, and the first screen must stay under 120 KB
 * (docs/decisions.md). Unit tests run on React itself (Testing Library loads react-dom through CommonJS,
 * which aliases cannot reach); the shipped build is what the Playwright suite exercises.
 */
export const preactAliases: Alias[] = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];
