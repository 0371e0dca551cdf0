// `npm run build`: the server as one bundle, dist/main.js, and the embedded database's template,
// dist/pglite-template.tar.gz. See docs/performance.md ("Cold start").
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { releaseVersion } from '../../scripts/release-version.mjs';

const root = dirname(fileURLToPath(import.meta.url));

/**
 * Packages left outside the bundle: PGlite loads its wasm and data files beside its own module, argon2
 * is a native addon, Swagger UI serves its static files, pino starts its transports as worker files.
 * Everything else is bundled: one file parses and links faster than hundreds of modules.
 */
export const EXTERNAL = [
  '@electric-sql/pglite',
  '@node-rs/argon2',
  '@fastify/swagger',
  '@fastify/swagger-ui',
  'pino',
  'pg-native',
];

/**
 * Bundles src/main.ts (or another entry, such as a command of src/cli/) into `outfile`, stamped with the
 * release's version (scripts/release-version.mjs; `version` to name another).
 */
export async function bundleServer(outfile, entry = 'src/main.ts', version = releaseVersion()) {
  await build({
    define: { __SERVER_VERSION__: JSON.stringify(version) },
    entryPoints: [join(root, entry)],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    sourcemap: true,
    external: EXTERNAL.flatMap((name) => [name, `${name}/*`]),
    alias: {
      // The package's folder, so its subpaths (@kiosk/contract/settings, /browser, /values) resolve too.
      '@kiosk/contract': join(root, '../../packages/contract/src'),
    },
    // Bundled CommonJS code still calls require and reads __dirname.
    banner: {
      js: [
        "import { createRequire as __createRequire } from 'node:module';",
        "import { dirname as __pathDirname } from 'node:path';",
        "import { fileURLToPath as __fileURLToPath } from 'node:url';",
        'const require = __createRequire(import.meta.url);',
        'const __filename = __fileURLToPath(import.meta.url);',
        'const __dirname = __pathDirname(__filename);',
      ].join(' '),
    },
    logLevel: 'warning',
  });
}

/**
 * A new embedded database with every migration applied, as a gzip tarball: a fresh data folder starts
 * from it instead of running initdb and the migrations (seconds of wasm work) at first start.
 */
export async function buildPgliteTemplate(outfile) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = await PGlite.create();
  try {
    await migrate(drizzle({ client }), { migrationsFolder: join(root, 'drizzle') });
    await client.query('checkpoint');
    const tarball = await client.dumpDataDir('gzip');
    mkdirSync(dirname(outfile), { recursive: true });
    writeFileSync(outfile, Buffer.from(await tarball.arrayBuffer()));
  } finally {
    await client.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const version = releaseVersion();
  await bundleServer(join(root, 'dist/main.js'), 'src/main.ts', version);
  writeFileSync(join(root, 'dist/VERSION'), `${version}\n`);
  await buildPgliteTemplate(join(root, 'dist/pglite-template.tar.gz'));
}
