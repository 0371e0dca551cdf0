// `npm start`: builds what is missing or older than its sources, then starts the embedded product.
import './require-node.mjs';
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { SERVER_NODE_FLAGS } from '../apps/server/node-flags.mjs';
import { runBuildSteps } from './build-steps.mjs';
import { commandLineOrExit, dotEnvSummary, loadDotEnv } from './command-line.mjs';

const root = new URL('..', import.meta.url).pathname;
const dotEnv = loadDotEnv();
commandLineOrExit(process.argv.slice(2), {
  helpHint: 'npm start -- --help',
  usage:
    () => `Builds what is missing or older than its sources, then starts the kiosk, phone and staff pages and the
API in one process (the embedded database in DATA_DIR, the demo kiosk seeded on first start).

Usage: npm start [-- --no-fetch-node]

  --no-fetch-node   on a Node older than 24, stop instead of fetching Node 24 into .cache/node24
  --help, -h        this text (nothing is built, started or written)

It reads PORT (default 8080), HOST, DATA_DIR (default ./data), DATABASE_URL, NODE_ENV, PUBLIC_URL,
SECRET_KEY, LOG_LEVEL and the other settings of the README's Configuration section.
${dotEnvSummary(dotEnv)}
More: README.md (The two commands, Configuration) and docs/operations.md.`,
});
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
