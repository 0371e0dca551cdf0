import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import tseslint from 'typescript-eslint';

const REPO_ROOT = new URL('.', import.meta.url).pathname;
const SERVER_SRC = new URL('apps/server/src/', import.meta.url).pathname;

/** The names of the folders in `dir`. */
const subfolders = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);

/** The folders of `root` that own code, as paths: each module under modules/, and each other top folder but `skip`. */
const ownerFolders = (root, skip) => {
  const folders = (dir) => subfolders(join(root, dir));
  return [
    ...folders('modules').map((m) => ['modules', m]),
    ...folders('.')
      .filter((d) => !skip.includes(d))
      .map((d) => [d]),
  ];
};

/**
 * A repository (its SQL) belongs to its folder: a module under modules/, or another folder of the server
 * (sms/). Files elsewhere reach it through that folder's service. The zones match resolved paths: an
 * import by any relative path, with or without its extension, is the same file. `root` is laid out like
 * apps/server/src.
 */
const repositoryZones = (root) => {
  const owners = ownerFolders(root, ['modules']);
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
 * A table belongs to the module that writes it and lives in that module's schema file
 * (modules/<m>/<m>.schema.ts; throttles in lib/, the dev SMS outbox in sms/). Only the owner's folder
 * imports its schema file, types included: the others get the table's data through the owner's service
 * (a verb, or a read function). db/ gathers the schema files (db/schema.ts, for drizzle-kit, the seeds and
 * the migrations), a schema file imports another's table for a foreign key, and tests and their support may
 * import any (this rule's block leaves them out); outside db/, db/schema.ts is for tests only. `root` is
 * laid out like apps/server/src.
 */
const schemaZones = (root) => {
  const owners = ownerFolders(root, ['modules', 'db']);
  // Every file outside the owner's folder and db/, but the schema files (their foreign keys).
  const outside = (path) =>
    path.flatMap((_, i) => {
      const parent = path
        .slice(0, i)
        .map((p) => `${p}/`)
        .join('');
      const others = i === 0 ? `${path[i]}|db` : path[i];
      return [`./${parent}!(${others})/**/!(*.schema).ts`, `./${parent}*.ts`];
    });
  return [
    ...owners.map((path) => ({
      target: outside(path),
      from: `./${path.join('/')}/**/*.schema.ts`,
      message: `${path.join('/')}'s tables: only its folder imports its schema file; ask its service for a verb or a read function.`,
    })),
    {
      target: ['./!(db)/**', './*.ts'],
      from: './db/schema.ts',
      message:
        "db/schema.ts gathers the tables for drizzle-kit, db/ and tests: import a table from its owner's schema file, in its own module.",
    },
  ];
};

/**
 * Today's files that still read another module's table, the ratchet: they keep importing it from
 * db/schema.ts, as before the tables moved. The list may only shrink: ask the owner for a read function
 * (module-boundaries.lint.test.ts fails while a listed file no longer needs its place).
 */
const SCHEMA_READERS_TODAY = [
  'modules/catalog/assortment.repository.ts',
  'modules/catalog/catalog.repository.ts',
  'modules/dispensing/dispensing.repository.ts',
  'modules/dispensing/offline-kits.repository.ts',
  'modules/offers/offers.repository.ts',
  'modules/orders/orders.repository.ts',
  'modules/payments/payments.repository.ts',
  'modules/releases/rollouts.repository.ts',
  'modules/staff/slot-faults.repository.ts',
  'modules/stock/stock.repository.ts',
].map((file) => `apps/server/src/${file}`);

/**
 * The module dependency table, module-dependencies.json in `root` (laid out like apps/server/src): each
 * module with the modules its product files may import. A module imports only what it declares, types
 * included; what composes two modules lives in flows/ (or a route outside modules/), which may import any.
 * module-graph.test.ts keeps the table free of loops and equal to the imports the files make. A schema
 * file's foreign key to another module's schema file is no dependency (the schema zones wall those files
 * off from the rest), so only the other files of a module are matched.
 */
const MODULE_TABLE = 'module-dependencies.json';
const moduleZones = (root) => {
  const table = join(root, MODULE_TABLE);
  const declared = JSON.parse(readFileSync(table, 'utf8'));
  const modules = subfolders(join(root, 'modules'));
  // One zone per pair a module does not declare, so that the message names both.
  return modules.flatMap((module) =>
    modules
      .filter((other) => other !== module && !(declared[module] ?? []).includes(other))
      .map((other) => ({
        target: `./modules/${module}`,
        from: `./modules/${other}/**/!(*.schema.ts)`,
        message: `modules/${module} may not import modules/${other}: compose them in flows/, or declare the dependency in ${relative(REPO_ROOT, table)} if it keeps the graph free of loops.`,
      })),
  );
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
// Test data of a module (`*.test-data.ts`) sets up rows as tests do.
const SCHEMA_FREE = [...TEST_SOURCES, '**/*.test-data.ts'];

/**
 * The server's import walls on `files` (laid out like `root`): every file keeps the repository, provider
 * and context zones; the product code (not tests, their helpers and data) the module zones too, and but
 * the listed readers the schema zones as well.
 */
const serverBoundaries = (files, root, readers) => {
  const zones = [...repositoryZones(root), ...providerZones(), ...contextZones()];
  const product = [...zones, ...moduleZones(root)];
  const walls = (all) => ({ 'import/no-restricted-paths': ['error', { basePath: root, zones: all }] });
  return [
    { files, rules: walls(zones) },
    { files, ignores: SCHEMA_FREE, rules: walls(product) },
    { files, ignores: [...SCHEMA_FREE, ...readers], rules: walls([...product, ...schemaZones(root)]) },
  ];
};
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
  ...serverBoundaries(['apps/server/src/**/*.ts'], SERVER_SRC, SCHEMA_READERS_TODAY),
  ...serverBoundaries(['apps/server/lint-fixtures/**/*.ts'], SERVER_FIXTURES_SRC, []),
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
