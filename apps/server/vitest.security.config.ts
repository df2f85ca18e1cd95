import { configDefaults, defineConfig } from 'vitest/config';
import base from './vitest.config.ts';

/** `npm run test:security`: the abuse and fault tests of test/security (issue 16), on their own. */
export default defineConfig({
  ...base,
  // Not mergeConfig: it would append to the base's exclude, which leaves test/security out.
  test: { ...base.test, include: ['test/security/**/*.test.ts'], exclude: [...configDefaults.exclude] },
});
