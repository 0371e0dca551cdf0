import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The web app's imports run one way, app → features → shared, a feature never into another, without
 * cycles, and its JSX keeps the accessibility rules of eslint-plugin-jsx-a11y. `npm run lint` enforces
 * them; these fixtures (lint-fixtures/, skipped by the normal lint) break each rule once to show it bites.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const fixture = (path: string) => fileURLToPath(new URL(`./lint-fixtures/src/${path}`, import.meta.url));

const lintErrors = async (path: string) => {
  const eslint = new ESLint({ cwd: root, ignore: false });
  const [result] = await eslint.lintFiles([fixture(path)]);
  return (result?.messages ?? []).map(({ ruleId, message }) => ({ ruleId, message }));
};

describe('web import rules (npm run lint)', { timeout: 60_000 }, () => {
  it('refuses a feature importing the app shell', async () => {
    expect(await lintErrors('features/kiosk/reaches-app.ts')).toEqual([
      { ruleId: 'import/no-restricted-paths', message: expect.stringContaining('app shell') },
    ]);
  });

  it('refuses a feature importing another feature', async () => {
    expect(await lintErrors('features/staff/reaches-kiosk.ts')).toEqual([
      { ruleId: 'import/no-restricted-paths', message: expect.stringContaining('imports no other feature') },
    ]);
  });

  it('refuses a shared piece importing a feature', async () => {
    expect(await lintErrors('shared/reaches-feature.ts')).toEqual([
      { ruleId: 'import/no-restricted-paths', message: expect.stringContaining('shared/') },
    ]);
  });

  it('refuses an import cycle', async () => {
    expect(await lintErrors('features/phone/cycle-a.ts')).toEqual([
      { ruleId: 'import/no-cycle', message: expect.stringContaining('cycle') },
    ]);
  });

  it('refuses JSX that axe would fail: an image without alt text, a click without a key', async () => {
    const rules = (await lintErrors('features/kiosk/inaccessible.tsx')).map(({ ruleId }) => ruleId);
    expect(rules).toEqual(
      expect.arrayContaining([
        'jsx-a11y/alt-text',
        'jsx-a11y/click-events-have-key-events',
        'jsx-a11y/no-static-element-interactions',
      ]),
    );
  });

  it('lets the app use features and features use shared pieces', async () => {
    expect(await lintErrors('app/shell.ts')).toEqual([]);
    expect(await lintErrors('features/kiosk/home.ts')).toEqual([]);
  });

  it('keeps the fixtures out of the normal lint', async () => {
    expect(await new ESLint({ cwd: root }).isPathIgnored(fixture('app/shell.ts'))).toBe(true);
  });
});
