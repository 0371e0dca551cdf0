import { existsSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { appliedMigrationCount, expectedMigrationCount, migrationsFolder } from '../db/migrations';
import { freshDatabase } from './harness';

describe("the harness's fresh PGlite database", () => {
  it('is a copy of the migrated template the run made once, with every migration', async () => {
    const template = inject('pgliteTemplate');
    expect(template).toMatch(/pglite-template\.tar\.gz$/);
    expect(existsSync(template!)).toBe(true);
    const database = await freshDatabase('pglite');
    try {
      expect(await appliedMigrationCount(database.db)).toBe(expectedMigrationCount(migrationsFolder()));
    } finally {
      await database.close();
    }
  });
});
