import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** A repository import that climbs out of its folder ('../…/x.repository') is another module's. */
const otherModulesRepository = {
  regex: '^(\\.\\./)+(.+/)?[^/]+\\.repository(\\.ts)?$',
  message: "Another module's repository: import what you need from that module's service.",
  allowTypeImports: true,
};

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'apps/server/drizzle/**', 'e2e/test-results/**'],
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
);
