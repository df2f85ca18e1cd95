import { expect, it } from 'vitest';

// CI runs this suite on the machine's Node and again on Node 24 (scripts/test.sh sets the version it
// means): this checks the test workers really run the one asked for, not the machine's.
it('runs on the Node version CI asked for', () => {
  expect(process.version).toBe(process.env.EXPECTED_NODE_VERSION ?? process.version);
});
