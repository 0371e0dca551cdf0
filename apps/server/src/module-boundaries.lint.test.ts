import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The module boundaries of eslint.config.js, checked on code that is linted as if it were the file at the
// given path (lintText; an existing file, which import/no-cycle needs), or on the fixtures of apps/server/lint-fixtures (files that break a rule on purpose):
// a module reaches another only through its service, the order status has one writer, no import cycle,
// and the server never imports the device agent.
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: repoRoot });
});

const BOUNDARY_RULES = ['@typescript-eslint/no-restricted-imports', 'import/no-restricted-paths'];

async function restrictedImports(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${repoRoot}apps/server/src/${path}` });
  return result!.messages.filter((m) => BOUNDARY_RULES.includes(m.ruleId ?? '')).map((m) => m.message);
}

const fixtureErrors = async (path: string) => {
  const [result] = await new ESLint({ cwd: repoRoot, ignore: false }).lintFiles([
    `${repoRoot}apps/server/lint-fixtures/src/${path}`,
  ]);
  return (result?.messages ?? []).map(({ ruleId, message }) => ({ ruleId, message }));
};

describe('module boundaries (npm run lint)', { timeout: 120_000 }, () => {
  it("refuses a value or a type from another module's repository, from a module, a test or the rest of the server", async () => {
    for (const [path, code] of [
      [
        'modules/payments/payments.service.ts',
        "import { lockOrder } from '../orders/orders.repository';\nlockOrder;\n",
      ],
      [
        'modules/payments/payments.routes.test.ts',
        "import { setOrderStatus } from '../orders/orders.repository';\n",
      ],
      // A module orders declares: the repository wall alone (one that it does not is refused twice, below).
      ['modules/orders/order-errors.ts', "import { lockStockRow } from '../stock/stock.repository';\n"],
      ['modules/orders/order-errors.ts', "import type { DeviceRow } from '../devices/devices.repository';\n"],
      ['test/harness.ts', "import { findOrder } from '../modules/orders/orders.repository';\n"],
      [
        'cli/backup-command.ts',
        "import { listFaultedStock } from '../modules/staff/slot-faults.repository.ts';\n",
      ],
      ['http/app-error.ts', "import { listOutbox } from '../sms/outbox.repository';\n"],
    ]) {
      expect(await restrictedImports(path!, code!), `${path}: ${code}`).toEqual([
        expect.stringContaining('repository: import what you need from its service'),
      ]);
    }
  });

  it('lets a module use its own repository, other services, and their types', async () => {
    expect(
      await restrictedImports(
        'modules/payments/payments.service.ts',
        [
          "import { listRefunds } from './payments.repository';",
          "import { lockOrder, markPaid } from '../orders/orders.service';",
          "import type { DeviceRow } from '../devices/devices.service';",
        ].join('\n'),
      ),
    ).toEqual([]);
    expect(
      await restrictedImports('sms/outbox-page.ts', "import { listOutbox } from './outbox.repository';\n"),
    ).toEqual([]);
  });

  it('goes by the file an import resolves to, not by how its path is written (fixtures)', async () => {
    expect(await fixtureErrors('modules/beta/reaches-repository.ts')).toEqual([
      {
        ruleId: 'import/no-restricted-paths',
        message: expect.stringContaining("modules/alpha's repository"),
      },
    ]);
    expect(await fixtureErrors('reaches-sms-repository.ts')).toEqual([
      { ruleId: 'import/no-restricted-paths', message: expect.stringContaining("sms's repository") },
    ]);
    for (const allowed of [
      'modules/alpha/alpha.service.ts',
      'modules/beta/uses-service.ts',
      'sms/outbox-page.ts',
    ])
      expect(await fixtureErrors(allowed), allowed).toEqual([]);
  });

  it("lets only a table's module import its schema file; db/, schema files and tests may (fixtures)", async () => {
    expect(await fixtureErrors('modules/beta/reaches-alpha-table.ts')).toEqual([
      { ruleId: 'import/no-restricted-paths', message: expect.stringContaining("modules/alpha's tables") },
    ]);
    expect(await fixtureErrors('modules/beta/reaches-gathered-tables.ts')).toEqual([
      { ruleId: 'import/no-restricted-paths', message: expect.stringContaining('db/schema.ts gathers') },
    ]);
    for (const allowed of [
      'modules/alpha/reads-own-table.ts',
      'modules/beta/beta.schema.ts',
      'modules/beta/reads-alpha-table.test.ts',
      'db/schema.ts',
    ])
      expect(await fixtureErrors(allowed), allowed).toEqual([]);
  });

  it("refuses another module's table on the server, and lets the owner, db/ and tests have it", async () => {
    for (const [path, code, owner] of [
      ['modules/orders/order-view.ts', "import { deviceStock } from '../stock/stock.schema';\n", 'stock'],
      [
        'cli/backup-command.ts',
        "import type { devices } from '../modules/devices/devices.schema';\n",
        'devices',
      ],
      ['http/app-error.ts', "import { smsOutbox } from '../sms/sms.schema';\n", 'sms'],
      [
        'modules/console/alerts.service.ts',
        "import { throttles } from '../../lib/throttles.schema';\n",
        'lib',
      ],
    ]) {
      expect(await restrictedImports(path!, code!), path).toEqual([
        expect.stringContaining(`${owner}'s tables: only its folder imports its schema file`),
      ]);
    }
    expect(
      await restrictedImports('modules/orders/order-view.ts', "import { orders } from '../../db/schema';\n"),
    ).toEqual([expect.stringContaining('db/schema.ts gathers')]);
    for (const [path, code] of [
      ['modules/stock/stock.service.ts', "import { deviceStock } from './stock.schema';\n"],
      ['modules/orders/orders.schema.ts', "import { skus } from '../catalog/catalog.schema';\n"],
      ['db/seed.ts', "import { deviceStock } from '../modules/stock/stock.schema';\n"],
      ['test/harness.ts', "import { orders } from '../db/schema';\n"],
      ['modules/orders/orders.routes.test.ts', "import { deviceStock } from '../stock/stock.schema';\n"],
      ['modules/console/console.test-data.ts', "import { deviceStock } from '../../db/schema';\n"],
    ])
      expect(await restrictedImports(path!, code!), path).toEqual([]);
  });

  it("lists only files that still read another module's table through db/schema.ts (the list only shrinks)", async () => {
    const { readdir, readFile } = await import('node:fs/promises');
    const src = fileURLToPath(new URL('.', import.meta.url));
    const files = (await readdir(`${src}modules`, { recursive: true })).filter(
      (f) => f.endsWith('.ts') && !/\.test(-helpers|-data)?\.ts$/.test(f),
    );
    const listed: string[] = [];
    for (const file of files) {
      const config = (await eslint.calculateConfigForFile(`${src}modules/${file}`)) as {
        rules: Record<string, [unknown, { zones: { from: string }[] }]>;
      };
      const [, { zones }] = config.rules['import/no-restricted-paths']!;
      if (!zones.some((zone) => zone.from === './db/schema.ts')) listed.push(file);
    }
    const stale = [];
    for (const file of listed)
      if (!(await readFile(`${src}modules/${file}`, 'utf8')).includes("from '../../db/schema'"))
        stale.push(file);
    expect(files.length).toBeGreaterThan(100);
    expect(stale).toEqual([]);
    expect(listed.length).toBeLessThanOrEqual(10);
  });

  it('lets a module import only the modules it declares in the dependency table (fixtures)', async () => {
    expect(await fixtureErrors('modules/alpha/reaches-beta.ts')).toEqual([
      {
        ruleId: 'import/no-restricted-paths',
        message: expect.stringContaining(
          'modules/alpha may not import modules/beta: compose them in flows/, or declare the dependency in apps/server/lint-fixtures/src/module-dependencies.json',
        ),
      },
    ]);
    for (const allowed of ['modules/beta/uses-service.ts', 'modules/alpha/reaches-beta.test.ts'])
      expect(await fixtureErrors(allowed), allowed).toEqual([]);
  });

  it("refuses a module the server's table does not declare; tests, flows and foreign keys are free", async () => {
    const undeclared = (module: string, other: string) =>
      expect.stringContaining(
        `modules/${module} may not import modules/${other}: compose them in flows/, or declare the dependency in apps/server/src/module-dependencies.json`,
      );
    for (const [path, code, module, other] of [
      [
        'modules/devices/devices.service.ts',
        "import type { toOrderView } from '../orders/order-view';\n",
        'devices',
        'orders',
      ],
      [
        'modules/stock/stock.service.ts',
        "import { PAIRING_CODE_LENGTH } from '../../modules/kiosks/kiosk-pairing.service.ts';\n",
        'stock',
        'kiosks',
      ],
      // A reader of another module's table through db/schema.ts keeps this wall.
      [
        'modules/catalog/catalog.repository.ts',
        "import { markPaid } from '../orders/orders.service';\n",
        'catalog',
        'orders',
      ],
    ]) {
      expect(await restrictedImports(path!, code!), path).toEqual([undeclared(module!, other!)]);
    }
    expect(
      await restrictedImports(
        'modules/orders/order-errors.ts',
        "import { listRefunds } from '../payments/payments.repository';\n",
      ),
    ).toEqual([
      expect.stringContaining('repository: import what you need from its service'),
      undeclared('orders', 'payments'),
    ]);
    for (const [path, code] of [
      ['modules/orders/order-view.ts', "import { findDevice } from '../devices/devices.service';\n"],
      ['modules/devices/agent-origin.test.ts', "import { markPaid } from '../orders/orders.service';\n"],
      ['modules/console/console.test-data.ts', "import { markPaid } from '../orders/orders.service';\n"],
      ['flows/place-order.ts', "import { openTransaction } from '../modules/payments/payments.service';\n"],
      ['app-routes.ts', "import { markPaid } from './modules/orders/orders.service';\n"],
      // A foreign key between schema files is no dependency (orders does not declare catalog).
      ['modules/orders/orders.schema.ts', "import { skus } from '../catalog/catalog.schema';\n"],
    ])
      expect(await restrictedImports(path!, code!), path).toEqual([]);
  });

  it('keeps the providers below the modules: a provider imports no module, not even a type', async () => {
    expect(await fixtureErrors('dispensers/reaches-module.ts')).toEqual([
      {
        ruleId: 'import/no-restricted-paths',
        message: expect.stringContaining('Providers never import modules'),
      },
    ]);
    for (const allowed of ['dispensers/takes-a-listener.ts', 'dispensers/reaches-module.test.ts'])
      expect(await fixtureErrors(allowed), allowed).toEqual([]);
    for (const path of [
      'dispensers/device-link-dispenser.ts',
      'payments/stripe-provider.ts',
      'sms/twilio-sender.ts',
    ]) {
      expect(
        await restrictedImports(
          path,
          "import type { DeviceLinkRefusal } from '../modules/metrics/metrics';\n",
        ),
        path,
      ).toEqual([expect.stringContaining('Providers never import modules')]);
    }
  });

  it('keeps the app context on interfaces: it names no module file (fixture and the real one)', async () => {
    expect(await fixtureErrors('app-context.ts')).toEqual([
      { ruleId: 'import/no-restricted-paths', message: expect.stringContaining('depends on interfaces') },
    ]);
    for (const [path, from] of [
      ['app-context.ts', './modules/metrics/metrics'],
      ['caches.ts', './modules/catalog/catalog.service'],
      ['ports/kiosk-metrics.ts', '../modules/metrics/metrics'],
    ])
      expect(await restrictedImports(path!, `import type { Thing } from '${from}';\n`), path).toEqual([
        expect.stringContaining('depends on interfaces'),
      ]);
  });

  it("refuses state at a module's top level, not a constant lookup table (fixtures)", async () => {
    const hidden = { ruleId: 'no-restricted-syntax', message: expect.stringContaining('ctx.caches') };
    expect(await fixtureErrors('modules/beta/hidden-state.ts')).toEqual([hidden, hidden]);
    expect(await fixtureErrors('modules/beta/lookup-table.ts')).toEqual([]);
  });

  it('refuses an import cycle (fixture)', async () => {
    expect(await fixtureErrors('modules/beta/cycle-a.ts')).toEqual([
      { ruleId: 'import/no-cycle', message: expect.stringContaining('cycle') },
    ]);
  });

  it('keeps the server and the agent apart: they share @kiosk/device-link', async () => {
    const agent = "import { startAgent } from '@kiosk/agent';\n";
    expect(await restrictedImports('dispensers/create-dispenser.ts', agent)).toEqual([
      expect.stringContaining('@kiosk/device-link'),
    ]);
    expect(await restrictedImports('modules/orders/order-errors.ts', agent)).toEqual([
      expect.stringContaining('@kiosk/device-link'),
    ]);
    // Its tests too, the system tests where they used to be included: those live in tests/fleet, a
    // workspace that declares both apps.
    for (const test of [
      'dispensers/device-link.test.ts',
      'fleet/support/load-agents.ts',
      'test/harness.ts',
    ]) {
      expect(await restrictedImports(test, agent), test).toEqual([
        expect.stringContaining('@kiosk/device-link'),
      ]);
    }
    const [inSystemTests] = await eslint.lintText(agent, {
      filePath: `${repoRoot}tests/fleet/src/support/load-agents.ts`,
    });
    expect(inSystemTests!.messages.filter((m) => BOUNDARY_RULES.includes(m.ruleId ?? ''))).toEqual([]);
    const [inAgent] = await eslint.lintText("import { buildApp } from '@kiosk/server';\n", {
      filePath: `${repoRoot}apps/agent/src/journal.ts`,
    });
    const [inLink] = await eslint.lintText(agent, {
      filePath: `${repoRoot}packages/device-link/src/protocol.ts`,
    });
    const walls = [...inAgent!.messages, ...inLink!.messages].filter(
      (m) => m.ruleId !== '@typescript-eslint/no-unused-vars',
    );
    expect(walls.map((m) => m.ruleId)).toEqual([
      '@typescript-eslint/no-restricted-imports',
      '@typescript-eslint/no-restricted-imports',
    ]);
  });

  it('lets only the orders service import the status setter', async () => {
    const code = "import { setOrderStatus } from './orders.repository';\n";
    expect(await restrictedImports('modules/orders/order-view.ts', code)).toEqual([
      expect.stringContaining('verbs of orders.service.ts'),
    ]);
    expect(await restrictedImports('modules/orders/orders.service.ts', code)).toEqual([]);
    expect(
      await restrictedImports(
        'modules/orders/order-view.ts',
        "import { lockOrder } from './orders.repository';",
      ),
    ).toEqual([]);
  });
});

describe('the order status has one writer', () => {
  it('no file outside modules/orders updates orders.status, in drizzle or in SQL', async () => {
    const { readdir, readFile } = await import('node:fs/promises');
    const src = fileURLToPath(new URL('.', import.meta.url));
    const files = (await readdir(src, { recursive: true })).filter(
      (f) => f.endsWith('.ts') && !f.startsWith('modules/orders/') && f !== 'module-boundaries.lint.test.ts',
    );
    const writers = [];
    for (const file of files) {
      const text = await readFile(`${src}${file}`, 'utf8');
      if (/\.update\(orders\)[^;]*?\bstatus\s*:|update\s+orders\s+set\b[^;`]*\bstatus\b/is.test(text))
        writers.push(file);
    }
    expect(files.length).toBeGreaterThan(50);
    expect(writers).toEqual([]);
  });
});
