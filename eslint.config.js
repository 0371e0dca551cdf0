import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** A repository import that climbs out of its folder ('../…/x.repository') is another module's. */
const otherModulesRepository = {
  regex: '^(\\.\\./)+(.+/)?[^/]+\\.repository(\\.ts)?$',
  message: "Another module's repository: import what you need from that module's service.",
  allowTypeImports: true,
};

/**
 * The web app's layers: the app shell (routes, layouts, providers) uses the features, the features use
 * the shared pieces, never the other way; and no module imports itself through a cycle. `root` is a
 * folder laid out like apps/web/src (the lint test's fixtures mirror it).
 */
const webLayers = (root) => ({
  'import/no-cycle': ['error', { ignoreExternal: true }],
  'import/no-restricted-paths': [
    'error',
    {
      basePath: root,
      zones: [
        {
          target: './features',
          from: './app',
          message: 'Features never import the app shell: take paths and shared pieces from shared/.',
        },
        {
          target: ['./shared', './i18n'],
          from: ['./app', './features'],
          message:
            'shared/ and i18n/ sit below the features: they import neither features nor the app shell.',
        },
      ],
    },
  ],
});
const WEB_SOURCES = ['apps/web/src/**/*.{ts,tsx}'];
const WEB_FIXTURES = ['apps/web/lint-fixtures/**/*.{ts,tsx}'];
// Tests and their helpers render the whole app: the layers bind the product code.
const WEB_TESTS = ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/test/**'];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'apps/server/drizzle/**',
      'e2e/test-results/**',
      'apps/web/lint-fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The web app's JavaScript stays small: runtime values come from the zod-free entry, and the schemas
    // load beside the first request (apps/web/src/shared/api/http.ts). Types may come from anywhere.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/test/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@kiosk/contract',
              message:
                "Import values from '@kiosk/contract/values'; schemas through apiRequest's schema picker.",
              allowTypeImports: true,
            },
            {
              name: 'zod',
              message: 'zod stays out of the web bundle: use the contract schemas.',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // The zod-free values must stay zod-free: only type imports from the schemas.
    files: ['packages/contract/src/values/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['zod', '../*'], message: 'values/ must not load zod.', allowTypeImports: true },
          ],
        },
      ],
    },
  },
  {
    // A module's repository (its SQL) is its own: other modules and the rest of the server reach it through
    // the module's service; tests too.
    files: ['apps/server/src/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [otherModulesRepository],
        },
      ],
    },
  },
  {
    // The order status has one writer: inside the orders module only its service imports the setter, and
    // its verbs check every change with transition(). (This block replaces the one above for these files.)
    files: ['apps/server/src/modules/orders/**/*.ts'],
    ignores: ['apps/server/src/modules/orders/orders.service.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: './orders.repository',
              importNames: ['setOrderStatus'],
              message: 'Order status changes go through the verbs of orders.service.ts.',
            },
          ],
          patterns: [otherModulesRepository],
        },
      ],
    },
  },
  {
    files: [...WEB_SOURCES, ...WEB_FIXTURES],
    plugins: { import: importPlugin },
    // TypeScript files are modules the rules follow (no-cycle reads every file on the way), found by the
    // node resolver with TypeScript's extensions: the web app imports its own files by relative path.
    settings: importPlugin.flatConfigs.typescript.settings,
  },
  {
    files: WEB_SOURCES,
    ignores: WEB_TESTS,
    rules: webLayers(new URL('apps/web/src', import.meta.url).pathname),
  },
  {
    files: WEB_FIXTURES,
    rules: webLayers(new URL('apps/web/lint-fixtures/src', import.meta.url).pathname),
  },
  { ...reactHooks.configs.flat.recommended, files: WEB_SOURCES },
  ...pluginQuery.configs['flat/recommended'].map((config) => ({ ...config, files: WEB_SOURCES })),
);
