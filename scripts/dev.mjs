// `npm run dev`: the API in watch mode (tsx, restarts on a change of the server, contract or agent) and
// the Vite dev server for the web app (hot reload), which forwards the API paths to it. Ctrl-C stops both.
import './require-node.mjs';
import { spawn } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
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
