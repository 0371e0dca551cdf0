// `npm run bench:sign-in-flood`: the operator sign-in flood alone (also part of `npm run bench`).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfNeeded } from './lib/build';
import { measureSignInFlood, signInFloodMarkdown } from './lib/sign-in-flood';
import { commandLineOrExit } from '../scripts/command-line.mjs';

commandLineOrExit(process.argv.slice(2), {
  helpHint: 'npm run bench:sign-in-flood -- --help',
  usage: `The operator sign-in flood alone: 50 addresses send wrong passwords while /healthz and a kiosk's product
list are timed (target: p99 within 50 ms); writes bench/results/sign-in-flood.md and .json.

Usage: npm run bench:sign-in-flood

  --help, -h   this text (nothing is built or measured)

It reads no settings of its own from the environment or .env.
More: docs/performance.md.`,
});

const ROOT = fileURLToPath(new URL('..', import.meta.url));

buildIfNeeded(ROOT);
const runs = await measureSignInFlood(ROOT);
const date = new Date().toISOString().slice(0, 10);
mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
writeFileSync(join(ROOT, 'bench/results/sign-in-flood.json'), `${JSON.stringify({ date, runs }, null, 2)}\n`);
writeFileSync(join(ROOT, 'bench/results/sign-in-flood.md'), signInFloodMarkdown(date, runs));
console.log(`\n${signInFloodMarkdown(date, runs)}\nWritten bench/results/sign-in-flood.md and .json.`);
