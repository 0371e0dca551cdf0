// The version of a release, computed here and nowhere else: RELEASE_VERSION when set (CI names its build),
// else `git describe --tags --always --dirty` (v1.4.0, or v1.4.0-3-gabc1234 three commits later, with
// -dirty for uncommitted changes), else, with no tag yet, the root package.json's version and the short
// commit (0.1.0-gabc1234). Every build stamps it: the server, the web build, the agent and both artefacts.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** What a version may hold: it names files (kiosk-pc-{version}.tar.gz) and goes into code as a string. */
export const VERSION_PATTERN = /^[0-9A-Za-z.+-]{1,40}$/;

const git = (root, args) => {
  const result = spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : undefined;
};

/** The release's version for the repository at `root` (see the file's comment); throws on a bad override. */
export function releaseVersion(root = new URL('..', import.meta.url).pathname, env = process.env) {
  const version = env.RELEASE_VERSION || describe(root);
  if (!VERSION_PATTERN.test(version)) throw new Error(`"${version}" is not a version (RELEASE_VERSION)`);
  return version;
}

function describe(root) {
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const described = git(root, ['describe', '--tags', '--always', '--dirty']);
  if (!described) return version;
  // With no tag, describe gives only the short commit (and -dirty).
  const hasTag = git(root, ['describe', '--tags', '--abbrev=0']) !== undefined;
  return hasTag ? described : `${version}-g${described}`;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(releaseVersion());
