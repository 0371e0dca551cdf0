import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { excludeGlob, PROCESS_TESTS, QUICK_PROJECTS } from '../../../../scripts/test-quick.mjs';

const ROOT = join(import.meta.dirname, '..', '..', '..', '..');

describe('npm run test:quick', () => {
  it('leaves out only test files that exist, so a renamed one is not dropped silently', () => {
    for (const path of PROCESS_TESTS.filter((glob) => !glob.includes('*')))
      expect(existsSync(join(ROOT, path)), path).toBe(true);
  });

  it('runs every vitest project of the unit and API tests but the fleet tests', () => {
    const config = readFileSync(join(ROOT, 'vitest.config.ts'), 'utf8');
    for (const name of QUICK_PROJECTS.filter((project) => project !== 'web'))
      expect(config, name).toContain(`name: '${name}'`);
    expect(readFileSync(join(ROOT, 'apps/web/vite.config.ts'), 'utf8')).toContain("name: 'web'");
    expect(QUICK_PROJECTS).not.toContain('fleet-tests');
  });

  it("names each file by its path under its project's root, as vitest matches excludes", () => {
    expect(excludeGlob('apps/server/src/demo-start.test.ts')).toBe('**/src/demo-start.test.ts');
    expect(excludeGlob('**/*.process.test.ts')).toBe('**/*.process.test.ts');
  });
});
