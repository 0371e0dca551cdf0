import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The module boundaries of eslint.config.js, checked on code that is linted as if it lived at the given
// path: a module reaches another only through its service, and the order status has one writer.
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: repoRoot });
});

async function restrictedImports(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${repoRoot}apps/server/src/${path}` });
  return result!.messages
    .filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports')
    .map((m) => m.message);
}

describe('module boundaries (npm run lint)', () => {
  it("refuses a value from another module's repository, from a module, a test or the rest of the server", async () => {
    for (const [path, code] of [
      ['modules/payments/x.ts', "import { lockOrder } from '../orders/orders.repository';\nlockOrder;\n"],
      ['modules/payments/x.test.ts', "import { setOrderStatus } from '../orders/orders.repository';\n"],
      ['modules/orders/x.ts', "import { listRefunds } from '../payments/payments.repository';\n"],
      ['test/x.ts', "import { findOrder } from '../modules/orders/orders.repository';\n"],
      ['sms/x.ts', "import { listFaultedStock } from '../modules/staff/slot-faults.repository.ts';\n"],
    ]) {
      expect(await restrictedImports(path!, code!), path).toEqual([
        expect.stringContaining("Another module's repository"),
      ]);
    }
  });

  it('lets a module use its own repository, other services, and types from anywhere', async () => {
    expect(
      await restrictedImports(
        'modules/payments/x.ts',
        [
          "import { listRefunds } from './payments.repository';",
          "import { lockOrder, markPaid } from '../orders/orders.service';",
          "import type { DeviceRow } from '../devices/devices.repository';",
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it('lets only the orders service import the status setter', async () => {
    const code = "import { setOrderStatus } from './orders.repository';\n";
    expect(await restrictedImports('modules/orders/order-sweeper.ts', code)).toEqual([
      expect.stringContaining('verbs of orders.service.ts'),
    ]);
    expect(await restrictedImports('modules/orders/orders.service.ts', code)).toEqual([]);
    expect(
      await restrictedImports(
        'modules/orders/order-sweeper.ts',
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
