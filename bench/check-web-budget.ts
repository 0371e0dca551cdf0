// `npm run check:web-budget`: fails (exit 1) when the kiosk's first screen or any lazy screen of the built web
// app (apps/web/dist, after `npm run build -w @kiosk/web`) is over its gzip budget (bench/lib/web-budgets.ts).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { bundleFigures } from './lib/web-budgets';
import { commandLineOrExit } from '../scripts/command-line.mjs';

commandLineOrExit(process.argv.slice(2), {
  helpHint: 'npm run check:web-budget -- --help',
  usage: `Checks the built web app (apps/web/dist) against its gzip budgets: the kiosk's first screen and every
lazy screen. Exit 1 when one is over. Build it first: npm run build -w @kiosk/web.

Usage: npm run check:web-budget

  --help, -h   this text (nothing is read)

It reads no environment settings and no .env.
More: docs/performance.md.`,
});

const dist = join(new URL('..', import.meta.url).pathname, 'apps/web/dist');
if (!existsSync(join(dist, '.vite', 'manifest.json'))) {
  console.error(`No build in ${dist}: run "npm run build -w @kiosk/web" first.`);
  process.exit(1);
}
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const figures = bundleFigures(dist);
const over = figures.filter((f) => !f.isWithinBudget);
for (const f of figures) {
  const mark = f.isWithinBudget ? '  ' : '✗ ';
  console.log(
    `${mark}${kb(f.gzipBytes).padStart(9)} of ${kb(f.budgetBytes).padStart(8)}  (sent: ${kb(f.sentBytes).padStart(8)} brotli)  ${f.screen}`,
  );
}
if (over.length) {
  console.error(`\nFAIL: ${over.length} over the web budget (gzip JavaScript, docs/performance.md):`);
  for (const f of over) {
    console.error(`  ${f.screen}: ${kb(f.gzipBytes)} > ${kb(f.budgetBytes)} (${f.files.join(', ')})`);
  }
  process.exit(1);
}
const first = figures[0]!;
console.log(
  `\nThe web app is within its budgets (first screen ${kb(first.gzipBytes)} gzip, ${kb(first.sentBytes)} sent with brotli).`,
);
