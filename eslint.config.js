import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { serverModuleZones } from './apps/server/module-zones.js';
import { featureZones } from './scripts/feature-zones.js';

/** What the storefront, the console and their kit lint alike: browser code, hooks, a11y. */
const browserApp = {
  languageOptions: { globals: { ...globals.browser } },
  plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
  rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.recommended.rules },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      '**/migrations/**',
      'bench/results/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          // The root configs and scripts; the end-to-end journeys have their own e2e/tsconfig.json.
          allowDefaultProject: ['*.ts', 'scripts/*.ts'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['bench/**', 'scripts/**'],
    rules: { 'no-console': 'off' },
  },
  { files: ['apps/web/src/**/*.{ts,tsx}', 'apps/admin/src/**/*.{ts,tsx}'], ...browserApp },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      // One-way imports: shared -> features -> app; features never import each other.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // The servicer's workbench shows the chat messages and composer of the buyer's dialog.
            ...featureZones('web', { workbench: ['chat'] }),
            // The palette and theme are the one exception: a leaf every layer paints with
            // (docs/adr/0013-one-palette.md).
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              except: ['./theme.ts'],
            },
            {
              target: ['./apps/web/src/components', './apps/web/src/lib'],
              from: './apps/web/src/features',
            },
            {
              target: ['./apps/web/src/components', './apps/web/src/lib'],
              from: './apps/web/src/app',
              except: ['./theme.ts'],
            },
            // The storefront is its own app: it shares the kit, never the console's files.
            { target: './apps/web', from: './apps/admin' },
          ],
        },
      ],
    },
  },
  {
    // The staff console (issue 15): the storefront's rules, and its own one-way imports.
    files: ['apps/admin/src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // Features never import each other; a page in app/routes composes them.
            ...featureZones('admin'),
            // The palette is the one piece of app/ every layer paints with.
            {
              target: [
                './apps/admin/src/features',
                './apps/admin/src/components',
                './apps/admin/src/lib',
              ],
              from: './apps/admin/src/app',
              except: ['./theme.ts'],
            },
            {
              target: ['./apps/admin/src/components', './apps/admin/src/lib'],
              from: './apps/admin/src/features',
            },
            // The console is its own app: it shares the kit, never the storefront's files.
            { target: './apps/admin', from: './apps/web' },
          ],
        },
      ],
    },
  },
  {
    // What both web apps share (issue 25): browser code like theirs, importing neither app.
    files: ['packages/web-kit/src/**/*.{ts,tsx}'],
    ...browserApp,
    rules: {
      ...browserApp.rules,
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './packages/web-kit',
              from: './apps',
              message: 'The kit serves both apps and imports neither.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/contracts/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            'fastify*',
            'react*',
            'antd*',
            'node:*',
            'drizzle-orm*',
            'pg',
            '@electric-sql/*',
          ],
        },
      ],
    },
  },
  {
    // Server modules stand on floors (apps/server/src/modules/README.md): a module imports only
    // modules on lower floors, and only through their front door (index.ts), and takes tables from
    // the tables files: its own, and another module's where table-reads.json records the read
    // (docs/adr/0020-table-reads.md), never from the db/schema barrel. Tests and their fixtures may
    // reach into any module. Table definitions (`*.tables.ts`, each in the module that owns the
    // table) name other modules' tables for their foreign keys, a fact of the database and not a
    // code dependency; the schema barrel gathers them all for drizzle.
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      '**/*.tables.ts',
      'apps/server/src/db/schema/index.ts',
      '**/*.test.ts',
      '**/*.testing.ts',
      '**/testing.ts',
      '**/*.fixture.ts',
      '**/*.fixtures.ts',
      'apps/server/src/test/**',
    ],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: serverModuleZones() }] },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read configuration through config/env.ts.',
        },
      ],
    },
  },
  {
    files: [
      'apps/server/src/config/env.ts',
      'apps/server/src/test/**/*.ts',
      '**/*.test.ts',
      '**/*.test.tsx',
    ],
    rules: {
      'no-restricted-properties': 'off',
      // Tests read untyped JSON answers.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
    },
  },
);
