// `npm run dev`: the API in watch mode (tsx, restarts on a change of the server, contract or agent) and
// the Vite dev server for the web app (hot reload), which forwards the API paths to it. Ctrl-C stops both.
import './require-node.mjs';
import { spawn } from 'node:child_process';
import { commandLineOrExit, dotEnvSummary, loadDotEnv } from './command-line.mjs';

const root = new URL('..', import.meta.url).pathname;
const dotEnv = loadDotEnv();
commandLineOrExit(process.argv.slice(2), {
  helpHint: 'npm run dev -- --help',
  usage:
    () => `Runs the API in watch mode (restarts on a change of the server, contract or agent) and the web app's
Vite dev server with hot reload, which forwards the API paths to the API. Ctrl-C stops both.

Usage: npm run dev [-- --no-fetch-node]

  --no-fetch-node   on a Node older than 24, stop instead of fetching Node 24 into .cache/node24
  --help, -h        this text (nothing is started)

It reads PORT (the API's, default 8080), KIOSK_API_URL (where Vite forwards, default the API's
address) and the server's settings of the README's Configuration section.
${dotEnvSummary(dotEnv)}
More: README.md (The two commands).`,
});
const port = process.env.PORT ?? '8080';
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: port },
  }),
  spawn('npm', ['run', 'dev', '-w', '@kiosk/web'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, KIOSK_API_URL: process.env.KIOSK_API_URL ?? `http://127.0.0.1:${port}` },
  }),
];
const stop = (code) => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
