// `npm run build -w @kiosk/agent`: the agent as one file, dist/kiosk-agent.mjs, for Node 24:
// its sources and its dependencies (mqtt) bundled by esbuild, no TypeScript and nothing from
// node_modules at run time, stamped with the release's version (scripts/release-version.mjs).
// Beside it, dist/drivers/: the two hardware drivers, locker.mjs and spiral.mjs, and the technician's
// bring-up tool that speaks through them, kiosk-hw.mjs (npm run kiosk:hw), bundled the same way with
// serialport, whose native add-on is dist/drivers/serialport.node (the linux-x64 glibc prebuild
// @serialport/bindings-cpp ships, built for Node's stable ABI: no compiler on the kiosk PC).
import { build } from 'esbuild';
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { releaseVersion } from '../../scripts/release-version.mjs';

const here = new URL('.', import.meta.url).pathname;
const version = releaseVersion();

const OPTIONAL = ['bufferutil', 'utf-8-validate'];
const DRIVERS = { locker: 'locker/locker-driver.ts', spiral: 'spiral/spiral-driver.ts' };
/** Beside the drivers (it needs serialport.node too): kiosk:hw. */
const BRING_UP = { 'drivers/kiosk-hw': `${here}src/bring-up/cli.ts` };

/**
 * bindings-cpp finds its add-on with node-gyp-build, which looks beside its own files: in a bundle that
 * is nowhere. This plugin swaps that one module for a require of serialport.node beside the bundle.
 */
const bundledBinding = {
  name: 'serialport-binding',
  setup(plugin) {
    plugin.onLoad({ filter: /bindings-cpp[\\/]dist[\\/]serialport-bindings\.js$/ }, () => ({
      loader: 'js',
      contents: `import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
const addon = fileURLToPath(new URL('./serialport.node', import.meta.url));
export const binding = createRequire(import.meta.url)(addon);`,
    }));
  },
};

rmSync(`${here}dist/drivers`, { recursive: true, force: true });
const result = await build({
  entryPoints: {
    'kiosk-agent': `${here}src/main.ts`,
    ...Object.fromEntries(
      Object.entries(DRIVERS).map(([name, file]) => [`drivers/${name}`, `${here}src/dispenser/${file}`]),
    ),
    ...BRING_UP,
  },
  outdir: `${here}dist`,
  outExtension: { '.js': '.mjs' },
  plugins: [bundledBinding],
  bundle: true,
  platform: 'node',
  target: 'node24',
  format: 'esm',
  define: { __AGENT_VERSION__: JSON.stringify(version) },
  // Bundled CommonJS dependencies call require(): give the ES module one.
  banner: {
    js: "import { createRequire as kioskCreateRequire } from 'node:module'; const require = kioskCreateRequire(import.meta.url);",
  },
  // ws (mqtt's WebSocket transport) tries these optional native add-ons and does without them.
  external: OPTIONAL,
  legalComments: 'eof',
  metafile: true,
  logLevel: 'warning',
});
const external = Object.values(result.metafile.outputs)
  .flatMap((output) => output.imports)
  .filter((i) => i.external && !OPTIONAL.includes(i.path))
  .filter((i) => !i.path.startsWith('node:') && !builtinModules.includes(i.path));
if (external.length) throw new Error(`not bundled: ${external.map((i) => i.path).join(', ')}`);
const bindings = dirname(
  createRequire(`${here}package.json`).resolve('@serialport/bindings-cpp/package.json'),
);
mkdirSync(`${here}dist/drivers`, { recursive: true });
copyFileSync(
  join(bindings, 'prebuilds/linux-x64/@serialport+bindings-cpp.glibc.node'),
  `${here}dist/drivers/serialport.node`,
);
writeFileSync(`${here}dist/VERSION`, `${version}\n`);
const bytes = Object.values(result.metafile.outputs).reduce((sum, o) => sum + o.bytes, 0);
console.log(`apps/agent/dist/kiosk-agent.mjs and drivers/ ${version} (${Math.round(bytes / 1024)} KiB)`);
