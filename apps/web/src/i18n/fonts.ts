import type { TLanguageCode } from '@kiosk/contract';

/** The Noto family each script needs. Latin, Cyrillic and Vietnamese come with the base Noto Sans. */
export type TScript =
  | 'latin'
  | 'arabic'
  | 'devanagari'
  | 'hans'
  | 'hant'
  | 'japanese'
  | 'korean'
  | 'thai'
  | 'khmer'
  | 'myanmar'
  | 'armenian';

export const SCRIPT_OF: Record<TLanguageCode, TScript> = {
  ar: 'arabic',
  fa: 'arabic',
  ps: 'arabic',
  hi: 'devanagari',
  ne: 'devanagari',
  zh: 'hans',
  hk: 'hant',
  ja: 'japanese',
  ko: 'korean',
  th: 'thai',
  km: 'khmer',
  my: 'myanmar',
  kar: 'myanmar',
  hy: 'armenian',
  en: 'latin',
  es: 'latin',
  ht: 'latin',
  mh: 'latin',
  pt: 'latin',
  ru: 'latin',
  so: 'latin',
  tl: 'latin',
  uk: 'latin',
  vi: 'latin',
};

export const FAMILY_OF: Record<Exclude<TScript, 'latin'>, string> = {
  arabic: 'Noto Sans Arabic',
  devanagari: 'Noto Sans Devanagari',
  hans: 'Noto Sans SC',
  hant: 'Noto Sans TC',
  japanese: 'Noto Sans JP',
  korean: 'Noto Sans KR',
  thai: 'Noto Sans Thai',
  khmer: 'Noto Sans Khmer',
  myanmar: 'Noto Sans Myanmar',
  armenian: 'Noto Sans Armenian',
};

/**
 * Each script's @font-face rules are their own CSS chunk, bundled with the app (nothing from the
 * network). Loading the rules costs a few KB; the font files themselves are fetched by the browser
 * only for the unicode ranges a screen actually shows.
 */
const LOADERS: Record<Exclude<TScript, 'latin'>, () => Promise<unknown>> = {
  arabic: () =>
    Promise.all([
      import('@fontsource/noto-sans-arabic/400.css'),
      import('@fontsource/noto-sans-arabic/700.css'),
    ]),
  devanagari: () =>
    Promise.all([
      import('@fontsource/noto-sans-devanagari/400.css'),
      import('@fontsource/noto-sans-devanagari/700.css'),
    ]),
  hans: () =>
    Promise.all([import('@fontsource/noto-sans-sc/400.css'), import('@fontsource/noto-sans-sc/700.css')]),
  hant: () =>
    Promise.all([import('@fontsource/noto-sans-tc/400.css'), import('@fontsource/noto-sans-tc/700.css')]),
  japanese: () =>
    Promise.all([import('@fontsource/noto-sans-jp/400.css'), import('@fontsource/noto-sans-jp/700.css')]),
  korean: () =>
    Promise.all([import('@fontsource/noto-sans-kr/400.css'), import('@fontsource/noto-sans-kr/700.css')]),
  thai: () =>
    Promise.all([import('@fontsource/noto-sans-thai/400.css'), import('@fontsource/noto-sans-thai/700.css')]),
  khmer: () =>
    Promise.all([
      import('@fontsource/noto-sans-khmer/400.css'),
      import('@fontsource/noto-sans-khmer/700.css'),
    ]),
  myanmar: () =>
    Promise.all([
      import('@fontsource/noto-sans-myanmar/400.css'),
      import('@fontsource/noto-sans-myanmar/700.css'),
    ]),
  armenian: () =>
    Promise.all([
      import('@fontsource/noto-sans-armenian/400.css'),
      import('@fontsource/noto-sans-armenian/700.css'),
    ]),
};

/**
 * Marks no subset of Noto Sans carries: Marshallese writes M̧ with the combining cedilla (U+0327),
 * which only Noto Sans Arabic's bundled math subset has; that family follows Noto Sans in the stack.
 */
export const EXTRA_SCRIPTS: Partial<Record<TLanguageCode, TScript[]>> = { mh: ['arabic'] };

const loading = new Map<TScript, Promise<void>>();

/** Loads the font rules for the scripts of these languages, once each; never rejects. */
export function loadFontsFor(codes: readonly string[]): Promise<void> {
  const scripts = new Set(
    codes
      .flatMap((code) => [SCRIPT_OF[code as TLanguageCode], ...(EXTRA_SCRIPTS[code as TLanguageCode] ?? [])])
      .filter((s): s is TScript => Boolean(s)),
  );
  const pending = [...scripts].map((script) => {
    if (script === 'latin') return Promise.resolve();
    let promise = loading.get(script);
    if (!promise) {
      promise = LOADERS[script]().then(
        () => undefined,
        () => loading.delete(script),
      ) as Promise<void>;
      loading.set(script, promise);
    }
    return promise;
  });
  return Promise.all(pending).then(() => undefined);
}

/**
 * The font stack: Noto Sans for Latin, Cyrillic and Vietnamese, then every script family. Han
 * characters are shared by Chinese and Japanese with different glyph forms, so the Han families come
 * from a CSS variable that the document language sets (see hanFontsFor).
 */
export const FONT_STACK = [
  '"Noto Sans"',
  ...['arabic', 'devanagari', 'thai', 'khmer', 'myanmar', 'armenian'].map(
    (s) => `"${FAMILY_OF[s as keyof typeof FAMILY_OF]}"`,
  ),
  'var(--app-han-fonts)',
  'sans-serif',
].join(', ');

const HAN_ORDER: Record<'hans' | 'hant' | 'japanese' | 'korean', readonly (keyof typeof FAMILY_OF)[]> = {
  hans: ['hans', 'hant', 'japanese', 'korean'],
  hant: ['hant', 'hans', 'japanese', 'korean'],
  japanese: ['japanese', 'hans', 'hant', 'korean'],
  korean: ['korean', 'hans', 'hant', 'japanese'],
};

/** The Han families in the order the language wants its glyph forms. */
export function hanFontsFor(language: string): string {
  const script = SCRIPT_OF[language as TLanguageCode];
  const order = script && script in HAN_ORDER ? HAN_ORDER[script as keyof typeof HAN_ORDER] : HAN_ORDER.hans;
  return order.map((s) => `"${FAMILY_OF[s]}"`).join(', ');
}
