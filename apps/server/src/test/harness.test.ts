import { existsSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { appliedMigrationCount, expectedMigrationCount, migrationsFolder } from '../db/migrations';
import { freshDatabase } from './harness';

describe("the harness's fresh PGlite database", () => {
  it('is a copy of the migrated template made once for these migrations, with every one of them', async () => {
    const template = inject('pgliteTemplate');
    expect(template).toMatch(/kiosk-test-pglite-template-[0-9a-f]{16}\.tar\.gz$/);
    expect(existsSync(template!)).toBe(true);
    const database = await freshDatabase('pglite');
    try {
      expect(await appliedMigrationCount(database.db)).toBe(expectedMigrationCount(migrationsFolder()));
    } finally {
      await database.close();
    }
  });
});
