// Commit subjects from the Node-24-only commit on are at most 72 characters (the house rule; older history
// is left as it was). Run by .ci/run; a shallow clone without that commit is checked as far as it goes.
import { spawnSync } from 'node:child_process';

const SINCE = 'eb87b6d'; // "Node 24 only: engines, @types/node 24, CI runs everything on 24"
const MAX = 72;
const git = (...args) => spawnSync('git', args, { encoding: 'utf8' });

const known = git('cat-file', '-e', `${SINCE}^{commit}`).status === 0;
const log = git('log', '--format=%h %s', known ? `${SINCE}^..HEAD` : 'HEAD');
if (log.status !== 0) {
  console.warn(`Commit subjects not checked: ${log.stderr.trim()}`);
  process.exit(0);
}
const long = log.stdout
  .split('\n')
  .filter(Boolean)
  .filter((line) => line.slice(line.indexOf(' ') + 1).length > MAX);
if (long.length) {
  console.error(`Commit subjects over ${MAX} characters:\n${long.join('\n')}`);
  process.exit(1);
}
console.log(`Commit subjects: all ${MAX} characters or fewer.`);
