import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The server's modules (modules/<m>) form a graph: module a depends on module b when a file of a imports
// a file of b, a type included. That graph must have no loop: what composes several modules lives in
// flows/, which imports modules and is imported by none. Tests and their helpers are left out (a test may
// set data up through any module).
const src = fileURLToPath(new URL('.', import.meta.url));
const MODULES = join(src, 'modules');

/**
 * The edges that still close a loop, the ratchet: the list may only shrink, and it is empty now (it held
 * 24 edges among 11 modules when the test came). An edge that closes a loop again is cut, not listed:
 * move what composes the two modules into flows/, or let the lower module take the other side's values
 * (a verb's argument, or a port on the app context that the app sets). The test fails while an edge is
 * listed that no longer exists or no longer closes a loop. "Cuts" in the test's output says how many
 * modules each listed edge keeps in a loop.
 */
const ALLOWED_LOOP_EDGES: string[] = [];

/**
 * The module dependency table: each module with the modules it may import. eslint.config.js builds its
 * walls from it (a module's file importing a module it does not declare is a lint error), and this test
 * keeps it true: free of loops, every edge the files make declared, and no edge declared that no file
 * makes any more (a dropped import drops its line, so the table only shrinks until a new edge is declared).
 */
const TABLE_FILE = join(src, 'module-dependencies.json');
const DECLARED = JSON.parse(readFileSync(TABLE_FILE, 'utf8')) as Record<string, string[]>;
const declaredEdges = () =>
  Object.entries(DECLARED)
    .flatMap(([module, others]) => others.map((other) => `${module} -> ${other}`))
    .sort();

const isProductionSource = (file: string) =>
  file.endsWith('.ts') && !/\.test(-helpers|-data)?\.ts$/.test(file) && !file.endsWith('.d.ts');

/** Each relative import of the modules' files: the importing file and the imported path, from modules/. */
function moduleImports(): { file: string; target: string }[] {
  const files = readdirSync(MODULES, { recursive: true, encoding: 'utf8' }).filter(isProductionSource);
  return files.flatMap((file) =>
    ts
      .preProcessFile(readFileSync(join(MODULES, file), 'utf8'), true, true)
      .importedFiles.filter(({ fileName }) => fileName.startsWith('.'))
      .map(({ fileName }) => ({
        file,
        target: relative(MODULES, resolve(dirname(join(MODULES, file)), fileName)),
      })),
  );
}

/**
 * A schema file's import of another module's schema file: a foreign key to the other's table. The tables
 * reference one another as the database does (devices from almost every table); such a file declares
 * tables only and imports nothing but schema files, so it adds no call between modules and is left out.
 */
const isForeignKey = (file: string, target: string) =>
  file.endsWith('.schema.ts') && /\.schema(\.ts)?$/.test(target);

/** Each module's imports of another module: "a -> b" to the files that make it. */
function moduleEdges(): Map<string, string[]> {
  const edges = new Map<string, string[]>();
  for (const { file, target } of moduleImports()) {
    const from = file.split('/')[0]!;
    const to = target.split('/')[0]!;
    if (target.startsWith('..') || to === from || isForeignKey(file, target)) continue;
    const edge = `${from} -> ${to}`;
    edges.set(edge, [...(edges.get(edge) ?? []), `${file} -> ${target}`]);
  }
  return edges;
}

/** The strongly connected components of more than one module (Tarjan). */
function loops(edges: Iterable<string>): string[][] {
  const next = new Map<string, string[]>();
  for (const edge of edges) {
    const [a, b] = edge.split(' -> ') as [string, string];
    next.set(a, [...(next.get(a) ?? []), b]);
    if (!next.has(b)) next.set(b, []);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    for (const w of next.get(v)!) {
      if (!index.has(w)) visit(w);
      if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, low.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      component.push(w);
    } while (w !== v);
    if (component.length > 1) found.push(component.sort());
  };
  for (const v of [...next.keys()].sort()) if (!index.has(v)) visit(v);
  return found;
}

