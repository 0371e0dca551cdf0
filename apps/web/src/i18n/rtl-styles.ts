import createCache, { type EmotionCache } from '@emotion/cache';

let cache: EmotionCache | undefined;
let loading: Promise<EmotionCache> | undefined;

/**
 * The emotion cache that flips margins, paddings and positions right to left (ar, fa, ps). Its stylis
 * plugin loads with the first right-to-left language, not with the first screen; a failed load is
 * forgotten so the next try fetches again.
 */
export const loadRtlCache = (): Promise<EmotionCache> =>
  (loading ??= import('stylis-plugin-rtl').then(
    ({ default: rtlPlugin }) => (cache = createCache({ key: 'muirtl', stylisPlugins: [rtlPlugin] })),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  ));

/** The right-to-left cache once loaded, else undefined. */
export const loadedRtlCache = (): EmotionCache | undefined => cache;
