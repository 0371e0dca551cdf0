import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contractProblems } from './expand-contract';
import { migrationsFolder } from './migrations';

const root = mkdtempSync(join(tmpdir(), 'kiosk-expand-contract-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A migrations folder of the shipped layout with these migrations, in order. */
function folderWith(migrations: Record<string, string>): string {
  const folder = mkdtempSync(join(root, 'drizzle-'));
  for (const [name, sql] of Object.entries(migrations)) {
    mkdirSync(join(folder, name));
    writeFileSync(join(folder, name, 'migration.sql'), sql);
  }
  return folder;
}

const ADD =
  'ALTER TABLE "orders" ADD COLUMN "note" text;--> statement-breakpoint\nCREATE INDEX "x" ON "orders" ("note");';

describe('the expand/contract rule of migrations', () => {
  it('holds for every migration shipped', () => {
    expect(contractProblems(migrationsFolder())).toEqual([]);
  });

  it('lets additions, and dropping or re-adding an index or a check, through', () => {
    const folder = folderWith({
      '20270101000000_add': ADD,
      '20270102000000_check':
        'DROP INDEX "x";--> statement-breakpoint\nALTER TABLE "orders" DROP CONSTRAINT "c", ADD CONSTRAINT "c" CHECK (1 = 1);',
    });
    expect(contractProblems(folder)).toEqual([]);
  });

  it.each([
    ['a dropped column', 'ALTER TABLE "orders" DROP COLUMN "note";'],
    ['a dropped table', 'DROP TABLE "orders" CASCADE;'],
    ['a renamed column', 'ALTER TABLE "orders" RENAME COLUMN "note" TO "remark";'],
    ['a renamed table', 'ALTER TABLE "orders" RENAME TO "purchases";'],
    ['a retyped column', 'ALTER TABLE "orders" ALTER COLUMN "note" SET DATA TYPE integer;'],
  ])('fails %s that the release before may still read', (_what, statement) => {
    const folder = folderWith({ '20270101000000_add': ADD, '20270103000000_contract': statement });
    expect(contractProblems(folder)).toEqual([
      expect.stringMatching(/^20270103000000_contract: .* needs a "-- contract:/),
    ]);
  });

  it('passes a contract with the marker naming an earlier migration, and fails one naming a later or unknown', () => {
    const drop = (since: string) =>
      `-- contract: orders.note, unread since ${since}\nALTER TABLE "orders" DROP COLUMN "note";`;
    expect(
      contractProblems(
        folderWith({ '20270101000000_add': ADD, '20270103000000_drop': drop('20270101000000_add') }),
      ),
    ).toEqual([]);
    expect(
      contractProblems(
        folderWith({ '20270101000000_add': ADD, '20270103000000_drop': drop('20270104000000_later') }),
      ),
    ).toEqual(['20270103000000_drop: "unread since 20270104000000_later" names no earlier migration']);
  });
});
