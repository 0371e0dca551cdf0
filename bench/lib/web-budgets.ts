import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The kiosk's first screen: app shell + welcome screen (gzip). */
export const FIRST_SCREEN_BUDGET = 185 * 1024;
/** Every other lazy screen of the visitor (kiosk and phone) and each language pack: what it adds to the shell. */
export const LAZY_SCREEN_BUDGET = 42 * 1024;
/**
 * The staff screens (features/staff, the 'user' layout: sign-in, stock, test dispense, pairing), opened by staff
 * only. Each uses MUI's Alert (with its IconButton and Paper) and most TextField (with Select, Menu and Modal),
 * which the visitor's first screen no longer carries, so they count here. See docs/performance.md.
 */
export const STAFF_SCREEN_BUDGET = 51 * 1024;
/**
 * The operator console's pages (features/console): an office screen, not the kiosk. The product editor is
 * the largest (retire and bring back, asked first in a dialog loaded when first asked; the programme's
 * currency): see docs/performance.md.
 */
export const CONSOLE_SCREEN_BUDGET = 53 * 1024;
/**
 * The console's route table (app/routes/console-route-table.tsx), loaded once with the first console page:
 * its route entries only. A console module it imported statically would load with every console page.
 */
export const CONSOLE_ROUTE_TABLE_BUDGET = 4 * 1024;
/** The console's charts page draws with @mui/x-charts (about 104 KB gzip alone). */
export const CONSOLE_CHARTS_BUDGET = 150 * 1024;
/**
 * The staff's dispensing report on screen draws with @mui/x-charts too: a part of the stock page loaded
 * only when staff open the report, so the stock page itself stays within STAFF_SCREEN_BUDGET.
 */
export const STAFF_REPORT_BUDGET = 150 * 1024;

/**
 * The phone reads a typed number with libphonenumber-js (its smallest metadata: about 43 KB gzip alone),
 * loaded on its own while the visitor types, so the phone's screens keep their 40 KB.
 */
export const PHONE_NUMBER_LIBRARY_BUDGET = 48 * 1024;

/** The budget of a lazy screen, from its source path. */
export function lazyBudgetOf(src: string): number {
  if (/node_modules\/libphonenumber-js\//.test(src)) return PHONE_NUMBER_LIBRARY_BUDGET;
  if (/features\/console\/charts-screen\.tsx$/.test(src)) return CONSOLE_CHARTS_BUDGET;
  if (/app\/routes\/console-route-table\.tsx$/.test(src)) return CONSOLE_ROUTE_TABLE_BUDGET;
  if (/features\/staff\/dispensing-report-view\.tsx$/.test(src)) return STAFF_REPORT_BUDGET;
  if (/features\/console\//.test(src)) return CONSOLE_SCREEN_BUDGET;
  if (/features\/staff\//.test(src)) return STAFF_SCREEN_BUDGET;
  return LAZY_SCREEN_BUDGET;
}

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface BundleFigure {
  screen: string;
  /** JavaScript files it loads that the app shell has not loaded already. */
  files: string[];
  gzipBytes: number;
  /**
   * What the server sends to a browser asking for brotli: each file's .br copy made by the build
   * (apps/web/vite.config.ts), the file itself when it has none.
   */
  sentBytes: number;
  budgetBytes: number;
  isWithinBudget: boolean;
}

/** A chunk and every chunk it imports statically (what the browser fetches before running it). */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) closure(manifest, imported, seen);
  return seen;
}

const screenName = (chunk: ManifestChunk) =>
  /packages\/contract\/src\/(index|browser)\.ts$/.test(chunk.src ?? '')
    ? 'contract schemas (zod, loaded beside the first request)'
    : (chunk.src ?? chunk.file).replace(/^.*\//, '').replace(/\.(tsx?|jsx?)$/, '');

/**
 * Gzip size of the JavaScript per screen, from vite's manifest: the first screen is the app shell (the
 * entry and its static imports) plus the welcome screen's chunk; every other lazy screen counts only what
 * it adds to the shell.
 */
export function bundleFigures(webDist: string): BundleFigure[] {
  const manifest = JSON.parse(readFileSync(join(webDist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const gzipOf = (keys: Iterable<string>) =>
    [...keys].reduce(
      (sum, key) => sum + gzipSync(readFileSync(join(webDist, manifest[key]!.file))).length,
      0,
    );
  const sentOf = (keys: Iterable<string>) =>
    [...keys].reduce((sum, key) => {
      const file = join(webDist, manifest[key]!.file);
      return sum + statSync(existsSync(`${file}.br`) ? `${file}.br` : file).size;
    }, 0);
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!entry) throw new Error('vite manifest has no entry');
  const shell = closure(manifest, entry);
  const lazy = Object.keys(manifest).filter((k) => manifest[k]!.isDynamicEntry);
  const welcome = lazy.find((k) => /welcome-screen/.test(manifest[k]!.src ?? ''));
  const figure = (screen: string, keys: Set<string>, budget: number): BundleFigure => {
    const gzipBytes = gzipOf(keys);
    return {
      screen,
      files: [...keys].map((k) => manifest[k]!.file),
      gzipBytes,
      sentBytes: sentOf(keys),
      budgetBytes: budget,
      isWithinBudget: gzipBytes <= budget,
    };
  };
  const first = new Set([...shell, ...(welcome ? closure(manifest, welcome) : [])]);
  const figures = [figure('first screen (app shell + welcome)', first, FIRST_SCREEN_BUDGET)];
  const ownOf = (key: string) => new Set([...closure(manifest, key)].filter((k) => !shell.has(k)));
  const isLanguage = (key: string) => /\.json$/.test(manifest[key]!.src ?? '');
  for (const key of lazy.filter((k) => k !== welcome && !isLanguage(k))) {
    const chunk = manifest[key]!;
    figures.push(figure(`lazy: ${screenName(chunk)}`, ownOf(key), lazyBudgetOf(chunk.src ?? chunk.file)));
  }
  // The texts of each language are a lazy chunk too, loaded when the language is chosen: the largest counts.
  const languages = lazy.filter(isLanguage).map((key) => figure(`language`, ownOf(key), LAZY_SCREEN_BUDGET));
  const largest = languages.sort((a, b) => b.gzipBytes - a.gzipBytes)[0];
  if (largest) figures.push({ ...largest, screen: `largest of ${languages.length} language packs (lazy)` });
  return figures;
}
