import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from '../../node-flags.mjs';

const serverRoot = fileURLToPath(new URL('../..', import.meta.url));

describe("the server's node flags", () => {
  it('start this Node, and the embedded database answers under them (WebAssembly on Liftoff only)', () => {
    const script = [
      "import { PGlite } from '@electric-sql/pglite';",
      'const db = await PGlite.create();',
      "const { rows } = await db.query('select 6 * 7 as answer');",
      'process.stdout.write(String(rows[0].answer));',
      'await db.close();',
    ].join('\n');
    const run = spawnSync(process.execPath, [...SERVER_NODE_FLAGS, '--input-type=module', '-e', script], {
      cwd: serverRoot,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toBe('42');
  });
});
