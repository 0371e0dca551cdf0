import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// eslint.config.js: no function of the product longer than 80 lines (blank lines and comments left out),
// in the server, the agent, the web app and the packages; tests are left out (their describe blocks hold
// their cases). A function that must stay long says why beside an eslint-disable comment.
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: repoRoot });
});

/** A function of `lines` lines, its head and end included, with a blank line and a comment between statements. */
const functionOf = (lines: number) =>
  [
    'export function long(): number {',
    '  let n = 0;',
    ...Array.from({ length: lines - 4 }, (_, i) => `  // step ${i}\n\n  n += ${i};`),
    '  return n;',
    '}',
    '',
  ].join('\n');

async function lengthErrors(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${repoRoot}${path}` });
  return result!.messages.filter((m) => m.ruleId === 'max-lines-per-function').map((m) => m.message);
}

describe('function length (npm run lint)', { timeout: 60_000 }, () => {
  it('refuses a function of 81 lines in the server, the agent, the web app and the packages', async () => {
    for (const path of [
      'apps/server/src/modules/orders/orders.service.ts',
      'apps/agent/src/agent.ts',
      'apps/web/src/features/kiosk/dispense/dispense-screen.tsx',
      'packages/device-link/src/protocol.ts',
    ]) {
      expect(await lengthErrors(path, functionOf(81)), path).toEqual([
        expect.stringContaining('too many lines (81). Maximum allowed is 80'),
      ]);
    }
  });

  it('lets a function of 80 lines be, counting neither blank lines nor comments', async () => {
    expect(await lengthErrors('apps/server/src/modules/orders/orders.service.ts', functionOf(80))).toEqual(
      [],
    );
  });

  it('leaves tests out, and a function whose disable comment says why', async () => {
    expect(
      await lengthErrors('apps/server/src/modules/orders/orders.routes.test.ts', functionOf(200)),
    ).toEqual([]);
    const excused = `// eslint-disable-next-line max-lines-per-function -- one table of cases, read top to bottom\n${functionOf(120)}`;
    expect(await lengthErrors('apps/server/src/modules/orders/orders.service.ts', excused)).toEqual([]);
  });
});
