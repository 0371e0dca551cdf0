import type { Page } from '@playwright/test';

/**
 * Characters on the page that no loaded font face covers (they would show as boxes or in a system
 * font the kiosk may not have). Bundled Noto faces are split by unicode-range; after the fonts are
 * ready, every character shown must fall in the range of a loaded face.
 */
export async function uncoveredCharacters(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    const ranges: [number, number][] = [];
    document.fonts.forEach((face) => {
      if (face.status !== 'loaded') return;
      for (const part of face.unicodeRange.split(',')) {
        const [from, to] = part.trim().replace(/^U\+/i, '').split('-');
        const low = parseInt((from ?? '').replace(/\?/g, '0'), 16);
        const high = parseInt((to ?? from ?? '').replace(/\?/g, 'F'), 16);
        if (!Number.isNaN(low) && !Number.isNaN(high)) ranges.push([low, high]);
      }
    });
    const shown = new Set(Array.from(document.body.innerText));
    return [...shown].filter((char) => {
      if (/[\s\p{Cf}\p{Cc}]/u.test(char)) return false;
      const code = char.codePointAt(0) ?? 0;
      return !ranges.some(([low, high]) => code >= low && code <= high);
    });
  });
}

/** The page is no wider than its window: nothing spills sideways. */
export const hasHorizontalOverflow = (page: Page): Promise<boolean> =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
