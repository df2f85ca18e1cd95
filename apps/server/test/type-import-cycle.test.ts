import { Linter } from 'eslint';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import tseslint from 'typescript-eslint';
import { afterAll, expect, it } from 'vitest';
import { noTypeImportCycle } from '../../../tools/eslint/no-type-import-cycle.js';

/**
 * The lint rule that catches loops of `import type` (eslint.config.js), which import-x/no-cycle
 * skips: run on files written here, relative imports resolved as paths.
 */
const dirs: string[] = [];
afterAll(async () => Promise.all(dirs.map((dir) => fs.rm(dir, { recursive: true, force: true }))));

async function lint(files: Record<string, string>, file: string): Promise<string[]> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'type-cycle-'));
  dirs.push(dir);
  for (const [name, code] of Object.entries(files)) await fs.writeFile(path.join(dir, name), code);
  const rule = noTypeImportCycle({
    resolve: (source, from) => ({ found: true, path: path.resolve(path.dirname(from), source) }),
  });
  const config = {
    files: ['**/*.ts'],
    languageOptions: { parser: tseslint.parser },
    plugins: { local: { rules: { 'no-type-import-cycle': rule } } },
    rules: { 'local/no-type-import-cycle': 'error' },
  } as Linter.Config;
  const filename = path.join(dir, file);
  return new Linter({ cwd: dir }).verify(files[file]!, config, { filename }).map((m) => m.message);
}

it('reports two files naming each other’s types', async () => {
  const messages = await lint(
    {
      'rules.ts': "import type { Module } from './module.ts';\nexport type Rule = { of: Module };\n",
      'module.ts': "import type { Rule } from './rules.ts';\nexport type Module = { rules: Rule[] };\n",
    },
    'rules.ts',
  );
  expect(messages).toEqual(['Dependency cycle through a type-only import: ./module.ts → ./rules.ts.']);
});

it('reports a type import closing a loop of value imports through a third file', async () => {
  const messages = await lint(
    {
      'push.ts': "import { hold } from './hours.ts';\nexport type Options = { urgent: boolean };\nhold();\n",
      'hours.ts': "import { pushes } from './held.ts';\nexport const hold = () => pushes;\n",
      'held.ts': "import type { Options } from './push.ts';\nexport const pushes: Options[] = [];\n",
    },
    'held.ts',
  );
  expect(messages).toEqual(['Dependency cycle through a type-only import: ./push.ts → ./hours.ts → ./held.ts.']);
});

it('lets a one-way type import pass', async () => {
  const messages = await lint(
    {
      'rules.ts': 'export type Rule = { name: string };\n',
      'module.ts': "import type { Rule } from './rules.ts';\nexport type Module = { rules: Rule[] };\n",
    },
    'module.ts',
  );
  expect(messages).toEqual([]);
});
