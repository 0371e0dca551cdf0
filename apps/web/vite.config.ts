import { readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import type { Plugin, ProxyOptions } from 'vite';
import { kioskShell } from './kiosk-shell';
import { releaseVersion } from '../../scripts/release-version.mjs';

/** Paths the provider API serves; the dev server forwards them to the local API (PORT 8080). */
export const API_PROXY_PREFIXES = [
  '/devices',
  '/feature-flags',
  '/docs',
  '/healthz',
  '/readyz',
  '/sandbox',
  '/payments',
  '/analytics',
  '/dev',
  '/console',
] as const;

const API_TARGET = process.env.KIOSK_API_URL ?? 'http://127.0.0.1:8080';

/**
 * The reserve routes share `/devices` with the API (`/devices/{id}/reserve-products`…): a browser
 * navigation there (asking for HTML) gets the app, everything else goes to the API.
 */
const SHARED_PREFIXES = ['/devices'];
const proxyEntry = (prefix: string): [string, ProxyOptions] => [
  prefix,
  {
    target: API_TARGET,
    bypass: (request) =>
      SHARED_PREFIXES.includes(prefix) && (request.headers.accept ?? '').includes('text/html')
        ? '/index.html'
        : undefined,
  },
];
const apiProxy = (): Record<string, ProxyOptions> => Object.fromEntries(API_PROXY_PREFIXES.map(proxyEntry));

/**
 * The libraries every screen needs, grouped so a change in one screen does not invalidate them. zod and
 * the rest of MUI are left to the bundler: a group of all of MUI would pull every component (and zod)
 * into the first screen, where only a few are used.
 */
const VENDOR_CHUNKS: { name: string; test: RegExp; tags?: '$initial'[] }[] = [
  { name: 'vendor-react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'vendor-router', test: /[\\/]node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/ },
  { name: 'vendor-query', test: /[\\/]node_modules[\\/]@tanstack[\\/]/ },
  {
    name: 'vendor-i18n',
    test: /[\\/]node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/,
  },
  // Only the MUI and emotion modules the first screen loads anyway (`$initial`: the entry's static imports),
  // in one chunk. Left to the bundler, they were cut by which lazy screens use them too (25 chunks in the
  // first screen), and a new lazy chunk cut them again: the console's confirmation made it 28 chunks and
  // 1.4 KB heavier. In one chunk the first screen is 17 chunks and 4 KB lighter (docs/performance.md).
  { name: 'vendor-mui-shell', test: /[\\/]node_modules[\\/](@mui|@emotion)[\\/]/, tags: ['$initial'] },
];

/**
 * The first screen's English texts: en.json without the areas that load their own English texts with their
 * lazy screens, so they cost the kiosk's first screen nothing: the operator console
 * (features/console/console-texts.ts; its releases pages', releases/release-texts.ts; its people pages',
 * people/people-texts.ts), the visitor's phone screens (i18n/phone-texts.ts) and the
 * kiosk's screens after the welcome screen (features/kiosk/kiosk-texts.ts). The phone's and the kiosk's come
 * from virtual modules of their own, so that each group's texts are a chunk of their own.
 * The other languages are lazy chunks whole. See docs/performance.md.
 */
const LAZY_TEXT_MODULES: Record<string, readonly string[]> = {
  'virtual:phone-english-texts': ['mobilePayment', 'offers', 'reserve'],
  'virtual:kiosk-english-texts': [
    'accessCode',
    'ageStep',
    'dispense',
    'help',
    'idleScreen',
    'kioskOffers',
    'orderFlow',
    'orderForm',
    'orderStatus',
    'payment',
    'productDetail',
    'products',
    'reserveAuthorization',
    'unpairedKiosk',
    'workflow',
  ],
  // Staff texts of one screen each (adjust stock, hardware check, kiosk pairing). The staff areas every staff screen uses
  // (the navigation, stock, report, test dispense) stay in the shell.
  'virtual:staff-english-texts': ['adjust', 'hardwareCheck', 'kioskPairing'],
  // The console's releases and roll-outs pages (features/console/releases/release-texts.ts).
  'virtual:releases-english-texts': ['releases'],
  // The console's catalogue, product editor, translations and assortment pages (features/console/catalog/catalog-texts.ts).
  'virtual:catalog-english-texts': ['catalog'],
  // The console's people and own-account pages (features/console/people/people-texts.ts).
  'virtual:people-english-texts': ['people'],
  // The console's two-step sign-in page (features/console/two-factor/two-factor-texts.ts).
  'virtual:two-factor-english-texts': ['twoFactor'],
};
export const LAZY_TEXT_AREAS = ['console', ...Object.values(LAZY_TEXT_MODULES).flat()];
const SHELL_TEXTS_ID = 'virtual:shell-english-texts';
const TEXT_MODULES: Record<string, (texts: Record<string, unknown>) => Record<string, unknown>> = {
  [SHELL_TEXTS_ID]: (texts) => {
    for (const area of LAZY_TEXT_AREAS) delete texts[area];
    return texts;
  },
  ...Object.fromEntries(
    Object.entries(LAZY_TEXT_MODULES).map(([id, areas]) => [
      id,
      (texts: Record<string, unknown>) => Object.fromEntries(areas.map((area) => [area, texts[area]])),
    ]),
  ),
};
const EN_JSON = new URL('./src/i18n/locales/en.json', import.meta.url).pathname;
const englishTexts = (): Plugin => ({
  name: 'english-texts',
  resolveId: (id) => (id in TEXT_MODULES ? `\0${id}` : undefined),
  load(id) {
    const pick = id.startsWith('\0') ? TEXT_MODULES[id.slice(1)] : undefined;
    if (!pick) return undefined;
    this.addWatchFile(EN_JSON);
    const texts = JSON.parse(readFileSync(EN_JSON, 'utf8')) as Record<string, unknown>;
    return `export default ${JSON.stringify(pick(texts))};`;
  },
});

/**
 * Brotli (.br) and gzip (.gz) copies of the scripts, styles and images under assets/, made once at build time;
 * the server sends the one the browser asks for (http/web-app.ts). Fonts (woff2) are compressed already.
 */
const precompressAssets = () =>
  compression({
    include: /^assets\/.*\.(js|css|svg|json)$/,
    threshold: 1024,
    algorithms: ['brotliCompress', 'gzip'],
    logLevel: 'silent',
  });

/**
 * The release's version (scripts/release-version.mjs) in the build: dist/VERSION, and
 * `<meta name="release-version">` in index.html, so a page says which release it is.
 */
const releaseVersionStamp = (): Plugin => {
  let version = '';
  return {
    name: 'release-version',
    apply: 'build',
    buildStart: () => void (version = releaseVersion()),
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { name: 'release-version', content: version }, injectTo: 'head' },
    ],
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'VERSION', source: `${version}\n` });
    },
  };
};

export default defineConfig({
  plugins: [react(), englishTexts(), precompressAssets(), kioskShell(), releaseVersionStamp()],
  server: { proxy: apiProxy() },
  preview: { proxy: apiProxy() },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Source maps hold the app's source text: built only when asked for (WEB_SOURCEMAPS=true, for size
    // analysis, docs/performance.md), and never served by the API (http/web-app.ts).
    sourcemap: process.env.WEB_SOURCEMAPS === 'true',
    // dist/.vite/manifest.json: which chunks each screen loads (read by `npm run bench` for its budgets).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Groups are matched in order: the first whose test matches takes the module.
          groups: VENDOR_CHUNKS,
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
  },
});
