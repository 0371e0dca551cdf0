// `npm run bench:sign-in-flood`: the operator sign-in flood alone (also part of `npm run bench`).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfNeeded } from './lib/build';
import { measureSignInFlood, signInFloodMarkdown } from './lib/sign-in-flood';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

buildIfNeeded(ROOT);
const runs = await measureSignInFlood(ROOT);
const date = new Date().toISOString().slice(0, 10);
mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
writeFileSync(join(ROOT, 'bench/results/sign-in-flood.json'), `${JSON.stringify({ date, runs }, null, 2)}\n`);
writeFileSync(join(ROOT, 'bench/results/sign-in-flood.md'), signInFloodMarkdown(date, runs));
console.log(`\n${signInFloodMarkdown(date, runs)}\nWritten bench/results/sign-in-flood.md and .json.`);
