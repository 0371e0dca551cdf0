import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The repository stands alone: every relative link of the README and docs/, and every docs/ page a comment
// cites, is a file of this repository.
const root = fileURLToPath(new URL('../../..', import.meta.url));
const markdown = ['README.md', ...readdirSync(join(root, 'docs')).map((f) => `docs/${f}`)].filter((f) =>
  f.endsWith('.md'),
);
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'data', '.git', 'test-results', 'results']);

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : sourceFiles(path);
    return /\.(ts|tsx|mjs|js)$/.test(entry.name) ? [path] : [];
  });
}

const isInside = (path: string) => !relative(root, path).startsWith('..');

/** A citation a reader of this repository alone cannot follow: an issue number, the shared design or spec. */
const CITES_OUTSIDE = /\.\.\/shared\/[A-Za-z-]+\.md|\bDESIGN(\.md| §)|\bspec §|\bissues? #?\d/i;

describe('links and document references', () => {
  it('every relative link in README.md and docs/*.md resolves to a file inside the repository', () => {
    expect(markdown).toContain('docs/architecture.md');
    const broken: string[] = [];
    for (const file of markdown) {
      const text = readFileSync(join(root, file), 'utf8');
      for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/i.test(target!) || target!.startsWith('#')) continue;
        const path = resolve(root, dirname(file), decodeURI(target!.split('#')[0]!));
        if (!isInside(path) || !existsSync(path)) broken.push(`${file}: ${target}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('every docs/ page a comment or test names exists, and nothing cites a document outside the repository', () => {
    // This file writes the citations it looks for, as its own examples.
    const files = ['apps', 'packages', 'tests', 'e2e', 'scripts', 'bench']
      .flatMap(sourceFiles)
      .filter((file) => file !== 'apps/server/src/docs-links.test.ts');
    expect(files.length).toBeGreaterThan(100);
    const missing: string[] = [];
    const outside: string[] = [];
    for (const file of files) {
      const text = readFileSync(join(root, file), 'utf8');
      for (const [page] of text.matchAll(/\bdocs\/[a-z0-9-]+\.md\b/g)) {
        if (!existsSync(join(root, page))) missing.push(`${file}: ${page}`);
      }
      if (CITES_OUTSIDE.test(text)) outside.push(file);
    }
    expect(missing).toEqual([]);
    expect(outside).toEqual([]);
  });

  it('the README and docs/ explain in their own words, citing no issue or outside document', () => {
    expect(markdown.filter((file) => CITES_OUTSIDE.test(readFileSync(join(root, file), 'utf8')))).toEqual([]);
  });

  it('the check catches each way of citing outside the repository', () => {
    for (const text of ['see issue 37', 'per issue #20', '../shared/DESIGN.md', 'DESIGN §7', 'spec §9'])
      expect(CITES_OUTSIDE.test(text), text).toBe(true);
    expect(CITES_OUTSIDE.test('an issue of the journal; 3 issues')).toBe(false);
  });
});
