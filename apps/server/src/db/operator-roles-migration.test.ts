import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite, rowsOf, type Database } from './client';
import { migrationsFolder } from './migrations';

const folder = mkdtempSync(join(tmpdir(), 'kiosk-operator-roles-migration-'));
const ROLES = readdirSync(migrationsFolder()).find((name) => name.endsWith('_operator_roles'))!;

/** Operators of the release before roles, migrated to this build: every row stays, each an admin. */
describe('the operator roles migration', () => {
  let database: Database | undefined;
  afterAll(async () => {
    await database?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('keeps every operator and makes each an admin, enabled, with the password it had', async () => {
    const older = join(folder, 'drizzle');
    cpSync(migrationsFolder(), older, { recursive: true });
    for (const name of readdirSync(older).filter((n) => n >= ROLES))
      rmSync(join(older, name), { recursive: true });
    database = await openPglite(undefined);
    await database.migrate(older);
    await database.db.execute(sql`insert into operators (name, password_hash)
      values ('lead', '$argon2id$lead'), ('night-shift', '$argon2id$night')`);

    await database.migrate(migrationsFolder());

    const rows = rowsOf<Record<string, unknown>>(
      await database.db.execute(sql`select name, password_hash, role, disabled_at, must_change_password
        from operators order by name`),
    );
    expect(rows).toEqual([
      {
        name: 'lead',
        password_hash: '$argon2id$lead',
        role: 'admin',
        disabled_at: null,
        must_change_password: false,
      },
      {
        name: 'night-shift',
        password_hash: '$argon2id$night',
        role: 'admin',
        disabled_at: null,
        must_change_password: false,
      },
    ]);
    await expect(
      database.db.execute(sql`update operators set role = 'root' where name = 'lead'`),
    ).rejects.toThrow();
  });
});
