import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// app-routes.ts registers the API's route plugins by hand (the server ships as one esbuild bundle, so the
// plugins cannot be found by folder at run time). This test finds them by folder instead: every
// `*.routes.ts` under src/ is imported by app-routes.ts and each of its route plugins (an exported
// `…Routes`) is registered there, so a plugin cannot be forgotten, and nothing is registered that is gone.
const src = fileURLToPath(new URL('.', import.meta.url));
const APP_ROUTES = join(src, 'app-routes.ts');
const appRoutesSource = readFileSync(APP_ROUTES, 'utf8');

/** Every route file under src/, from src/ and without its extension ("modules/health/health.routes"). */
function routeFiles(): string[] {
  return readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.routes.ts'))
    .map((file) => file.replace(/\.ts$/, ''))
    .sort();
}

/** The route files app-routes.ts imports, from src/. */
function importedRouteFiles(): string[] {
  return ts
    .preProcessFile(appRoutesSource, true, true)
    .importedFiles.map(({ fileName }) => fileName)
    .filter((fileName) => fileName.endsWith('.routes'))
    .map((fileName) => relative(src, resolve(dirname(APP_ROUTES), fileName)))
    .sort();
}

/** The route plugins a route file exports: its exported names that end in "Routes". */
function exportedPlugins(file: string): string[] {
  const source = readFileSync(join(src, `${file}.ts`), 'utf8');
  return [...source.matchAll(/^export (?:async )?(?:const|function) (\w+Routes)\b/gm)].map((m) => m[1]!);
}

/** The plugins app-routes.ts registers: `app.register(name(ctx))`. */
const registeredPlugins = (): string[] =>
  [...appRoutesSource.matchAll(/app\.register\((\w+)\(ctx\)\)/g)].map((m) => m[1]!).sort();

describe('app-routes.ts registers every route plugin', () => {
  it('imports every *.routes.ts file under src/, and no other', () => {
    expect(importedRouteFiles()).toEqual(routeFiles());
  });

  it('registers every exported route plugin once, and nothing else', () => {
    const plugins = routeFiles().flatMap(exportedPlugins).sort();
    expect(plugins.length).toBeGreaterThan(40);
    expect(registeredPlugins()).toEqual(plugins);
  });
});
