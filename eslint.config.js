import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import fs from 'node:fs';
import tseslint from 'typescript-eslint';

/** The web app's feature folders: a new one is covered by the rules below without editing them. */
const FEATURES = fs
  .readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-*/**',
      '.test-reports/**',
      '**/node_modules/**',
      '.e2e-data/**',
      'data/**',
      '**/test-results/**',
      'apps/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'no-console': ['error', { allow: ['error', 'warn'] }],
      // French typography uses non-breaking spaces before « : ; ! ? » and inside guillemets.
      'no-irregular-whitespace': ['error', { skipStrings: true, skipTemplates: true, skipJSXText: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  { files: ['apps/web/src/**/*.tsx'], ...jsxA11y.flatConfigs.strict },
  // Import cycles are errors, resolved as TypeScript does (the web's `@/` alias, the server's `.ts` paths).
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/web/tsconfig.json', 'apps/server/tsconfig.json', 'packages/shared/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  // A feature never imports another feature: routes and the shell compose them.
  ...FEATURES.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: FEATURES.filter((f) => f !== feature).map((f) => `@/features/${f}/**`),
              message: 'Features do not import each other.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['apps/server/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/apps/web/**'], message: 'The server never imports the web app.' }] },
      ],
    },
  },
  // Data access (ARCHITECTURE.md): services write SQL through `Sql` with typed rows; Drizzle declares
  // the tables (and so the migrations) and serves better-auth's adapter, nothing else. Its type
  // exports stay allowed (RowOf reads a table's columns from them).
  {
    files: ['apps/server/**/*.ts'],
    ignores: [
      'apps/server/src/db/schema/**',
      'apps/server/src/**/*.schema.ts',
      'apps/server/src/db/client.ts',
      'apps/server/drizzle.config.ts',
      'apps/server/src/plugins/auth.ts',
      // Rewritten by the module move of issue 27 (helper "server-modules"): remove these three lines
      // once the seeds, the account module and the upload store query through `Sql`.
      'apps/server/src/seed/**',
      'apps/server/src/modules/account/**',
      'apps/server/src/plugins/uploads.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*'],
              allowTypeImports: true,
              message: 'Query with SQL through `Sql` (db/sql.ts); Drizzle only declares the tables (ARCHITECTURE.md).',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[property.name='db']:matches([object.name='app'], [object.property.name='app'])",
          message:
            '`app.db` is Drizzle, kept for better-auth: query through `app.pool` (ARCHITECTURE.md, Data access).',
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/e2e/**', '**/test/**', 'bench/**', 'scripts/**', 'apps/server/src/cli/**'],
    rules: { 'no-console': 'off' },
  },
  // A server module never imports another module: what several use lives in plugins/, db/ or lib/.
  // The module list is read from the folders, so a new module is covered without editing this.
  ...((modules) =>
    modules.map((module) => ({
      files: [`apps/server/src/modules/${module}/**/*.ts`],
      rules: {
        // This replaces the server-wide rule for these files, so its web pattern is repeated.
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              { group: ['**/apps/web/**'], message: 'The server never imports the web app.' },
              {
                regex: `^\\.{1,2}/(.+/)?(${modules.filter((m) => m !== module).join('|')})/`,
                message: 'Modules do not import each other: what they share goes to plugins/, db/ or lib/.',
              },
            ],
          },
        ],
      },
    })))(
    fs
      .readdirSync(new URL('./apps/server/src/modules', import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name),
  ),
);
