// `npm start`: builds what is missing or older than its sources, then starts the embedded product.
import './require-node.mjs';
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { SERVER_NODE_FLAGS } from '../apps/server/node-flags.mjs';
import { runBuildSteps } from './build-steps.mjs';

const root = new URL('..', import.meta.url).pathname;
const newest = (dir) => {
  if (!existsSync(dir)) return 0;
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
};
const builtAt = (file) => (existsSync(file) ? statSync(file).mtimeMs : -1);

// The server's bundle holds its npm packages, its database template the migrations: sources too.
const sources = Math.max(
  newest(join(root, 'packages/contract/src')),
  newest(join(root, 'apps/server/src')),
  newest(join(root, 'apps/server/drizzle')),
  newest(join(root, 'packages/device-link/src')),
  builtAt(join(root, 'package-lock.json')),
);
const webSources = Math.max(newest(join(root, 'apps/web/src')), newest(join(root, 'packages/contract/src')));
const needsServer = builtAt(join(root, 'apps/server/dist/main.js')) < sources;
const needsWeb = builtAt(join(root, 'apps/web/dist/index.html')) < webSources;
const steps = [
  needsWeb && { label: 'the web app', args: ['run', 'build', '-w', '@kiosk/web'], cwd: root },
  needsServer && { label: 'the server', args: ['run', 'build', '-w', '@kiosk/server'], cwd: root },
].filter(Boolean);
const status = runBuildSteps(steps);
if (status !== 0) process.exit(status);

const serverArgs = [...SERVER_NODE_FLAGS, '--enable-source-maps', join(root, 'apps/server/dist/main.js')];
const server = spawn(process.execPath, serverArgs, {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
