// `npm run bench:console`: the operator console's overview on 500 seeded kiosks alone (also part of `npm run bench`).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfNeeded } from './lib/build';
import { consoleMarkdown, measureConsole } from './lib/console-bench';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const LOAD = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
  durationSeconds: Number(process.env.BENCH_DURATION ?? 8),
};

buildIfNeeded(ROOT);
const figures = await measureConsole(ROOT, LOAD);
const markdown = consoleMarkdown(new Date().toISOString().slice(0, 10), LOAD, figures);
mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
writeFileSync(join(ROOT, 'bench/results/console.md'), markdown);
console.log(`\n${markdown}\nWritten bench/results/console.md.`);
