// Bundles the server into dist/main.js; npm packages stay external, the contract and the agent's dispenser are bundled in.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  packages: 'external',
  alias: {
    '@kiosk/contract': '../../packages/contract/src/index.ts',
    '@kiosk/agent/dispenser': '../agent/src/dispenser/index.ts',
    '@kiosk/agent/link': '../agent/src/link/index.ts',
  },
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
  logLevel: 'warning',
});
