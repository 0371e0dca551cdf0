import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { migrationNames } from './migrations';

/**
 * Statements that break the release before this one, which still runs during a rolling upgrade and reads
 * the old names: dropping or renaming a table or column, or changing a column's type.
 */
const BREAKING = [
  /\bDROP\s+TABLE\b/i,
  /\bDROP\s+COLUMN\b/i,
  /\bRENAME\s+(COLUMN\s+)?("?\w+"?\s+)?TO\b/i,
  /\bALTER\s+COLUMN\s+"?\w+"?\s+(SET\s+DATA\s+)?TYPE\b/i,
];

/** `-- contract: <why>, unread since <migration>`: the earlier migration after which nothing reads it. */
const MARKER = /^--\s*contract:\s*(.+?),\s*unread since\s+(\S+)\s*$/im;

/**
 * The expand/contract rule (docs/operations.md): a migration only adds (expand). One that drops, renames
 * or retypes (contract) carries the marker naming the earlier migration since whose release nothing reads
 * the old thing; so it ships at least one release after the code stopped using it. Returns the problems.
 */
export function contractProblems(folder: string): string[] {
  const names = migrationNames(folder).sort();
  const problems: string[] = [];
  names.forEach((name, index) => {
    const text = readFileSync(join(folder, name, 'migration.sql'), 'utf8');
    const statements = text
      .split('--> statement-breakpoint')
      .map((s) => s.replace(/^--.*$/gm, '').trim())
      .filter(Boolean);
    const breaking = statements.filter((s) => BREAKING.some((pattern) => pattern.test(s)));
    if (!breaking.length) return;
    const marker = MARKER.exec(text);
    if (!marker) {
      problems.push(
        `${name}: ${breaking[0]!.slice(0, 80)} needs a "-- contract: …, unread since <migration>" line`,
      );
    } else if (!names.slice(0, index).includes(marker[2]!)) {
      problems.push(`${name}: "unread since ${marker[2]}" names no earlier migration`);
    }
  });
  return problems;
}
