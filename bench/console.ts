// `npm run bench:console`: the operator console's overview on 500 seeded kiosks (also part of `npm run bench`),
// then the console at scale on PostgreSQL: 5,000 kiosks, 1,000,000 dispense events (bench/results/console-scale.md).
// BENCH_CONSOLE=scale measures only the second, BENCH_CONSOLE=overview only the first.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfNeeded } from './lib/build';
import { consoleMarkdown, measureConsole } from './lib/console-bench';
import { measureConsoleScale, scaleMarkdown } from './lib/console-scale';
import { commandLineOrExit } from '../scripts/command-line.mjs';

commandLineOrExit(process.argv.slice(2), {
  helpHint: 'npm run bench:console -- --help',
  usage: `The operator console's overview on 500 seeded kiosks, then the console at scale on PostgreSQL (5,000
kiosks, 1,000,000 dispense events); writes bench/results/console.md and console-scale.md.

Usage: npm run bench:console

  --help, -h   this text (nothing is built or measured)

Settings from the environment (or .env): BENCH_CONSOLE (all, overview or scale), BENCH_CONNECTIONS (10),
BENCH_DURATION seconds (8), BENCH_DATABASE_URL or TEST_DATABASE_URL.
More: docs/performance.md.`,
});

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const LOAD = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
  durationSeconds: Number(process.env.BENCH_DURATION ?? 8),
};
const which = process.env.BENCH_CONSOLE ?? 'all';
const date = new Date().toISOString().slice(0, 10);

buildIfNeeded(ROOT);
mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
if (which !== 'scale') {
  const markdown = consoleMarkdown(date, LOAD, await measureConsole(ROOT, LOAD));
  writeFileSync(join(ROOT, 'bench/results/console.md'), markdown);
  console.log(`\n${markdown}\nWritten bench/results/console.md.`);
}
if (which !== 'overview') {
  const markdown = `# Console at scale (${date})\n\n${scaleMarkdown(await measureConsoleScale(ROOT, LOAD))}`;
  writeFileSync(join(ROOT, 'bench/results/console-scale.md'), markdown);
  console.log(`\n${markdown}\nWritten bench/results/console-scale.md.`);
}
