import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import tseslint from 'typescript-eslint';

const SERVER_SRC = new URL('apps/server/src/', import.meta.url).pathname;

/**
 * A repository (its SQL) belongs to its folder: a module under modules/, or another folder of the server
 * (sms/). Files elsewhere reach it through that folder's service. The zones match resolved paths: an
 * import by any relative path, with or without its extension, is the same file. `root` is laid out like
 * apps/server/src.
 */
const repositoryZones = (root) => {
  const folders = (dir) =>
    readdirSync(join(root, dir), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
  const owners = [
    ...folders('modules').map((m) => ['modules', m]),
    ...folders('.')
      .filter((d) => d !== 'modules')
      .map((d) => [d]),
  ];
  // Every file outside the owner's folder, as globs (minimatch's !(…) for "any folder but").
  const outside = (path) =>
    path.flatMap((_, i) => {
      const parent = path
        .slice(0, i)
        .map((p) => `${p}/`)
        .join('');
      return [`./${parent}!(${path[i]})/**`, `./${parent}*.ts`];
    });
  return owners.map((path) => ({
    target: outside(path),
    from: `./${path.join('/')}/**/*.repository.ts`,
    message: `${path.join('/')}'s repository: import what you need from its service.`,
  }));
};

/**
 * The providers (payments/, sms/, dispensers/: the outside world behind small interfaces) sit below the
 * modules: they never import one, its types included. What a provider needs from a module is handed to it
 * (an option or a listener set by the app), and a route that needs a module lives in that module. Their
 * tests may set up data through the modules. `root` is laid out like apps/server/src.
 */
const PROVIDERS = ['payments', 'sms', 'dispensers'];
const providerZones = () => [
  {
    target: PROVIDERS.map((provider) => `./${provider}/**/!(*.test).ts`),
    from: './modules',
    message:
      'Providers never import modules: take what you need as an option or a listener the app sets, or move the route into its module.',
  },
];

/**
 * The app's context (app-context.ts) holds interfaces: it, the caches' holder and the interfaces it names
 * (ports/) import no module, so no module's file is part of every module's type graph.
 */
const contextZones = () => [
  {
    target: ['./app-context.ts', './caches.ts', './ports/**'],
    from: './modules',
    message:
      'The app context depends on interfaces: declare the interface in ports/ and let the module implement it.',
  },
];

/**
 * No hidden state: a Map, Set, WeakMap or WeakSet made empty at a module's top level is state of the
 * process, shared by every app in it and never dropped with one. What the app keeps in memory is a key on
 * its caches (apps/server/src/caches.ts: `ctx.caches.of(key)`). A Map or Set built from a list at the top
 * level is a constant lookup table and stays allowed (it is never written after). A memo whose life is its
 * key's (a request, a database handle) or of a pure function says why beside an eslint-disable comment.
 */
const HIDDEN_STATE =
  'Module-level state is shared by every app of the process: put it on ctx.caches (caches.ts: cacheKey).';
const noHiddenState = ['', 'ExportNamedDeclaration > '].flatMap((exported) => [
  {
    selector: `Program > ${exported}VariableDeclaration > VariableDeclarator > NewExpression[callee.name=/^(Map|Set)$/][arguments.length=0]`,
    message: HIDDEN_STATE,
  },
  {
    selector: `Program > ${exported}VariableDeclaration > VariableDeclarator > NewExpression[callee.name=/^Weak(Map|Set)$/]`,
    message: HIDDEN_STATE,
  },
]);

/**
 * The web app's layers: the app shell (routes, layouts, providers) uses the features, the features use
 * the shared pieces, never the other way, nor one another; and no module imports itself through a cycle. `root` is a
 * folder laid out like apps/web/src (the lint test's fixtures mirror it).
 */
const WEB_FEATURES = ['kiosk', 'phone', 'staff', 'console'];
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
        // Each feature is a wall: it imports shared/, i18n/ and the contract, never another feature
        // (what two features need lives in shared/).
        ...WEB_FEATURES.map((feature) => ({
          target: `./features/${feature}`,
          from: './features',
          except: [`./${feature}`],
          message: `features/${feature} imports no other feature: move what two features share into shared/.`,
        })),
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
const SERVER_FIXTURES_SRC = new URL('apps/server/lint-fixtures/src/', import.meta.url).pathname;
// The Node side: the server, the device agent and what they share, without import cycles.
const NODE_SOURCES = [
  'apps/server/src/**/*.ts',
  'apps/agent/src/**/*.ts',
  'packages/device-link/src/**/*.ts',
  'apps/server/lint-fixtures/**/*.ts',
  'tests/fleet/src/**/*.ts',
];
/**
 * The apps meet only in @kiosk/device-link (and the contract): neither imports the other. The tests that run
 * both (tests/fleet) are a workspace of their own that declares both.
 */
const noAgent = {
  name: '@kiosk/agent',
  message: 'The server does not import the agent: share it through @kiosk/device-link.',
};
const noServer = {
  name: '@kiosk/server',
  message: 'Nothing imports the server: share it through @kiosk/device-link.',
};
const WEB_FIXTURES = ['apps/web/lint-fixtures/**/*.{ts,tsx}'];
const PRODUCT_SOURCES = ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'];
const TEST_SOURCES = [
  '**/*.test.{ts,tsx}',
  '**/*.test-helpers.ts',
  '**/*.release.ts',
  '**/*.resilience.ts',
  'apps/*/src/test/**',
  'apps/*/src/resilience/**',
];
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
      'apps/server/lint-fixtures/**',
      // Generated by openapi-typescript (npm run openapi:write).
      'examples/api-client/src/api.generated.ts',
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
            {
              name: '@kiosk/contract/fixtures',
              message: 'The contract fixtures are example bodies for tests and the API document.',
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
    // Nothing under apps/server, its tests included: the tests that run both apps live in tests/fleet.
    files: ['apps/server/**/*.{ts,mts,mjs,js}'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: [noAgent, noServer] }] },
  },
  {
    files: ['apps/agent/src/**/*.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: [noServer] }] },
  },
  {
    files: ['packages/device-link/src/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ ...noAgent, message: 'device-link sits below both apps: it imports neither.' }, noServer],
        },
      ],
    },
  },
  {
    // The order status has one writer: inside the orders module only its service imports the setter, and
    // its verbs check every change with transition().
    files: ['apps/server/src/modules/orders/**/*.ts'],
    ignores: ['apps/server/src/modules/orders/orders.service.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            noAgent,
            noServer,
            {
              name: './orders.repository',
              importNames: ['setOrderStatus'],
              message: 'Order status changes go through the verbs of orders.service.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: NODE_SOURCES,
    plugins: { import: importPlugin },
    settings: importPlugin.flatConfigs.typescript.settings,
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          basePath: SERVER_SRC,
          zones: [...repositoryZones(SERVER_SRC), ...providerZones(), ...contextZones()],
        },
      ],
    },
  },
  {
    files: ['apps/server/lint-fixtures/**/*.ts'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          basePath: SERVER_FIXTURES_SRC,
          zones: [...repositoryZones(SERVER_FIXTURES_SRC), ...providerZones(), ...contextZones()],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts', 'apps/server/lint-fixtures/**/*.ts'],
    ignores: TEST_SOURCES,
    rules: { 'no-restricted-syntax': ['error', ...noHiddenState] },
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
  {
    // A function longer than a screen is split into named steps (a hook and views for a screen, a plugin per
    // resource for routes); one that must stay long says why beside an eslint-disable comment. Tests, whose
    // describe blocks hold their cases, are left out.
    files: PRODUCT_SOURCES,
    ignores: TEST_SOURCES,
    rules: { 'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }] },
  },
  { ...reactHooks.configs.flat.recommended, files: WEB_SOURCES },
  // Accessibility in the JSX itself (labels, roles, alt text, keyboard handlers); the e2e axe scans check
  // the rendered screens against WCAG 2.2 AA (docs/architecture.md).
  {
    ...jsxA11y.flatConfigs.recommended,
    files: [...WEB_SOURCES, ...WEB_FIXTURES],
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A dialog's first field and a sign-in screen's only field take focus as the WAI-ARIA dialog pattern
      // asks (MUI fields: not DOM elements); a bare DOM element may not grab focus on its own.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
  ...pluginQuery.configs['flat/recommended'].map((config) => ({ ...config, files: WEB_SOURCES })),
);
