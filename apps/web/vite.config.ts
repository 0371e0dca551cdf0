import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import type { ProxyOptions } from 'vite';

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
 * The libraries every screen needs, grouped so a change in one screen does not invalidate them. MUI and
 * zod are left to the bundler: a group would pull every component (and zod) into the first screen,
 * where only a few are used.
 */
const VENDOR_CHUNKS: { name: string; test: RegExp }[] = [
  { name: 'vendor-react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'vendor-router', test: /[\\/]node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/ },
  { name: 'vendor-query', test: /[\\/]node_modules[\\/]@tanstack[\\/]/ },
  {
    name: 'vendor-i18n',
    test: /[\\/]node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/,
  },
];

export default defineConfig({
  plugins: [react()],
  server: { proxy: apiProxy() },
  preview: { proxy: apiProxy() },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
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
