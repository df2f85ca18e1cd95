import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_ROOT } from '../lib/server-root.ts';
import { envVariables } from './env.ts';

/**
 * The environment's documentation follows the schema (issue 38): `.env.example` lists every
 * variable an operator may set, the README's configuration table describes them, and the test-only
 * ones are in the README's « Variables for the tests only » section and nowhere else.
 */

const REPO = path.resolve(SERVER_ROOT, '../..');
const read = (file: string) => readFileSync(path.join(REPO, file), 'utf8');

const operatorVariables = envVariables()
  .filter((v) => !v.testOnly)
  .map((v) => v.name);
const testOnlyVariables = envVariables()
  .filter((v) => v.testOnly)
  .map((v) => v.name);

/** `NAME=value` lines, commented out (`# NAME=…`) or not. */
function exampleVariables(): string[] {
  return [...read('.env.example').matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]!);
}

/** The variables named in the first column of the tables of one `## ` section of the README. */
function readmeTableVariables(heading: string): string[] {
  const readme = read('README.md');
  const start = readme.indexOf(`\n## ${heading}\n`);
  if (start === -1) throw new Error(`README.md has no « ## ${heading} » section`);
  const end = readme.indexOf('\n## ', start + 1);
  const section = readme.slice(start, end === -1 ? undefined : end);
  return [...section.matchAll(/^\| `([A-Z][A-Z0-9_]*)`/gm)].map((m) => m[1]!);
}

/** What `expected` lacks and what it should not have, named. */
function gaps(listed: string[], expected: string[]): { missing: string[]; stale: string[] } {
  return {
    missing: expected.filter((name) => !listed.includes(name)),
    stale: listed.filter((name) => !expected.includes(name)),
  };
}

describe('documentation of the environment', () => {
  it('finds both kinds of variables in the schema', () => {
    expect(operatorVariables).toContain('DATABASE_URL');
    expect(testOnlyVariables).toContain('JOBS_TEST_TRIGGER');
  });

  it('lists in .env.example every variable an operator may set, and no other', () => {
    expect(gaps(exampleVariables(), operatorVariables)).toEqual({ missing: [], stale: [] });
  });

  it("describes every operator's variable in the README's configuration table, and no other", () => {
    expect(gaps(readmeTableVariables('Configuration'), operatorVariables)).toEqual({ missing: [], stale: [] });
  });

  it('documents the test-only variables in one README section', () => {
    expect(gaps(readmeTableVariables('Variables for the tests only'), testOnlyVariables)).toEqual({
      missing: [],
      stale: [],
    });
  });
});
