import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const newest = (path: string): number => {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), stat.mtimeMs);
};

/** Runs `npm run build` when an output is missing or older than any source it is built from. */
export function buildIfNeeded(root: string): void {
  const outputs = ['apps/server/dist/main.js', 'apps/web/dist/.vite/manifest.json'].map((p) => join(root, p));
  const inputs = [
    'apps/server/src',
    'apps/web/src',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'packages/contract/src',
  ].map((p) => join(root, p));
  const isMissing = outputs.some((p) => !existsSync(p));
  const builtAt = Math.min(...outputs.map((p) => (existsSync(p) ? statSync(p).mtimeMs : 0)));
  if (!isMissing && Math.max(...inputs.map(newest)) <= builtAt) {
    console.log('The production build is current.');
    return;
  }
  console.log('Building the production bundle (npm run build)…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build failed');
}
