import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import type { ManifestTransform } from 'workbox-build';

/**
 * The kiosk's offline shell (docs/device-agent.md, "The kiosk without the API"): a Workbox service worker,
 * `sw.js` (from src/features/kiosk/offline/sw.ts), that keeps the kiosk's pages, their code, texts and fonts on the kiosk PC, so that a kiosk
 * started while the API cannot be reached still shows that it is offline and still gives the emergency kit
 * through the device agent. Only the kiosk registers it (features/kiosk/offline/kiosk-shell-update.tsx).
 */

/**
 * Dynamic imports the shell does not follow: the staff's, the operator console's (and the console's route
 * table, app/routes/console-route-table.tsx) and the phone's screens.
 */
const NOT_KIOSK =
  /[\\/](features[\\/](staff|console|phone)[\\/]|app[\\/]routes[\\/]console-route-table\.tsx$)/;

/**
 * Fonts kept with the shell: Noto Sans (Latin, Cyrillic, Greek, Vietnamese, Devanagari) and the families of
 * the smaller scripts, regular and bold. The Chinese, Japanese and Korean families (some 30 MB) are kept by
 * the worker's font cache once the kiosk has shown them.
 */
const SHELL_FONT = /^assets\/noto-sans-[a-z-]+-(?:400|700)-normal-[\w-]+\.woff2$/;
const CJK_FONT = /^assets\/noto-sans-(?:sc|tc|jp|kr)-/;

/**
 * The build's files the kiosk needs: the entry and everything it imports, statically or dynamically, but
 * for the staff, console and phone screens (and what only they import). Filled when the bundle is made,
 * read when the service worker's precache list is made (after the files are written).
 */
const kioskFiles = new Set<string>();

const kioskFilesOfBundle = (): Plugin => ({
  name: 'kiosk-shell-files',
  apply: 'build',
  generateBundle(_options, bundle) {
    kioskFiles.clear();
    const chunks = new Map(
      Object.values(bundle).flatMap((file) =>
        file.type === 'chunk' ? [[file.fileName, file] as const] : [],
      ),
    );
    const visit = (fileName: string) => {
      const chunk = chunks.get(fileName);
      if (!chunk || kioskFiles.has(fileName)) return;
      if (chunk.isDynamicEntry && NOT_KIOSK.test(chunk.facadeModuleId ?? '')) return;
      kioskFiles.add(fileName);
      for (const css of chunk.viteMetadata?.importedCss ?? []) kioskFiles.add(css);
      for (const next of [...chunk.imports, ...chunk.dynamicImports]) visit(next);
    };
    for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName);
  },
});

/** The precache list: the page, its icon, the kiosk's code and styles, and the shell's fonts. */
export const keepKioskShell: ManifestTransform = (entries) => ({
  manifest: entries.filter(
    ({ url }) =>
      !url.startsWith('assets/') || kioskFiles.has(url) || (SHELL_FONT.test(url) && !CJK_FONT.test(url)),
  ),
  warnings: [],
});

export const kioskShell = (): Plugin[] => [
  kioskFilesOfBundle(),
  ...VitePWA({
    // The worker is ours (src/features/kiosk/offline/sw.ts): its device-config answer is tested on its own.
    strategies: 'injectManifest',
    srcDir: 'src/features/kiosk/offline',
    filename: 'sw.ts',
    // A new build waits until the kiosk is idle, then takes over (updateSW from the page, never mid-visit).
    registerType: 'prompt',
    // Registered by the kiosk's layout from a module of its own: no inline script (CSP script-src 'self').
    injectRegister: false,
    manifest: false,
    injectManifest: {
      // One classic script, /sw.js, with Workbox inside: nothing else to serve beside it.
      rollupFormat: 'iife',
      globPatterns: ['index.html', 'favicon.svg', 'assets/**/*.{js,css,woff2}'],
      manifestTransforms: [keepKioskShell],
      // Hashed names: the name is the revision.
      dontCacheBustURLsMatching: /^assets\//,
    },
  }),
];
