import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config';

/** `npm run test:security`: the abuse and fault tests of test/security (issue 16), on their own. */
export default mergeConfig(
  base,
  defineConfig({ test: { include: ['test/security/**/*.test.ts'], exclude: [] } }),
  false,
);
