import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import testingLibrary from 'eslint-plugin-testing-library';
import globals from 'globals';
import fs from 'node:fs';
import tseslint from 'typescript-eslint';
import { noTypeImportCycle } from './tools/eslint/no-type-import-cycle.js';

/** The web app's feature folders: a new one is covered by the rules below without editing them. */
const FEATURES = fs
  .readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * `expect(getBy…(…)).toBeTruthy()` cannot fail on its own (getBy throws first) and says nothing of what
 * is expected; a truthiness check on a value hides what it should be. Selectors for no-restricted-syntax.
 */
function weakDomAssertions() {
  const query = '/^(get|query|find)(All)?By/';
  // The matcher's `expect(…)` (or `expect(…).not`) takes a query, awaited or not, on screen/within or bare.
  const onQuery = ['callee.object', 'callee.object.object']
    .flatMap((expect) => ['', 'argument.'].map((awaited) => `${expect}.arguments.0.${awaited}callee`))
    .flatMap((callee) => [`[${callee}.property.name=${query}]`, `[${callee}.name=${query}]`])
    .join(', ');
  return [
    {
      selector: `CallExpression[callee.property.name=/^toBe(Truthy|Falsy|Null|Undefined|Defined)$/]:matches(${onQuery})`,
      message:
        'Assert a DOM query with jest-dom: expect(getBy…).toBeInTheDocument(), expect(queryBy…).not.toBeInTheDocument(), or what it shows (toHaveTextContent, toBeDisabled…).',
    },
    {
      selector: `CallExpression[callee.property.name=/^toBe(Truthy|Falsy)$/]:not(:matches(${onQuery}))`,
      message: 'Say what is expected (toBe(true), toBeInTheDocument(), toHaveAttribute…), not only that it is truthy.',
    },
  ];
}

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
      // The Capacitor projects: generated, and `cap sync` copies the built web app into them.
      'apps/web/android/**',
      'apps/web/ios/**',
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
  // import-x skips type-only imports; the local rule reports the loops that go through one.
  ...((resolver) => [
    {
      files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
      plugins: { 'import-x': importX, local: { rules: { 'no-type-import-cycle': noTypeImportCycle(resolver) } } },
      settings: {
        'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
        'import-x/resolver-next': [resolver],
      },
      // A cycle through a dynamic import() is no evaluation-order hazard: a feature's index.ts loads
      // its screens on demand, and a screen may use a feature that uses this one (saved ↔ posts).
      // No cycle can pass through an installed package (none imports this code): not walking them
      // took about a third off the rule's time (docs/decisions/0105).
      rules: {
        'import-x/no-cycle': ['error', { allowUnsafeDynamicCyclicDependency: true, ignoreExternal: true }],
        'local/no-type-import-cycle': 'error',
      },
    },
  ])(
    createTypeScriptImportResolver({
      project: ['apps/web/tsconfig.json', 'apps/server/tsconfig.json', 'packages/shared/tsconfig.json'],
      noWarnOnMultipleProjects: true,
    }),
  ),
  // The web's walls, checked on resolved paths (an `@/` alias and a relative path alike):
  // - a feature uses another only through its index, `@/features/<other>` (index.ts), never a file
  //   inside it; src/app composes features and may import their screens by path (lazy routes);
  // - features never import src/app;
  // - the shared rooms, src/components and src/lib, never import a feature or src/app.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            ...FEATURES.map((feature) => ({
              target: `apps/web/src/features/${feature}`,
              from: 'apps/web/src/features',
              except: [`./${feature}`, ...FEATURES.filter((f) => f !== feature).map((f) => `./${f}/index.ts`)],
              message:
                "A feature uses another only through its index: import from '@/features/<name>' (add what you need to its index.ts).",
            })),
            {
              target: 'apps/web/src/features',
              from: 'apps/web/src/app',
              message: 'src/app composes the features; a feature never imports it.',
            },
            {
              target: ['apps/web/src/components', 'apps/web/src/lib'],
              from: ['apps/web/src/features', 'apps/web/src/app'],
              message:
                'components/ and lib/ are shared: they never import a feature or the app (let src/app pass it in).',
            },
          ],
        },
      ],
    },
  },
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
      // Reads the table declarations themselves, against the live schema.
      'apps/server/test/module-declarations.test.ts',
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
  // Web unit tests query the page as a resident perceives it, and every assertion can fail:
  // testing-library's React rules, getBy… asserted with toBeInTheDocument(), no truthiness checks.
  {
    files: ['apps/web/src/**/*.test.{ts,tsx}'],
    ...testingLibrary.configs['flat/react'],
    rules: {
      ...testingLibrary.configs['flat/react'].rules,
      'testing-library/no-debugging-utils': 'error',
      'testing-library/prefer-explicit-assert': ['error', { assertion: 'toBeInTheDocument' }],
      'no-restricted-syntax': ['error', ...weakDomAssertions()],
    },
  },
  // A server module reaches another only through its index.ts (its description and what it offers);
  // a table file may also name another module's table file, for its foreign keys (the table graph
  // has no cycle, the modules' would). The module list is read from the folders, so a new module is
  // covered without editing this.
  ...((modules) =>
    modules.flatMap((module) => {
      const others = modules.filter((m) => m !== module).join('|');
      const web = { group: ['**/apps/web/**'], message: 'The server never imports the web app.' };
      const rule = (except) => ({
        // This replaces the server-wide rule for these files, so its web pattern is repeated.
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              web,
              {
                regex: `^\\.{1,2}/(.+/)?(${others})/(?!index\\.ts$${except})`,
                message: 'A module reaches another only through its index.ts.',
              },
            ],
          },
        ],
      });
      return [
        { files: [`apps/server/src/modules/${module}/**/*.ts`], rules: rule('') },
        {
          files: [`apps/server/src/modules/${module}/*.schema.ts`],
          rules: rule(`|(${others})\\.schema\\.ts$`),
        },
      ];
    }))(
    fs
      .readdirSync(new URL('./apps/server/src/modules', import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name),
  ),
  // The shared rooms never import a module: what a module gives them comes through its description,
  // which app.ts hands over.
  {
    files: ['apps/server/src/{plugins,db,lib}/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/apps/web/**'], message: 'The server never imports the web app.' },
            {
              regex: '^\\.{1,2}/(.+/)?modules/',
              message: 'Shared rooms never import a module: modules declare what they give (lib/app-module.ts).',
            },
          ],
        },
      ],
    },
  },
);