/** The edges that lie on a loop: both ends in one component. */
const loopEdges = (edges: string[]) => {
  const component = new Map(loops(edges).flatMap((c, i) => c.map((m) => [m, i] as const)));
  return edges.filter((edge) => {
    const [a, b] = edge.split(' -> ') as [string, string];
    return component.has(a) && component.get(a) === component.get(b);
  });
};

describe('the module graph has no loop', () => {
  const edges = moduleEdges();
  const all = [...edges.keys()].sort();

  it('reads the imports (the check is not blind)', () => {
    expect(all.length).toBeGreaterThan(20);
    expect(edges.get('orders -> devices')).toEqual(
      expect.arrayContaining(['orders/orders.service.ts -> devices/devices.service']),
    );
  });

  it('finds no loop but through the allowed edges', () => {
    const rest = all.filter((edge) => !ALLOWED_LOOP_EDGES.includes(edge));
    expect(loops(rest), `loop edges: ${loopEdges(rest).join(', ')}`).toEqual([]);
  });

  it('allows only edges that still exist and still close a loop (the list only shrinks)', () => {
    const cuts = ALLOWED_LOOP_EDGES.map((edge) => {
      const inLoops = loops(all.filter((e) => e !== edge)).flat().length;
      return `${edge}: ${inLoops} modules in loops without it (${edges.get(edge)?.length ?? 0} imports)`;
    });
    console.info(`Cuts:\n${cuts.join('\n')}\nIn loops now: ${loops(all).flat().join(', ')}`);
    expect(ALLOWED_LOOP_EDGES.filter((edge) => !edges.has(edge))).toEqual([]);
    expect(ALLOWED_LOOP_EDGES.filter((edge) => !loopEdges(all).includes(edge))).toEqual([]);
    expect(new Set(ALLOWED_LOOP_EDGES).size).toBe(ALLOWED_LOOP_EDGES.length);
  });

  it('leaves out only the foreign keys between schema files, which import nothing else', () => {
    const fromSchemas = moduleImports().filter(({ file }) => file.endsWith('.schema.ts'));
    expect(fromSchemas.length).toBeGreaterThan(10);
    const other = fromSchemas.filter(
      ({ file, target }) => !isForeignKey(file, target) && !target.startsWith('../db/schema-columns'),
    );
    expect(other).toEqual([]);
  });

  it('keeps the flows above the modules: no module imports flows/', () => {
    const upward = moduleImports().filter(({ target }) => target.startsWith('../flows/'));
    expect(upward).toEqual([]);
  });

  it('finds a loop and its edges (the check can fail)', () => {
    expect(loops(['a -> b', 'b -> c', 'c -> a', 'c -> d', 'd -> e'])).toEqual([['a', 'b', 'c']]);
    expect(loopEdges(['a -> b', 'b -> a', 'b -> c'])).toEqual(['a -> b', 'b -> a']);
    expect(loops(['a -> b', 'b -> c', 'a -> c'])).toEqual([]);
  });
});

describe('the module dependency table (module-dependencies.json) is the graph', () => {
  const edges = moduleEdges();
  const declared = declaredEdges();

  it('lists every module once, each with other modules, each once', () => {
    const modules = readdirSync(MODULES, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(Object.keys(DECLARED).sort()).toEqual(modules);
    for (const [module, others] of Object.entries(DECLARED)) {
      expect(
        others.filter((other) => other === module || !modules.includes(other)),
        module,
      ).toEqual([]);
      expect(new Set(others).size, module).toBe(others.length);
    }
  });

  it('has no loop', () => {
    expect(declared.length).toBeGreaterThan(20);
    expect(loops(declared), `loop edges: ${loopEdges(declared).join(', ')}`).toEqual([]);
  });

  it('declares every edge the files make (the lint rule refuses the others)', () => {
    const undeclared = [...edges.keys()].filter((edge) => !declared.includes(edge));
    expect(undeclared.map((edge) => `${edge} (${edges.get(edge)!.join(', ')})`)).toEqual([]);
  });

  it('declares no edge that no file makes any more (drop its line: the table only shrinks)', () => {
    expect(declared.filter((edge) => !edges.has(edge))).toEqual([]);
  });
});
