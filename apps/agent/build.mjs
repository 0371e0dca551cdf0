// `npm run build -w @kiosk/agent`: the agent as one file, dist/kiosk-agent.mjs, for Node 24:
// its sources and its dependencies (mqtt) bundled by esbuild, no TypeScript and nothing from
// node_modules at run time, stamped with the release's version (scripts/release-version.mjs).
import { build } from 'esbuild';
import { writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { releaseVersion } from '../../scripts/release-version.mjs';

const here = new URL('.', import.meta.url).pathname;
const version = releaseVersion();

const OPTIONAL = ['bufferutil', 'utf-8-validate'];
const result = await build({
  entryPoints: [`${here}src/main.ts`],
  outfile: `${here}dist/kiosk-agent.mjs`,
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
writeFileSync(`${here}dist/VERSION`, `${version}\n`);
const bytes = Object.values(result.metafile.outputs).reduce((sum, o) => sum + o.bytes, 0);
console.log(`apps/agent/dist/kiosk-agent.mjs ${version} (${Math.round(bytes / 1024)} KiB)`);
